import Foundation

/// A value that several threads share, guarded by a lock.
///
/// The harness and the runtime use it instead of the standard library's `Mutex`: on Linux that one
/// is built on futexes, which ThreadSanitizer cannot see, so it reports races that are not there;
/// `NSLock` is a pthread mutex, which it understands.
///
/// Inlinable, so a generic caller in another module (a session recorder on an app's store) takes the
/// lock without going through unspecialized code.
@usableFromInline
package final class Locked<Value>: @unchecked Sendable {
  @usableFromInline var value: Value
  @usableFromInline let lock = NSLock()

  package init(_ value: Value) { self.value = value }

  /// Runs `body` with the value, holding the lock.
  @inlinable
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
