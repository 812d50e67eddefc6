/// A clock for an environment's test value: reading its time or sleeping on it reports that the
/// feature used a clock the test did not give it.
///
/// A sleep reports, then throws ``UnimplementedError``; `now` reports, then reads the continuous
/// clock. Outside a test store the report goes to standard error (see ``RuntimeIssue``).
///
/// ```swift
/// let environment = GroceryEnvironment(api: .unimplemented, storage: .unimplemented,
///                                      clock: UnimplementedClock("GroceryEnvironment.clock"),
///                                      makeID: .unimplemented("GroceryEnvironment.makeID"))
/// ```
public struct UnimplementedClock: Clock, Sendable {
  public typealias Instant = ContinuousClock.Instant

  /// The clock as the environment names it: `GroceryEnvironment.clock`.
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

  /// Reports the read, then answers with the continuous clock's time.
  ///
  /// ```swift
  /// _ = UnimplementedClock("Environment.clock").now // reported
  /// ```
  public var now: Instant {
    UnimplementedCall.report("\(name).now", fileID: fileID, line: line)
    return ContinuousClock.now
  }

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
