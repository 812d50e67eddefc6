import ArchLocking
import Foundation

/// What snapshot assertions share within one test process: which files were claimed (to catch two
/// assertions writing one file), the per-test counters for unnamed snapshots, and the run manifests.
///
/// Tests of the snapshot machinery make their own session, so they never see each other's files.
package final class SnapshotSession: Sendable {
  package let run: SnapshotRun
  /// The inline snapshots' call sites and the test files to write when the process ends.
  package let inline: InlineSnapshotLedger
  private let state = Locked(State())

  private struct State {
    var claims: [String: SnapshotClaim] = [:]
    var counters: [String: UnnamedSnapshots] = [:]
    var manifests: [String: OpenManifest] = [:]
    var isFinished = false
    /// The artifacts folders this process has started for its run.
    var artifactsStarted: Set<String> = []
  }

  /// A manifest this process appends to: kept open, since every new snapshot file adds a line.
  private struct OpenManifest {
    var descriptor: Int32
    var touched: Set<String> = []
  }

  /// `builtAt`: when the test binary was built, for inline snapshots to refuse test files changed
  /// since (``InlineSnapshotLedger/builtAt``); `nil` trusts every file.
  package init(run: SnapshotRun, builtAt: Date? = nil) {
    self.run = run
    inline = InlineSnapshotLedger(builtAt: builtAt)
  }

  deinit {
    state.withLock { state in
      for manifest in state.manifests.values where manifest.descriptor >= 0 { close(manifest.descriptor) }
      state.manifests = [:]
    }
  }

  static let shared: SnapshotSession = {
    let session = SnapshotSession(run: .currentProcess, builtAt: TestBinaryBuildTime.current)
    atexit { SnapshotSession.shared.finishRun() }
    return session
  }()

  /// The number of an unnamed snapshot of the test with `key` asserted at `site`: 1, 2, … within one
  /// run of the test, and from 1 again when the test runs again in `execution`.
  func nextCounter(for key: String, at site: CallSite, in execution: SnapshotExecution) -> Int {
    state.withLock { state in state.counters[key, default: UnnamedSnapshots()].next(at: site, in: execution) }
  }

  /// Claims `path` for `claimant`; returns who claimed it earlier in this run, if that was another
  /// assertion.
  ///
  /// The same assertion of the same test claiming it again is the test running again.
  func claim(_ path: String, by claimant: SnapshotClaim) -> SnapshotClaim? {
    state.withLock { state in
      if let earlier = state.claims[path] { return earlier.isSameAssertion(as: claimant) ? nil : earlier }
      state.claims[path] = claimant
      return nil
    }
  }

  /// Notes in the run manifest that the snapshot at `relativePath` in `snapshots` was used.
  func recordTouch(of relativePath: String, inSnapshotsFolder snapshots: URL) {
    let folder = SnapshotRunManifest.folder(forSnapshotsIn: snapshots)
    let manifest = folder.appendingPathComponent(SnapshotRunManifest.fileName(for: run))
    state.withLock { state in
      guard !state.isFinished else { return }
      if state.manifests[manifest.path] == nil {
        startManifest(at: manifest, in: folder)
        state.manifests[manifest.path] = OpenManifest(descriptor: open(manifest.path, O_WRONLY | O_APPEND))
      }
      guard state.manifests[manifest.path]!.touched.insert(relativePath).inserted else { return }
      append(SnapshotRunManifest.touchedLine(relativePath), to: state.manifests[manifest.path]!.descriptor)
    }
  }

  /// Starts `artifacts` for this run once per process: a folder an earlier run wrote is emptied of
  /// its patch and pending files, one the other process of this run wrote is added to.
  func startArtifacts(in artifacts: SnapshotArtifacts) {
    state.withLock { state in
      guard state.artifactsStarted.insert(artifacts.folder.path).inserted else { return }
      artifacts.start(run: run)
    }
  }

  /// Marks every manifest of this process finished and writes the inline snapshots recorded to be
  /// written at once.
  ///
  /// The process-wide session does this at exit; a file it cannot write is
  /// reported on standard error, since no test is running any more to fail.
  package func finishRun() {
    for failure in inline.writeRecorded() {
      FileHandle.standardError.write(Data(InlineSnapshotMessages.atExit(failure).utf8))
    }
    state.withLock { state in
      guard !state.isFinished else { return }
      state.isFinished = true
      for manifest in state.manifests.values {
        append(SnapshotRunManifest.finishedLine, to: manifest.descriptor)
        if manifest.descriptor >= 0 { close(manifest.descriptor) }
      }
      state.manifests = [:]
    }
  }

  /// Removes the manifests of earlier runs, then writes this process's header.
  private func startManifest(at manifest: URL, in folder: URL) {
    let fileManager = FileManager.default
    try? fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
    where !name.hasPrefix("\(run.key)-") {
      try? fileManager.removeItem(at: folder.appendingPathComponent(name))
    }
    try? SnapshotFile.write(SnapshotRunManifest.header(for: run, startedAt: Date()), to: manifest)
  }

  /// One `write` per line on an `O_APPEND` descriptor: lines from parallel tests never interleave.
  private func append(_ line: String, to descriptor: Int32) {
    guard descriptor >= 0 else { return }
    var line = line
    _ = line.withUTF8 { write(descriptor, $0.baseAddress, $0.count) }
  }
}
