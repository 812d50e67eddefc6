/// Every message the reducer expectations print: what the state became, for which event and row,
/// and how to fix it.
enum ReducerMessages {
  static let purityLegend = "First: −, Second: +"

  static func stateMismatch(_ subject: String, diff: String) -> String {
    """
    State after \(subject) is not what the test expected:

    \(TestStoreMessages.indented(diff))

    \(TestStoreMessages.legend)
    Fix the expectation in the trailing closure, or the reducer if the actual state is wrong.
    """
  }

  static func unexpectedStateChange(_ subject: String, diff: String) -> String {
    """
    State changed after \(subject), but the test gave no expectation:

    \(TestStoreMessages.indented(diff))

    \(TestStoreMessages.legend)
    Describe the change in a trailing closure: `{ $0.property = newValue }`.
    """
  }

  static func expectedChangeButNone(_ subject: String) -> String {
    StateChangeMessages.expectationMadeNoChange(subject)
  }

  static func expectationThrew(_ subject: String, error: any Error) -> String {
    "The expectation closure of \(subject) threw an error: \(error)"
  }

  static func impure(_ subject: String, diff: String) -> String {
    """
    \(subject.prefix(1).uppercased() + subject.dropFirst()) twice from the same state gave two \
    different states, so the reducer is not pure:

    \(TestStoreMessages.indented(diff))

    \(purityLegend)
    A reducer must only read the state and the event: read clocks, random values and other services \
    in an effect, and pass what they return in the event.
    """
  }

  static let noCases = "The table of reducer cases is empty, so it tests nothing. Add a `ReduceCase`."

  /// `reducing .loadingDidStart`, or `reducing .loadingDidStart in row 2 ("starts loading")`.
  static func subject(event: String, row: Int?, name: String?) -> String {
    var subject = "reducing \(event)"
    if let row { subject += " in row \(row)" }
    if let name { subject += " (\(name.debugDescription))" }
    return subject
  }
}
