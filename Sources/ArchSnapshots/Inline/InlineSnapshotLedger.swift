import ArchLocking
import Foundation

/// What one test process knows about its inline snapshots: the text each call site produced (a site
/// reached again with another text is a clash), and the test files with records to write when the
/// process ends.
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
  /// When the test binary was built: a test file modified later, and not by an inline snapshot
  /// write, no longer matches the positions compiled into it.
  ///
  /// `nil` trusts every file.
  let builtAt: Date?
  private let state = Locked(State())

  private struct State {
    var texts: [String: String] = [:]
    var clashed: Set<String> = []
    /// Site key → the records saved for it, removed if the site clashes.
    var saved: [String: Set<URL>] = [:]
    /// Snapshots folder path → test files with records to write at exit.
    var toWrite: [String: Set<String>] = [:]
  }

  package init(builtAt: Date? = nil) { self.builtAt = builtAt }

  /// What one assertion did, for the ledger to remember.
  struct Outcome {
    var failure: SnapshotFailure?
    /// The record it saved, if any.
    var saved: InlineSnapshotRecord?
  }

  /// Runs `check` for `site` reached with `text` — unless the site was reached with another text
  /// before: then whatever was saved for it is removed and `clash(earlier text)` is the failure.
  ///
  /// Assertions pass through here one at a time, so the clash is decided before anything is saved:
  /// whatever order parallel tests (parameterized cases) reach a site in, a site reached with two
  /// different values ends with nothing saved, and every one of its assertions after the first fails.
  func reach(
    _ site: InlineSnapshotSite, with text: String, in folder: URL, clash: (String) -> SnapshotFailure,
    check: () -> Outcome
  ) -> SnapshotFailure? {
    state.withLock { state in
      let key = site.key
      if let earlier = state.texts[key], earlier != text || state.clashed.contains(key) {
        state.clashed.insert(key)
        for url in state.saved.removeValue(forKey: key) ?? [] { SnapshotFile.remove(url) }
        return clash(earlier)
      }
      state.texts[key] = text
      let outcome = check()
      if let record = outcome.saved {
        state.saved[key, default: []].insert(record.url(in: folder))
        if record.writesAtExit { state.toWrite[folder.path, default: []].insert(record.sourcePath) }
      }
      return outcome.failure
    }
  }

  /// Writes every record saved to be written at once into the test files this process recorded
  /// in, one pass per file; returns what could not be written.
  ///
  /// Calling it again writes nothing more.
  @discardableResult
  package func writeRecorded() -> [SnapshotFailure] {
    let toWrite = state.withLock { state in
      defer { state.toWrite = [:] }
      return state.toWrite
    }
    var failures: [SnapshotFailure] = []
    for (folderPath, sources) in toWrite.sorted(by: { $0.key < $1.key }) {
      let folder = URL(fileURLWithPath: folderPath, isDirectory: true)
      for outcome in InlineSnapshotWriter.write(in: folder, sources: sources, choosing: \.writesAtExit) {
        if let failure = outcome.failure, !failures.contains(failure) { failures.append(failure) }
      }
    }
    return failures
  }
}
