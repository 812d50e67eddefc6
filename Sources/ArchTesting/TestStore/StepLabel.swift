/// Names one step of a test store in messages: `step 3, receive(.itemsDidLoad)`, or, for what an
/// output of that step's effects started, `.timerTicked from step 1, send(.startTimer)`.
///
/// The call is described only when a message needs it: naming a case takes reflection, and most
/// steps never print.
package struct StepLabel: Sendable, CustomStringConvertible {
  var number: Int
  private let describeCall: @Sendable () -> String
  private let describeOutput: (@Sendable () -> String)?

  init(number: Int, call: @autoclosure @escaping @Sendable () -> String) {
    self.number = number
    self.describeCall = call
    self.describeOutput = nil
  }

  private init(number: Int, call: @escaping @Sendable () -> String, output: @escaping @Sendable () -> String)
  {
    self.number = number
    self.describeCall = call
    self.describeOutput = output
  }

  /// `receive(.itemsDidLoad)`: the call that made the step.
  var call: String { describeCall() }

  package var description: String {
    let step = "step \(number), \(call)"
    return describeOutput.map { "\($0()) from \(step)" } ?? step
  }

  /// The label of work started by `output`, which an effect of this step sent.
  func through(_ output: @autoclosure @escaping @Sendable () -> String) -> StepLabel {
    StepLabel(number: number, call: describeCall, output: output)
  }
}
