import Arch

/// The wording of a scoped test store's failures.
enum ScopeMessages {
  static func childAbsent(_ childType: String) -> String {
    """
    it changes the presented \(childType), but none is presented. \
    Write this expectation on the whole store instead: `{ $0.destination = … }`.
    """
  }

  static func screenAbsent(_ id: ScreenID, _ screenType: String) -> String {
    """
    it changes the \(screenType) of screen \(id), which is not on the stack as one. \
    Write this expectation on the whole store instead: `{ $0.path.pop(…) }`.
    """
  }
}
