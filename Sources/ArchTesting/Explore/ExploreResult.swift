/// What an exploration did, and the failure it found, if any.
///
/// ```swift
/// let result = await explore(…)
/// print(result.runs, result.steps)
/// #expect(result.failure == nil)
/// ```
public struct ExploreResult: Sendable {
  /// How many runs it made before stopping (excluding the replays of shrinking).
  public var runs: Int
  /// How many steps those runs took in all.
  public var steps: Int
  /// The failure it reported, or `nil` when every check held.
  public var failure: ExploreFailure?
}

/// A failure an exploration found and shrank.
///
/// ```swift
/// if let failure = result.failure { print(failure.seed, failure.test.joined(separator: "\n")) }
/// ```
public struct ExploreFailure: Sendable {
  /// The seed of the run that failed; pass it as `seed:` to rerun exactly that run.
  public var seed: UInt64
  /// The step the run first failed at.
  public var originalStep: Int
  /// The step the shrunk sequence fails at.
  public var step: Int
  /// The shrunk sequence, as the lines of a `TestStore` test.
  public var test: [String]
  /// The whole message reported.
  public var message: String
}
