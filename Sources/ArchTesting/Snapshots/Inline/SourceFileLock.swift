import Foundation

/// An exclusive lock on one test file, held while inline snapshots read, check and rewrite it, so
/// that parallel tests of one process and test processes running side by side (`swift test
/// --parallel` starts one per XCTest class) take turns: each reads the file as the previous writer
/// left it, and no write is lost.
///
/// The lock is `flock` on the file itself (its target, through a symlink), so no lock file is left
/// beside the user's sources. A rewrite replaces the file by a rename, which gives the path a new
/// file: a process that waited on the old one sees that and locks the new one.
///
/// ```swift
/// let written = SourceFileLock.withLock(on: sourcePath) { rewrite(sourcePath) }
/// ```
enum SourceFileLock {
  /// Runs `body` holding the lock. When the file cannot be opened, `body` runs without it: reading
  /// the file fails there and says so.
  static func withLock<Result>(on path: String, _ body: () -> Result) -> Result {
    while true {
      let descriptor = open(path, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { return body() }
      while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
      if locksTheFileAtItsPath(descriptor, path) {
        let result = body()
        close(descriptor)
        return result
      }
      close(descriptor)
    }
  }

  /// Whether the file `descriptor` locked is still the one at `path`: not replaced while waiting.
  private static func locksTheFileAtItsPath(_ descriptor: Int32, _ path: String) -> Bool {
    var locked = stat(), current = stat()
    guard fstat(descriptor, &locked) == 0, stat(path, &current) == 0 else { return true }
    return locked.st_dev == current.st_dev && locked.st_ino == current.st_ino
  }
}
