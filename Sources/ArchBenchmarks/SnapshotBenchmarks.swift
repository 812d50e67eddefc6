import ArchTesting
import Foundation

/// Snapshot figures: a matching 10,000-line assertion, and the failure (with its diff) for a one-line
/// change in dump-like text full of repeated `),` lines, at two sizes to show linear growth.
func runSnapshotBenchmarks() {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("arch-bench-snapshots-\(UUID().uuidString)", isDirectory: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let context = SnapshotContext(
    environment: SnapshotEnvironment([:]),
    session: SnapshotSession(run: SnapshotRun(key: "bench", processID: 0, arguments: [])))
  withSnapshotContext(context) {
    withSnapshotDirectory(folder.appendingPathComponent("Snapshots").path) {
      benchmarkMatch(lines: 10_000, folder: folder)
      for lines in [12_800, 100_000] { benchmarkOneChange(lines: lines, folder: folder) }
    }
  }
}

private let iterations = 9

private func benchmarkMatch(lines: Int, folder: URL) {
  let text = dumpLikeText(lines: lines)
  let timings = (0...iterations).map { index in
    let label = "match\(index)"
    recordReference(text, label: label)
    var issues: [ReportedIssue] = []
    let time = milliseconds {
      issues = withIssueCapture {
        assertSnapshot(of: text, as: .lines, named: label, record: .never, function: "benchmark")
      }
    }
    precondition(issues.isEmpty, "\(issues)")
    return time
  }
  report("snapshot_match", n: lines, samples: timings.dropFirst())
}

private func benchmarkOneChange(lines: Int, folder: URL) {
  let reference = dumpLikeText(lines: lines)
  var changed = reference.split(separator: "\n", omittingEmptySubsequences: false)
  changed[lines / 2 + 1] = "    name: \"changed\","
  let actual = changed.joined(separator: "\n")
  let timings = (0...iterations).map { index in
    let label = "change\(lines)-\(index)"
    recordReference(reference, label: label)
    var issues: [ReportedIssue] = []
    let time = milliseconds {
      issues = withIssueCapture {
        assertSnapshot(of: actual, as: .lines, named: label, record: .never, function: "benchmark")
      }
    }
    precondition(issues.count == 1 && issues[0].message.contains("+     name: \"changed\","), "\(issues)")
    return time
  }
  report("snapshot_diff_one_change", n: lines, samples: timings.dropFirst())
}

/// Records the reference the way an earlier test run would: the first assertion of a missing snapshot,
/// in a session of its own, so the measured assertion is the first of its run to use the file.
private func recordReference(_ text: String, label: String) {
  let earlierRun = SnapshotContext(
    environment: SnapshotEnvironment([:]),
    session: SnapshotSession(run: SnapshotRun(key: "bench", processID: 1, arguments: [])))
  _ = withSnapshotContext(earlierRun) {
    withIssueCapture {
      assertSnapshot(of: text, as: .lines, named: label, record: .missing, function: "benchmark")
    }
  }
}

/// Text shaped like a dump of a list of items: 8 lines per item, many of them `),` and `],`.
private func dumpLikeText(lines: Int) -> String {
  var output: [String] = ["State("]
  var item = 0
  while output.count < lines - 1 {
    output += [
      "  [\(item)]: Item(", "    id: \(item),", "    name: \"Item \(item)\",", "    tags: [",
      "      \"tag\",", "    ],", "  ),",
    ]
    item += 1
  }
  output = Array(output.prefix(lines - 1)) + [")"]
  return output.joined(separator: "\n")
}
