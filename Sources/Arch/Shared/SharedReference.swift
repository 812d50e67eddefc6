import ArchLocking
import Observation

/// What every shared value's storage offers, whatever its type: the test store keeps a list of the
/// shared values steps changed, and compares them without knowing their types.
package protocol AnySharedReference: AnyObject, Sendable {
  /// How messages name the value.
  var name: String { get }
  /// The value now, outside any expectation.
  var liveSnapshot: any Sendable { get }
  /// Whether two snapshots of this value are equal.
  func snapshotsEqual(_ lhs: any Sendable, _ rhs: any Sendable) -> Bool
  /// Sets the value back to `snapshot`, one of its own snapshots: an exploration puts back what a run
  /// changed, so the next run starts from the values the first one did.
  func restore(_ snapshot: any Sendable)
}

/// The storage of one shared value: the value under a lock, an observation registrar for views, and
/// where it is persisted.
package final class SharedReference<Value: Equatable & Sendable>: AnySharedReference, SharedBox, Observable {
  package let name: String
  private let current: Locked<Value>
  private let registrar = ObservationRegistrar()
  /// The key path observers are told of, made once: a key path literal into a generic class is
  /// instantiated anew, by name, every time it is evaluated, which cost more than the rest of a read.
  // Unchecked: a key path is immutable, but not marked `Sendable`.
  private nonisolated(unsafe) let valueKey: KeyPath<SharedReference, Value> = \.value
  private let persist: (@Sendable (Value) -> Void)?

  package init(name: String, value: Value, persist: (@Sendable (Value) -> Void)? = nil) {
    self.name = name
    self.current = Locked(value)
    self.persist = persist
  }

  package var liveSnapshot: any Sendable { current.withLock { $0 } }

  package func snapshotsEqual(_ lhs: any Sendable, _ rhs: any Sendable) -> Bool {
    (lhs as? Value) == (rhs as? Value)
  }

  package func restore(_ snapshot: any Sendable) {
    guard let value = snapshot as? Value else { return }
    withLock(through: nil) { $0 = value }
  }
  package var root: any AnySharedReference { self }

  package func part(of rootValue: any Sendable) -> Value? { rootValue as? Value }

  /// The value: the one an expectation is building while a test store runs one, else the live one.
  package var value: Value {
    if let overlay = SharedOverlay.current { return overlay.value(of: self) }
    registrar.access(self, keyPath: valueKey)
    return current.withLock { $0 }
  }

  /// Changes the value under its lock, tells observers and the test store, then persists it.
  // `path` is the part of the value written through, if the write went through one.
  package func withLock<Result>(
    through path: SharedPath?, _ body: (inout Value) throws -> Result
  ) rethrows -> Result {
    if let overlay = SharedOverlay.current { return try overlay.modify(self, body) }
    SharedWriteLog.current?.willWrite(self, through: path)
    let (result, newValue) = try registrar.withMutation(of: self, keyPath: valueKey) {
      try current.withLock { value in
        let result = try body(&value)
        return (result, value)
      }
    }
    persist?(newValue)
    return result
  }
}
