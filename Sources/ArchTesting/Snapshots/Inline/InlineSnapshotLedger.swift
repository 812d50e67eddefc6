import Arch
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

  /// What reaching a call site with a text means.
  enum Reach: Equatable {
    case first, again
    /// Reached before with `earlier`, or collided before.
    case collision(earlier: String)
  }

  func reach(_ site: String, with text: String) -> Reach {
    state.withLock { state in
      if state.collided.contains(site) { return .collision(earlier: state.texts[site] ?? "") }
      guard let earlier = state.texts[site] else {
        state.texts[site] = text
        return .first
      }
      if earlier == text { return .again }
      state.collided.insert(site)
      return .collision(earlier: earlier)
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
      let records = InlineSnapshotRecord.all(in: folder).filter {
        $0.writesAtExit && sources.contains($0.sourcePath)
      }
      for outcome in InlineSnapshotWriter.write(records, in: folder) {
        if let failure = outcome.failure, !failures.contains(failure) { failures.append(failure) }
      }
    }
    return failures
  }
}
