import ArchLocking
import Foundation

/// What one test process knows about its inline snapshots: the text each call site produced (a site
/// reached again with another text is a collision), and the test files with records to write when
/// the process ends.
///
/// Why at the end: writing a file while its tests still run would shift the lines of every later
/// call in it. The process-wide session writes from an `atexit` handler registered once (the one
/// that also closes the run manifests); XCTest and Swift Testing both end their process through
/// `exit`, so it runs after the last test. Records are files, so if the process dies first they
/// stay pending for `swift run snapshots review`.
///
/// ```swift
/// session.inline.writeRecorded()   // what the end of the test process does
/// ```
package final class InlineSnapshotLedger: Sendable {
  private let state = Locked(State())

  private struct State {
    var texts: [String: String] = [:]
    var collided: Set<String> = []
    /// Snapshots folder path → test files with records to write at exit.
    var toWrite: [String: Set<String>] = [:]
  }

  package init() {}

  /// Notes that `site` was reached with `text`; returns the text it was first reached with when
  /// the two collide, or when the site collided before. `nil`: no collision, the site may be written.
  func collision(reaching site: String, with text: String) -> String? {
    state.withLock { state in
      if state.collided.contains(site) { return state.texts[site] ?? "" }
      guard let earlier = state.texts[site] else {
        state.texts[site] = text
        return nil
      }
      if earlier == text { return nil }
      state.collided.insert(site)
      return earlier
    }
  }

  func writeAtExit(_ sourcePath: String, folder: URL) {
    state.withLock { _ = $0.toWrite[folder.path, default: []].insert(sourcePath) }
  }

  /// Writes every record this process made to be written at once, one pass per file; returns what
  /// could not be written. Calling it again writes nothing more.
  @discardableResult
  package func writeRecorded() -> [SnapshotFailure] {
    let toWrite = state.withLock { state in
      defer { state.toWrite = [:] }
      return state.toWrite
    }
    var failures: [SnapshotFailure] = []
    for (folderPath, sources) in toWrite.sorted(by: { $0.key < $1.key }) {
      let folder = URL(fileURLWithPath: folderPath, isDirectory: true)
      let all = InlineSnapshotRecord.all(in: folder)
      let records = all.filter { $0.writesAtExit && sources.contains($0.sourcePath) }
      for outcome in InlineSnapshotWriter.write(records, among: all, in: folder) {
        if let failure = outcome.failure, !failures.contains(failure) { failures.append(failure) }
      }
    }
    return failures
  }
}
