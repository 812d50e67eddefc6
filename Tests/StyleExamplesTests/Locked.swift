import Foundation

/// A value behind a lock that ThreadSanitizer understands, for the view model hammered from several
/// threads in the stress test.
///
/// Why not `Synchronization.Mutex`: on Linux it locks with raw futex calls that ThreadSanitizer does
/// not see, so every access it protects is reported as a race. `NSLock` is a pthread mutex, which
/// ThreadSanitizer tracks.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
