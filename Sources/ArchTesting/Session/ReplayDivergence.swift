/// Where a replay first left the recorded path, and the failure that says so; what a shrinker asks
/// of a replay ("does it still diverge?") without reporting anything.
package struct ReplayDivergence: Sendable, Equatable {
  /// The session step (counting from one among the kept steps) where the replay diverged; one past
  /// the last when the feature sent an output after the last recorded step.
  package var stepNumber: Int
  /// The failure message.
  package var message: String
}
