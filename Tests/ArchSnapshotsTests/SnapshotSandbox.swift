import Foundation
import Testing

@testable import ArchSnapshots

/// A temporary package-like folder with its own `Snapshots/`, environment and session, so tests of the
/// snapshot machinery never touch the real `Snapshots/` folder, the process environment or each other.
struct SnapshotSandbox {
  let root: URL
  var snapshots: URL { root.appendingPathComponent("Snapshots", isDirectory: true) }
  var environment: [String: String] = [:]
  var session: SnapshotSession
  /// Stands in for the running test when set; otherwise names come from the real test.
  var identity: SnapshotTestIdentity?

  init(
    environment: [String: String] = [:], run: SnapshotRun = .complete, identity: SnapshotTestIdentity? = nil
  ) {
    self.identity = identity
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("arch-snapshots-\(UUID().uuidString)", isDirectory: true)
    try! FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    self.environment = environment
    session = SnapshotSession(run: run)
  }

  /// Runs `body` against this sandbox and returns the issues it reported.
  func capture(_ body: () -> Void) -> [ReportedIssue] {
    var context = SnapshotContext(environment: SnapshotEnvironment(environment), session: session)
    context.identity = identity
    return withSnapshotContext(context) {
      withSnapshotDirectory(snapshots.path) { withIssueCapture(body) }
    }
  }

  /// Runs `body` against this sandbox, its issues reported to the running test as in a real run.
  func reporting(_ body: () -> Void) {
    var context = SnapshotContext(environment: SnapshotEnvironment(environment), session: session)
    context.identity = identity
    withSnapshotContext(context) { withSnapshotDirectory(snapshots.path, operation: body) }
  }

  /// The same sandbox with a fresh session: the next test run.
  func nextRun(_ run: SnapshotRun = .complete) -> SnapshotSandbox {
    var next = self
    next.session = SnapshotSession(run: run)
    return next
  }

  func url(_ relative: String) -> URL { snapshots.appendingPathComponent(relative) }
  func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: url(relative).path) }
  func text(_ relative: String) -> String? { try? String(contentsOf: url(relative), encoding: .utf8) }

  func write(_ text: String, to relative: String) {
    writeBytes(Array(text.utf8), to: relative)
  }

  func writeBytes(_ bytes: [UInt8], to relative: String) {
    let file = url(relative)
    try! FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try! Data(bytes).write(to: file)
  }

  /// Every file under `Snapshots/`, relative, sorted.
  var files: [String] {
    let enumerator = FileManager.default.enumerator(atPath: snapshots.path)
    var found: [String] = []
    while let next = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: url(next).path, isDirectory: &isDirectory)
      // Hidden files (the inline snapshots' edit journal) are the machinery's, not snapshots.
      let isHidden = next.split(separator: "/").contains { $0.hasPrefix(".") }
      if !isDirectory.boolValue && !isHidden { found.append(next) }
    }
    return found.sorted()
  }

  func remove() { try? FileManager.default.removeItem(at: root) }
}

extension SnapshotRun {
  static let complete = SnapshotRun(
    key: "4242", processID: 7, arguments: ["--testing-library", "swift-testing"])
}
