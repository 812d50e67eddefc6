/// Names one step of a test store in messages: `step 3, receive(.itemsDidLoad)`.
///
/// The call is described only when a message needs it: naming a case takes reflection, and most
/// steps never print.
struct StepLabel: Sendable, CustomStringConvertible {
  var number: Int
  private let describeCall: @Sendable () -> String

  init(number: Int, call: @autoclosure @escaping @Sendable () -> String) {
    self.number = number
    self.describeCall = call
  }

  /// `receive(.itemsDidLoad)`: the call that made the step.
  var call: String { describeCall() }

  var description: String { "step \(number), \(call)" }
}
