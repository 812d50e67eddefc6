import Foundation
import Synchronization

/// Makes the ids of new items: random in the app, a predictable sequence in tests.
///
/// ```swift
/// let makeID = UUIDGenerator.sequential()
/// makeID() // 00000000-0000-0000-0000-000000000001
/// makeID() // 00000000-0000-0000-0000-000000000002
/// ```
public struct UUIDGenerator: Sendable {
  private let next: @Sendable () -> UUID

  /// Makes a generator from a function.
  ///
  /// ```swift
  /// let always = UUIDGenerator { UUIDGenerator.sequentialID(7) }
  /// ```
  public init(_ next: @escaping @Sendable () -> UUID) { self.next = next }

  /// The next id.
  ///
  /// ```swift
  /// GroceryItem(id: environment.makeID(), name: "Eggs")
  /// ```
  public func callAsFunction() -> UUID { next() }

  /// Random ids, for the app.
  ///
  /// ```swift
  /// GroceryEnvironment(api: api, storage: storage, clock: ContinuousClock(), makeID: .random)
  /// ```
  public static var random: Self { Self { UUID() } }

  /// `sequentialID(1)`, `sequentialID(2)`, …: each generator starts again at 1, so tests can name the
  /// ids they expect.
  ///
  /// ```swift
  /// let environment = GroceryEnvironment.test(clock: clock, makeID: .sequential())
  /// ```
  public static func sequential() -> Self {
    let counter = Counter()
    return Self { sequentialID(counter.increment()) }
  }

  /// The `number`th id of ``sequential()``, its digits at the end: `sequentialID(12)` is
  /// `00000000-0000-0000-0000-000000000012`.
  ///
  /// ```swift
  /// UUIDGenerator.sequentialID(2).uuidString // "00000000-0000-0000-0000-000000000002"
  /// ```
  public static func sequentialID(_ number: Int) -> UUID {
    let digits = String(number)
    let padded = String(repeating: "0", count: max(0, 12 - digits.count)) + digits
    return UUID(uuidString: "00000000-0000-0000-0000-" + padded.suffix(12))!
  }
}

/// A shared count that several tasks may advance.
private final class Counter: Sendable {
  private let value = Mutex(0)

  func increment() -> Int {
    value.withLock { value in
      value += 1
      return value
    }
  }
}
