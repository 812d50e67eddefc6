import ArchLocking
import Foundation

/// Makes ids, as a value an environment holds: random in the app, predictable in tests.
///
/// ```swift
/// let makeID = UUIDGenerator.incrementing
/// makeID() // 00000000-0000-0000-0000-000000000001
/// makeID() // 00000000-0000-0000-0000-000000000002
/// ```
///
/// Two predictable generators count differently. ``incrementing`` starts at 1 and writes the count
/// in decimal digits, so the 12th id reads `…000000000012`. ``incrementingFromZero`` starts at
/// `UUID(0)` and counts in hexadecimal, as swift-dependencies' `incrementing` does, so tests ported
/// from it keep their ids: its 11th id is `UUID(10)`, `…00000000000A`.
public struct UUIDGenerator: Sendable {
  private let next: @Sendable () -> UUID

  /// Makes a generator from a function.
  ///
  /// ```swift
  /// let fromServer = UUIDGenerator { UUID(uuidString: "5E4BE400-0000-0000-0000-000000000000")! }
  /// ```
  public init(_ next: @escaping @Sendable () -> UUID) { self.next = next }

  /// The next id.
  ///
  /// ```swift
  /// let item = GroceryItem(id: environment.makeID(), name: "Eggs")
  /// ```
  public func callAsFunction() -> UUID { next() }

  /// Random ids: the live value.
  ///
  /// ```swift
  /// let makeID = UUIDGenerator.random
  /// ```
  public static var random: Self { Self { UUID() } }

  /// `incrementingID(1)`, `incrementingID(2)`, …: each use of `incrementing` starts again at 1, so a
  /// test names the ids it expects.
  ///
  /// ```swift
  /// let environment = GroceryEnvironment.unimplemented.with { $0.makeID = .incrementing }
  /// ```
  public static var incrementing: Self {
    let count = Locked(0)
    return Self {
      incrementingID(
        count.withLock { count in
          count += 1
          return count
        })
    }
  }

  /// `UUID(0)`, `UUID(1)`, … `UUID(10)` (`…00000000000A`): zero-based and hexadecimal, as
  /// swift-dependencies' `incrementing` counts, for tests ported from it.
  ///
  /// Each use starts again at `UUID(0)`.
  ///
  /// ```swift
  /// let environment = GroceryEnvironment.unimplemented.with { $0.makeID = .incrementingFromZero }
  /// ```
  public static var incrementingFromZero: Self {
    let count = Locked(0)
    return Self {
      UUID(
        count.withLock { count in
          defer { count += 1 }
          return count
        })
    }
  }

  /// The same id every time.
  ///
  /// ```swift
  /// let makeID = UUIDGenerator.constant(UUIDGenerator.incrementingID(7))
  /// ```
  public static func constant(_ id: UUID) -> Self { Self { id } }

  /// A generator the environment leaves unimplemented: each use reports it under `name`, as an
  /// unimplemented service does, and returns the all-zero id.
  ///
  /// ```swift
  /// let makeID = UUIDGenerator.unimplemented("GroceryEnvironment.makeID")
  /// ```
  public static func unimplemented(
    _ name: String, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    Self {
      UnimplementedCall.report(name, fileID: fileID, line: line)
      return incrementingID(0)
    }
  }

  /// The `number`th id of ``incrementing``, its decimal digits at the end: `incrementingID(12)` is
  /// `00000000-0000-0000-0000-000000000012` (where `UUID(12)`, in hexadecimal, is `…00000000000C`).
  ///
  /// ```swift
  /// UUIDGenerator.incrementingID(2).uuidString // "00000000-0000-0000-0000-000000000002"
  /// ```
  public static func incrementingID(_ number: Int) -> UUID {
    let digits = String(number)
    let padded = String(repeating: "0", count: max(0, 12 - digits.count)) + digits
    return UUID(uuidString: "00000000-0000-0000-0000-" + padded.suffix(12))!
  }
}
