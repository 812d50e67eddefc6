import ArchLocking
import Foundation

/// Tells the time as a date, as a value an environment holds: the real date in the app, a date the
/// test chose in tests.
///
/// ```swift
/// let now = DateGenerator.constant(Date(timeIntervalSince1970: 0))
/// now() // 1970-01-01 00:00:00 +0000
/// ```
public struct DateGenerator: Sendable {
  private let next: @Sendable () -> Date

  /// Makes a generator from a function.
  ///
  /// ```swift
  /// let midnight = DateGenerator { Calendar.current.startOfDay(for: Date()) }
  /// ```
  public init(_ next: @escaping @Sendable () -> Date) { self.next = next }

  /// The current date, as this generator tells it.
  ///
  /// ```swift
  /// let createdAt = environment.now()
  /// ```
  public func callAsFunction() -> Date { next() }

  /// The real date: the live value.
  ///
  /// ```swift
  /// let now = DateGenerator.now
  /// ```
  public static var now: Self { Self { Date() } }

  /// The same date every time.
  ///
  /// ```swift
  /// let now = DateGenerator.constant(Date(timeIntervalSince1970: 1_000_000))
  /// ```
  public static func constant(_ date: Date) -> Self { Self { date } }

  /// `start` first, then `step` later at each call: time that moves on, predictably.
  ///
  /// ```swift
  /// let now = DateGenerator.advancing(from: Date(timeIntervalSince1970: 0), by: .seconds(1))
  /// now() // 1970-01-01 00:00:00 +0000
  /// now() // 1970-01-01 00:00:01 +0000
  /// ```
  public static func advancing(from start: Date, by step: Duration) -> Self {
    let seconds = Double(step.components.seconds) + Double(step.components.attoseconds) / 1e18
    let calls = Locked(0)
    return Self {
      let index = calls.withLock { calls in
        defer { calls += 1 }
        return calls
      }
      return start.addingTimeInterval(seconds * Double(index))
    }
  }

  /// A generator the environment leaves unimplemented: each use reports it under `name` and returns
  /// the reference date (2001-01-01).
  ///
  /// ```swift
  /// let now = DateGenerator.unimplemented("NotesEnvironment.now")
  /// ```
  public static func unimplemented(
    _ name: String, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    Self {
      UnimplementedCall.report(name, fileID: fileID, line: line)
      return Date(timeIntervalSinceReferenceDate: 0)
    }
  }
}
