import ArchLocking

/// Random numbers, as a value an environment holds: the system's generator in the app, a seeded one
/// in tests, so a "random" test runs the same way every time.
///
/// ```swift
/// let random = RandomGenerator.seeded(42)
/// let roll = random { Int.random(in: 1...6, using: &$0) }
/// ```
public struct RandomGenerator: Sendable {
  private let source: Locked<any RandomNumberGenerator>
  private let onUse: @Sendable () -> Void

  private init(_ source: any RandomNumberGenerator, onUse: @escaping @Sendable () -> Void = {}) {
    self.source = Locked(source)
    self.onUse = onUse
  }

  /// Runs `body` with the generator; copies of this value share it, so numbers never repeat across
  /// effects.
  ///
  /// ```swift
  /// let shuffled = environment.random { deck.shuffled(using: &$0) }
  /// ```
  public func callAsFunction<Result>(
    _ body: (inout any RandomNumberGenerator) throws -> Result
  ) rethrows -> Result {
    onUse()
    return try source.withLock { try body(&$0) }
  }

  /// The system's generator: the live value.
  ///
  /// ```swift
  /// let random = RandomGenerator.system
  /// ```
  public static var system: Self { Self(SystemRandomNumberGenerator()) }

  /// The same sequence for the same `seed`, every run.
  ///
  /// ```swift
  /// let random = RandomGenerator.seeded(7)
  /// ```
  public static func seeded(_ seed: UInt64) -> Self { Self(SplitMix64(seed: seed)) }

  /// A generator the environment leaves unimplemented: each use reports it under `name`, then draws
  /// from a generator seeded with 0.
  ///
  /// ```swift
  /// let random = RandomGenerator.unimplemented("GameEnvironment.random")
  /// ```
  public static func unimplemented(
    _ name: String, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    Self(SplitMix64(seed: 0)) { UnimplementedCall.report(name, fileID: fileID, line: line) }
  }
}
