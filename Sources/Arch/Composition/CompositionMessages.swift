/// Every message the composed features report, in one place so they read alike.
enum CompositionMessages {
  /// The child's `input` reached no element: the id once, and the collection's key path rooted at
  /// its full type name (`\\Playlist.State.tracks`), since many features call their state `State`.
  static func missingElement(id: some Any, collection: AnyKeyPath, input: some Any) -> String {
    """
    \(OneLineDescription.of(input)) was sent to the element with id \(OneLineDescription.of(id)) \
    of \(QualifiedKeyPath.describe(collection)), which holds no such element: it was removed, or \
    never added. Nothing ran. Remove the element only after its last action, or stop sending to it.
    """
  }

  static func absentChild(_ child: String, input: some Any) -> String {
    """
    \(OneLineDescription.of(input)) was sent to the child at \(child), which is not presented. \
    Nothing ran. Present the child before sending to it, or cancel the effect that sends to it \
    when it is dismissed.
    """
  }

  static func absentDialog(_ dialog: String, input: some Any) -> String {
    """
    \(OneLineDescription.of(input)) was sent from the alert or dialog at \(dialog), which is not \
    presented: it was dismissed already, or never shown. The feature still handled the action. \
    Send a button's action only while its alert is shown.
    """
  }

  static func missingScreen(id: ScreenID, stack: String, input: some Any) -> String {
    """
    \(OneLineDescription.of(input)) was sent to screen \(id) of \(stack), which is not on the stack: \
    it was popped, or never pushed. Nothing ran. Pop a screen only after its last action, or stop \
    sending to it.
    """
  }

  /// No ``StackScreen`` of the stack's `stack(…)` takes the screen action's case.
  static func unhandledScreenAction(_ input: some Any, stack: AnyKeyPath) -> String {
    """
    \(OneLineDescription.of(input)) names a kind of screen no StackScreen of \
    \(QualifiedKeyPath.describe(stack)) runs. Nothing ran. List a StackScreen for it in that stack(…).
    """
  }

  /// An expectation wrote a screen by its feature's type, but no ``StackScreen`` named the case.
  static func unknownScreenCase(screen: Any.Type, feature: Any.Type) -> String {
    """
    [id:as: \(typeNameWithoutModules(feature)).self] cannot write the screen: no StackScreen said \
    which case of \(typeNameWithoutModules(screen)) holds its state, so nothing was written. Compose \
    the stack with StackScreen, or write through the case: [id:case:].
    """
  }
}
