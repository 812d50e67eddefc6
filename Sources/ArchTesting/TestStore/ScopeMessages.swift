/// The wording of a scoped test store's failures.
enum ScopeMessages {
  static func childAbsent(_ childType: String) -> String {
    """
    it changes the presented \(childType), but none is presented. \
    Write this expectation on the whole store instead: `{ $0.destination = … }`.
    """
  }
}
