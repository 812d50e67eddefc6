/// A clock for an environment's test value: sleeping on it reports that the feature used a clock
/// the test did not give it, then throws ``UnimplementedError`` instead of waiting.
///
/// Reading `now` is not reported: every `sleep(for:)` reads it first, so the report would come
/// twice. A feature that stamps times should hold a ``DateGenerator``, whose unimplemented value
/// reports. Outside a test store the report goes to standard error (see ``RuntimeIssue``).
///
/// ```swift
/// let environment = GroceryEnvironment(api: .unimplemented, storage: .unimplemented,
///                                      clock: UnimplementedClock("GroceryEnvironment.clock"),
///                                      makeID: .unimplemented("GroceryEnvironment.makeID"))
/// ```
public struct UnimplementedClock: Clock, Sendable {
  /// The continuous clock's instants, so `now` can answer with a real time.
  ///
  /// ```swift
  /// let start: UnimplementedClock.Instant = .now
  /// ```
  public typealias Instant = ContinuousClock.Instant

  /// The clock as the environment names it in reports.
  ///
  /// ```swift
  /// UnimplementedClock("GroceryEnvironment.clock").name // "GroceryEnvironment.clock"
  /// ```
  public let name: String
  private let fileID: StaticString
  private let line: UInt

  /// Makes a clock that reports every use under `name`.
  ///
  /// ```swift
  /// let clock: any Clock<Duration> = UnimplementedClock("Environment.clock")
  /// ```
  public init(_ name: String = "clock", fileID: StaticString = #fileID, line: UInt = #line) {
    self.name = name
    self.fileID = fileID
    self.line = line
  }

  /// The continuous clock's time; `sleep(for:)` reads it to find its deadline.
  ///
  /// ```swift
  /// let start = UnimplementedClock("Environment.clock").now
  /// ```
  public var now: Instant { ContinuousClock.now }

  /// The continuous clock's resolution; reading it is not a use worth reporting.
  ///
  /// ```swift
  /// _ = UnimplementedClock().minimumResolution
  /// ```
  public var minimumResolution: Duration { ContinuousClock().minimumResolution }

  /// Reports the sleep, then throws ``UnimplementedError`` instead of waiting.
  ///
  /// ```swift
  /// try await UnimplementedClock("Environment.clock").sleep(for: .seconds(1)) // reported, throws
  /// ```
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let call = "\(name).sleep"
    UnimplementedCall.report(call, fileID: fileID, line: line)
    throw UnimplementedError(name: call)
  }
}
