import Arch

/// The word a test store's messages use for what effects send, in the feature's own shape: events
/// for a presenter and reducer, actions for a reducer with effects, outputs for any other feature.
struct OutputNoun: Sendable {
  let singular: String

  var plural: String { singular + "s" }

  /// `1 received event`, `2 received events`.
  func counted(_ number: Int, _ adjective: String) -> String {
    "\(number) \(adjective) \(number == 1 ? singular : plural)"
  }

  static func of<F: Feature>(_ feature: F) -> OutputNoun {
    if feature is any ActionsLeaveStateUnchanged { return OutputNoun(singular: "event") }
    if F.Output.self == F.Action.self { return OutputNoun(singular: "action") }
    return OutputNoun(singular: "output")
  }
}
