extension ExploreMessages {
  /// One thing a clean exploration never reached, with the nearest state it did.
  enum BlindSpot: Equatable {
    /// A control shown but never enabled; `nearest` is the deepest state showing it disabled.
    case neverEnabled(String, nearest: String?)
    /// A control enabled but never used; `nearest` is the shallowest state enabling it.
    case neverUsed(String, nearest: String?)
    /// A presented or stacked screen no state showed.
    case neverShown(String)
    /// An invariant whose `when:` condition never held.
    case neverApplied(String)

    var line: String {
      switch self {
      case .neverEnabled(let control, let nearest):
        "- \(control) was shown but never enabled"
          + (nearest.map { "; nearest, shown disabled in \($0)" } ?? "")
      case .neverUsed(let control, let nearest):
        "- \(control) was enabled but never used" + (nearest.map { "; nearest, enabled in \($0)" } ?? "")
      case .neverShown(let screen):
        "- the screen \(screen) was never shown"
      case .neverApplied(let invariant):
        "- the invariant \(invariant.debugDescription) was never checked: its `when:` condition never held"
      }
    }
  }

  /// The report of a clean exploration's blind spots, a warning unless the budget asks for a failure.
  static func blindSpots(_ spots: [BlindSpot], runs: Int, severity: ExploreBlindSpots) -> String {
    """
    explore found no failure in \(runs == 1 ? "1 run" : "\(runs) runs"), but never reached:
    \(spots.map(\.line).joined(separator: "\n"))
    Give the fields texts that get there (`texts:`), add generators, or raise the budget; \
    \(severity == .failure ? failsOnBlindSpots : warnsOfBlindSpots)
    """
  }

  private static let failsOnBlindSpots = "this fails because the budget's `blindSpots` is `.failure`."
  private static let warnsOfBlindSpots =
    "set the budget's `blindSpots` to `.failure` to fail on these, or `.ignored` to silence them."
}
