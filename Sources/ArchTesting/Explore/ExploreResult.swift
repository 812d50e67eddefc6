/// What an exploration did, and the failure it found, if any.
///
/// ```swift
/// let result = await explore(Counter(), initialState: Counter.State(), environment: { _ in () },
///                            actions: [.always("increment", .increment)])
/// print(result.runs, result.steps)
/// ```
public struct ExploreResult: Sendable {
  /// How many runs it made before stopping (excluding the replays of shrinking); of a budget's
  /// random runs, not counting its ``ExploreBudget/exhaustiveAfterRuns``.
  ///
  /// ```swift
  /// #expect(result.runs == ExploreBudget.default.runs)
  /// ```
  public var runs: Int
  /// How many steps those runs took in all.
  ///
  /// ```swift
  /// print("explored \(result.steps) steps")
  /// ```
  public var steps: Int
  /// The failure it reported, or `nil` when every check held.
  ///
  /// ```swift
  /// #expect(result.failure == nil)
  /// ```
  public var failure: ExploreFailure?
  /// What the runs reached: actions, controls, state cases, and controls never enabled.
  ///
  /// ```swift
  /// #expect(result.coverage.neverEnabledControls.isEmpty)
  /// ```
  public var coverage: ExploreCoverage = .none
  /// What an exhaustive exploration proved when no check failed, the depth it finished (random runs
  /// followed by ``ExploreBudget/exhaustiveAfterRuns`` too); `nil` for random runs only and failures.
  ///
  /// ```swift
  /// let result = await explore(BlankName.Exploration.self, budget: .exhaustive(depth: 6))
  /// #expect(result.certificate?.depth == 6)
  /// ```
  public var certificate: ExploreCertificate?
}

/// A failure an exploration found and shrank.
///
/// ```swift
/// if let failure = result.failure { print(failure.seed, failure.test.joined(separator: "\n")) }
/// ```
public struct ExploreFailure: Sendable {
  /// The base seed the exploration's runs came from; pass it as `seed:` to replay exactly this
  /// exploration (with `ARCH_EXPLORE_SEED=random` it differs every time).
  ///
  /// ```swift
  /// await explore(Counter(), initialState: Counter.State(), environment: { _ in () },
  ///               actions: generators, seed: failure.seed)
  /// ```
  public var seed: UInt64
  /// Which run of the exploration failed, counting from 0; in a shard, which of the shard's runs; the
  /// search after the runs (``ExploreBudget/exhaustiveAfterRuns``) counts as the run after the last.
  ///
  /// ```swift
  /// print("run \(failure.run + 1) failed")
  /// ```
  public var run: Int
  /// The step the run first failed at.
  ///
  /// ```swift
  /// print("failed at step \(failure.originalStep), shrunk to \(failure.step)")
  /// ```
  public var originalStep: Int
  /// The step the shrunk sequence fails at.
  ///
  /// ```swift
  /// #expect(failure.step <= failure.originalStep)
  /// ```
  public var step: Int
  /// The shrunk sequence, as the lines of a `TestStore` test.
  ///
  /// ```swift
  /// print(failure.test.joined(separator: "\n"))
  /// ```
  public var test: [String]
  /// The whole message reported.
  ///
  /// ```swift
  /// #expect(failure.message.hasPrefix("explore found a failure"))
  /// ```
  public var message: String
}
