/// The wording of `swift run snapshots accept|reject` when its operands do not settle what to do.
enum SnapshotReviewMessages {
  /// An operand that matches no pending snapshot.
  static func noMatch(_ operand: String) -> String {
    "No pending snapshot matches \(operand): give its path, its name or the end of its name "
      + "(`swift run snapshots review` lists them)."
  }

  /// An operand whose name ending matches several pending snapshots.
  static func ambiguous(_ operand: String, names: [String]) -> String {
    "\(operand) names several pending snapshots: \(names.joined(separator: ", ")). Give the folder too."
  }

  /// Said after the operands that matched nothing: nothing was done, so a script can run it again.
  static func nothingDone(_ command: String) -> String {
    "Nothing was \(command == "accept" ? "accepted" : "rejected")."
  }
}
