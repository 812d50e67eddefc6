import Foundation

/// The record one test process keeps of the snapshot files it touched, in `.snapshot-runs/` beside
/// the snapshots folder, so the review command can tell which snapshot files are obsolete.
///
/// A process writes its manifest on its first snapshot assertion (removing manifests of earlier
/// runs), adds a `touched` line per file, and a `finished` line when it exits. Only a finished,
/// complete run is trusted to judge what is obsolete.
package struct SnapshotRunManifest: Sendable, Equatable {
  package var runKey: String
  package var processID: Int32
  package var startedAt: Date
  /// What made the run partial (`--filter X`); empty for a complete run.
  package var narrowingArguments: [String]
  package var touched: Set<String>
  package var isFinished: Bool

  static let folderName = ".snapshot-runs"
  private static let formatLine = "arch-snapshot-run 1"

  static func folder(forSnapshotsIn snapshots: URL) -> URL {
    snapshots.deletingLastPathComponent().appendingPathComponent(folderName, isDirectory: true)
  }

  static func fileName(for run: SnapshotRun) -> String { "\(run.key)-\(run.processID).txt" }

  static func header(for run: SnapshotRun, startedAt: Date) -> String {
    let scope =
      run.narrowingArguments.isEmpty
      ? "scope complete" : "scope partial " + run.narrowingArguments.joined(separator: " ")
    return [
      formatLine, "run \(run.key)", "process \(run.processID)",
      "started \(startedAt.timeIntervalSince1970)", scope,
    ].joined(separator: "\n") + "\n"
  }

  static func touchedLine(_ relativePath: String) -> String { "touched \(relativePath)\n" }
  static let finishedLine = "finished\n"

  /// Reads every manifest in `folder`; unreadable or foreign files are skipped.
  package static func readAll(in folder: URL) -> [SnapshotRunManifest] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().compactMap { name in
      guard name.hasSuffix(".txt"),
        let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      else { return nil }
      return parse(text)
    }
  }

  static func parse(_ text: String) -> SnapshotRunManifest? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    guard lines.first == formatLine else { return nil }
    var manifest = SnapshotRunManifest(
      runKey: "", processID: 0, startedAt: .distantPast, narrowingArguments: [], touched: [],
      isFinished: false)
    for line in lines.dropFirst() {
      let (keyword, value) = split(line)
      switch keyword {
      case "run": manifest.runKey = value
      case "process": manifest.processID = Int32(value) ?? 0
      case "started": manifest.startedAt = Date(timeIntervalSince1970: Double(value) ?? 0)
      case "scope":
        if value.hasPrefix("partial") {
          let rest = value.dropFirst("partial".count).split(separator: " ").map(String.init)
          manifest.narrowingArguments = rest.isEmpty ? ["?"] : rest
        }
      case "touched": manifest.touched.insert(value)
      case "finished": manifest.isFinished = true
      default: continue
      }
    }
    return manifest
  }

  private static func split(_ line: String) -> (String, String) {
    guard let space = line.firstIndex(of: " ") else { return (line, "") }
    return (String(line[..<space]), String(line[line.index(after: space)...]))
  }
}
