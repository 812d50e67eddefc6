import Foundation

/// The folder outside the source tree (`ARCH_SNAPSHOT_ARTIFACTS`) where failing file snapshots leave
/// their new text and one patch of every change of the run, so a read-only checkout or a CI job keeps
/// them: the snapshots folder itself is then never written.
struct SnapshotArtifacts {
  /// The folder as the user gave it, to name it back to them.
  var typed: String
  var folder: URL
  var session: SnapshotSession

  /// The one patch a run writes, from the folder holding the snapshots folder: `git apply` takes it.
  static let patchName = "snapshots.patch"
  /// Holds the key of the run that wrote the folder: a later run starts it afresh.
  static let runMarkerName = ".arch-snapshot-run"

  init(typed: String, session: SnapshotSession) {
    self.typed = typed
    folder = URL(fileURLWithPath: typed, isDirectory: true).standardizedFileURL
    self.session = session
  }

  /// `relative` inside the folder, spelled from the folder as the user gave it.
  func shown(_ relative: String) -> String {
    (typed.hasSuffix("/") ? typed : typed + "/") + relative
  }

  /// Leaves `fileText` as `<name>.txt.new` and adds the change from `oldFileText` (`nil`: no file)
  /// at `displayPath` to the patch; returns the pending file, or why it could not.
  func keep(
    name: String, fileText: String, oldFileText: String?, displayPath: String
  ) -> Result<URL, SnapshotWriteError> {
    session.startArtifacts(in: self)
    let pending = folder.appendingPathComponent(
      name + "." + SnapshotFileName.fileExtension + "." + SnapshotFileName.pendingExtension)
    do {
      try SnapshotFile.write(fileText, to: pending)
    } catch {
      return .failure(error)
    }
    let change = SnapshotPatch.change(at: displayPath, from: oldFileText, to: fileText)
    if let code = SnapshotFile.append(change, to: folder.appendingPathComponent(Self.patchName)) {
      let patch = folder.appendingPathComponent(Self.patchName)
      return .failure(
        SnapshotWriteError(
          file: patch, reason: SnapshotWriteError.reason(errno: code, writing: patch, in: folder)))
    }
    return .success(pending)
  }

  /// Empties the folder of what an earlier run left (its patch and pending files), once per run:
  /// the processes of one `swift test` share the run key, so they add to one patch.
  func start(run: SnapshotRun) {
    let marker = folder.appendingPathComponent(Self.runMarkerName)
    if (try? String(contentsOf: marker, encoding: .utf8)) == run.key { return }
    SnapshotFile.remove(folder.appendingPathComponent(Self.patchName))
    for pending in SnapshotDirectory.files(in: folder, endingWith: ".txt.new") {
      SnapshotFile.remove(folder.appendingPathComponent(pending))
    }
    try? SnapshotFile.write(run.key, to: marker)
  }
}
