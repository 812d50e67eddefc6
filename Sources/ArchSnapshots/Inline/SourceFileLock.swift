import Foundation

/// An exclusive lock on one test file's inline snapshots, held while they read, check and rewrite
/// it, so that parallel tests of one process and test processes running side by side (`swift test
/// --parallel` starts one per XCTest class) take turns: each reads the file, its pending records and
/// its ``InlineEditJournal`` as the previous writer left them, and no write is lost.
///
/// The lock is `flock` on a hidden file beside the journal in the snapshots folder, never deleted,
/// so no lock file appears beside the user's sources. It cannot be the test file itself: a rewrite
/// replaces the file by a rename, and a process that opened the new file would not wait for the
/// writer still finishing (saving the journal, moving records) under a lock on the old one.
///
/// ```swift
/// let outcomes = SourceFileLock.withLock(forSource: "AppTests/ListTests.swift", in: snapshotsFolder) {
///   rewrite(sourcePath)
/// }
/// ```
enum SourceFileLock {
  /// Runs `body` holding the lock of the test file `fileID`.
  ///
  /// When the lock file cannot be made (a
  /// read-only snapshots folder), `body` runs without it: saving anything there fails and says so.
  static func withLock<Result>(forSource fileID: String, in folder: URL, _ body: () -> Result) -> Result {
    let url = InlineEditJournal.url(for: fileID, in: folder).deletingPathExtension().appendingPathExtension(
      "lock")
    InlineEditJournal.makeFolder(in: folder)
    let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return body() }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
    return body()
  }
}
