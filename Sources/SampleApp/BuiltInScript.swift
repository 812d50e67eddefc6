/// The session run when standard input is not a terminal: a short tour of every feature, including a
/// failed load, refused input and mistyped commands.
enum BuiltInScript {
  static let lines = """
    # Above: the first launch found no saved list, so it loaded the server's. Now reload it.
    tap Reload
    # That reload failed (the pretend server fails now and then); Retry tries again.
    tap Retry
    # Typing searches the catalog after a short pause; a suggestion adds itself.
    type ban
    tap Add Bananas
    toggle Milk
    toggle Eggs
    # Two rows have a Delete button, so a label is not enough.
    ! tap Delete
    tap 5
    # Blank names are refused.
    type "   "
    submit
    # A command the app does not know is refused too (`!` marks a refusal the tour expects).
    ! dance
    # A relaunch restores the saved list.
    restart
    quit
    """.split(separator: "\n").map(String.init)
}
