/// The services of the meetings example: the clock every wait is measured on, and the attendance
/// service each row asks.
///
/// ```swift
/// let environment = MeetingsEnvironment(clock: ContinuousClock()) { _ in 8 }
/// ```
public nonisolated struct MeetingsEnvironment: Sendable {
  /// What the detail screen's timer and the attendance service wait on.
  ///
  /// ```swift
  /// try await environment.clock.sleep(for: .seconds(1))
  /// ```
  public var clock: any Clock<Duration>
  /// How many people came to the meeting with this id last time.
  ///
  /// ```swift
  /// let count = try await environment.attendance(standup.id)
  /// ```
  public var attendance: @Sendable (Meeting.ID) async throws -> Int

  /// Makes an environment.
  ///
  /// ```swift
  /// MeetingsEnvironment(clock: clock) { id in try await server.attendance(of: id) }
  /// ```
  public init(clock: any Clock<Duration>, attendance: @escaping @Sendable (Meeting.ID) async throws -> Int) {
    self.clock = clock
    self.attendance = attendance
  }
}
