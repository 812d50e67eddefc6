/// A state whose expectation closures run inside a bracket it opens and closes: a
/// ``ModelSnapshot`` puts its values into the live model for the whole closure, so every read and
/// write in it, through any key path or any object it hands out, sees and changes that state alone.
protocol ExpectationBracketing {
  /// Makes this copy's state the one the closure about to run reads and writes.
  mutating func openExpectationBracket()
  /// Takes what the closure wrote into this copy, and gives the model its own values back.
  func closeExpectationBracket()
}

/// Runs expectation closures on states that bracket them (``ExpectationBracketing``).
enum ExpectationBracket {
  /// Runs `expectation` on `state` between its bracket's opening and closing.
  static func run<State>(_ expectation: (inout State) throws -> Void, on state: inout State) rethrows {
    var bracketed = state as! any ExpectationBracketing
    bracketed.openExpectationBracket()
    state = bracketed as! State
    defer { (state as! any ExpectationBracketing).closeExpectationBracket() }
    try expectation(&state)
  }
}
