/// Names one step of a test store in messages: `step 3, receive(.itemsDidLoad)`.
struct StepLabel: Sendable, CustomStringConvertible {
  var number: Int
  var call: String

  var description: String { "step \(number), \(call)" }
}
