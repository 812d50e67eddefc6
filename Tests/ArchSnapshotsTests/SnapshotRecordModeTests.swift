import Foundation
import Testing

@testable import ArchSnapshots

private let file = "ArchSnapshotsTests/SnapshotRecordModeTests.name.1.txt"
private let header =
  "// ArchTesting snapshot of SnapshotRecordModeTests.name() in ArchSnapshotsTests/SnapshotRecordModeTests.swift. This line is not compared."

extension SnapshotTestIdentity {
  /// One stand-in test, so every test here uses one file name.
  static let named = SnapshotTestIdentity(
    module: "ArchSnapshotsTests", suite: "SnapshotRecordModeTests", test: "name", function: "name()",
    arguments: nil)
}

private func assertNamed(_ value: String, record: SnapshotRecordMode? = nil) {
  assertSnapshot(of: value, as: .lines, record: record)
}

private func message(_ issues: [ReportedIssue]) -> String? {
  issues.count == 1 ? issues[0].message : issues.map(\.message).joined(separator: "\n----\n")
}

@Suite struct SnapshotRecordModeTests {
  @Test func missingRecordsTheFirstTimeAndPassesAfter() {
    let sandbox = SnapshotSandbox(identity: .named)
    defer { sandbox.remove() }
    let first = sandbox.capture { assertNamed("hello\nworld") }
    #expect(
      message(first)
        == "No reference snapshot at Snapshots/ArchSnapshotsTests/SnapshotRecordModeTests.name.1.txt yet, so it was recorded. Review it, then run the test again."
    )
    #expect(sandbox.text(file) == header + "\nhello\nworld\n")
    #expect(sandbox.nextRun().capture { assertNamed("hello\nworld") }.isEmpty)
  }

  @Test func missingWritesAPendingFileOnMismatch() {
    let sandbox = SnapshotSandbox(identity: .named)
    defer { sandbox.remove() }
    sandbox.write(header + "\na\nb\nc\n", to: file)
    let issues = sandbox.capture { assertNamed("a\nB\nc") }
    #expect(
      message(issues) == """
        Snapshot does not match Snapshots/ArchSnapshotsTests/SnapshotRecordModeTests.name.1.txt.

        Reference: −, Actual: +
        @@ -2,3 +2,3 @@
          a
        − b
        + B
          c

        The new text is pending in Snapshots/ArchSnapshotsTests/SnapshotRecordModeTests.name.1.txt.new.
        Accept it: swift run snapshots accept ArchSnapshotsTests/SnapshotRecordModeTests.name.1
        Reject it: swift run snapshots reject ArchSnapshotsTests/SnapshotRecordModeTests.name.1
        """)
    #expect(sandbox.text(file) == header + "\na\nb\nc\n")
    #expect(sandbox.text(file + ".new") == header + "\na\nB\nc\n")
    #expect(
      issues.first?.attachments.map(\.name) == [
        "SnapshotRecordModeTests.name.1.actual.txt", "SnapshotRecordModeTests.name.1.diff",
      ])
    #expect(issues.first?.attachments.first?.text == "a\nB\nc")
    #expect(
      issues.first?.attachments.last?.text.hasPrefix("Reference: −, Actual: +\n@@ -2,3 +2,3 @@") == true)
  }

  @Test func aMatchRemovesAStalePendingFile() {
    let sandbox = SnapshotSandbox(identity: .named)
    defer { sandbox.remove() }
    sandbox.write(header + "\nsame\n", to: file)
    sandbox.write(header + "\nold attempt\n", to: file + ".new")
    #expect(sandbox.capture { assertNamed("same") }.isEmpty)
    #expect(sandbox.files == [file])
  }

  @Test func neverWritesNothing() {
    let sandbox = SnapshotSandbox(identity: .named)
    defer { sandbox.remove() }
    let missing = sandbox.capture { assertNamed("x", record: .never) }
    #expect(
      message(missing)
        == "No reference snapshot at Snapshots/ArchSnapshotsTests/SnapshotRecordModeTests.name.1.txt. Nothing was written: the record mode is `never`."
    )
    #expect(sandbox.files.isEmpty)
    sandbox.write(header + "\nold\n", to: file)
    let different = sandbox.nextRun().capture { assertNamed("new", record: .never) }
    #expect(
      message(different) == """
        Snapshot does not match Snapshots/ArchSnapshotsTests/SnapshotRecordModeTests.name.1.txt.

        Reference: −, Actual: +
        @@ -2,1 +2,1 @@
        − old
        + new

        Nothing was written: the record mode is `never`.
        """)
    #expect(sandbox.files == [file])
  }

  @Test(arguments: [SnapshotRecordMode.failed, .all])
  func failedAndAllRewriteADifferentReference(mode: SnapshotRecordMode) {
    let sandbox = SnapshotSandbox(identity: .named)
    defer { sandbox.remove() }
    sandbox.write(header + "\nold\n", to: file)
    sandbox.write(header + "\nstale\n", to: file + ".new")
    let issues = sandbox.capture { assertNamed("new", record: mode) }
    #expect(
      message(issues) == """
        Snapshot does not match Snapshots/ArchSnapshotsTests/SnapshotRecordModeTests.name.1.txt.

        Reference: −, Actual: +
        @@ -2,1 +2,1 @@
        − old
        + new

        It was re-recorded (record mode `\(mode.rawValue)`): review the change, then run the test again.
        """)
    #expect(sandbox.text(file) == header + "\nnew\n")
    #expect(sandbox.files == [file])
  }

  @Test func allRefreshesAMatchingReferenceWithoutFailing() {
    let sandbox = SnapshotSandbox(identity: .named)
    defer { sandbox.remove() }
    sandbox.write("// ArchTesting snapshot of an old header\r\nsame\r\n", to: file)
    #expect(sandbox.capture { assertNamed("same", record: .all) }.isEmpty)
    #expect(sandbox.text(file) == header + "\nsame\n")
  }

  @Test func failedLeavesAMatchingReferenceAlone() {
    let sandbox = SnapshotSandbox(identity: .named)
    defer { sandbox.remove() }
    sandbox.write("same", to: file)
    #expect(sandbox.capture { assertNamed("same", record: .failed) }.isEmpty)
    #expect(sandbox.text(file) == "same")
  }
}

@Suite struct SnapshotRecordModePrecedenceTests {
  let neverMessage =
    "No reference snapshot at Snapshots/ArchSnapshotsTests/SnapshotRecordModeTests.name.1.txt. Nothing was written: the record mode is `never`."

  @Test func defaultIsMissing() {
    #expect(recordMode(call: nil, environment: SnapshotEnvironment([:])) == .success(.missing))
  }

  @Test func environmentVariableSetsTheMode() {
    let sandbox = SnapshotSandbox(environment: ["ARCH_SNAPSHOT_RECORD": "never"], identity: .named)
    defer { sandbox.remove() }
    #expect(message(sandbox.capture { assertNamed("x") }) == neverMessage)
  }

  @Test func scopeBeatsTheEnvironment() {
    let sandbox = SnapshotSandbox(environment: ["ARCH_SNAPSHOT_RECORD": "all"], identity: .named)
    defer { sandbox.remove() }
    let issues = sandbox.capture { withSnapshotRecording(.never) { assertNamed("x") } }
    #expect(message(issues) == neverMessage)
  }

  @Test func innermostScopeWins() async {
    let sandbox = SnapshotSandbox(identity: .named)
    defer { sandbox.remove() }
    let issues = await withSnapshotRecording(.all) {
      await Task { sandbox.capture { withSnapshotRecording(.never) { assertNamed("x") } } }.value
    }
    #expect(message(issues) == neverMessage)
  }

  @Test func theCallBeatsTheScope() {
    let sandbox = SnapshotSandbox(identity: .named)
    defer { sandbox.remove() }
    let issues = sandbox.capture { withSnapshotRecording(.all) { assertNamed("x", record: .never) } }
    #expect(message(issues) == neverMessage)
  }

  @Test(.snapshots(record: .never)) func theTraitSetsTheMode() {
    let sandbox = SnapshotSandbox(environment: ["ARCH_SNAPSHOT_RECORD": "all"], identity: .named)
    defer { sandbox.remove() }
    #expect(message(sandbox.capture { assertNamed("x") }) == neverMessage)
  }

  @Test(.snapshots(record: .all)) func aScopeBeatsTheTrait() {
    let sandbox = SnapshotSandbox(identity: .named)
    defer { sandbox.remove() }
    let issues = sandbox.capture { withSnapshotRecording(.never) { assertNamed("x") } }
    #expect(message(issues) == neverMessage)
  }

  @Test func aBadEnvironmentValueFailsAndWritesNothing() {
    let sandbox = SnapshotSandbox(environment: ["ARCH_SNAPSHOT_RECORD": "sometimes"], identity: .named)
    defer { sandbox.remove() }
    let issues = sandbox.capture { assertNamed("x") }
    #expect(
      message(issues)
        == "ARCH_SNAPSHOT_RECORD=\"sometimes\" is not a record mode; use missing, all, failed or never.")
    #expect(sandbox.files.isEmpty)
  }
}

@Suite struct SnapshotContinuousIntegrationTests {
  @Test(arguments: ["CI", "GITHUB_ACTIONS", "BUILDKITE", "GITLAB_CI", "JENKINS_URL", "TF_BUILD", "CIRCLECI"])
  func ciVariablesAreRecognised(name: String) {
    #expect(SnapshotEnvironment([name: "true"]).continuousIntegrationSetting == "\(name)=true")
  }

  @Test(arguments: ["", "false", "FALSE", "0", "no"])
  func falseValuesDoNotMeanCI(value: String) {
    #expect(SnapshotEnvironment(["CI": value]).continuousIntegrationSetting == nil)
  }

  @Test(arguments: SnapshotRecordMode.allCases)
  func aMissingSnapshotFailsOnCIAndNothingIsWritten(mode: SnapshotRecordMode) {
    let sandbox = SnapshotSandbox(environment: ["GITHUB_ACTIONS": "true"], identity: .named)
    defer { sandbox.remove() }
    let issues = sandbox.capture { assertNamed("x", record: mode) }
    #expect(
      message(issues)
        == "No reference snapshot at Snapshots/ArchSnapshotsTests/SnapshotRecordModeTests.name.1.txt. Nothing is written on CI (GITHUB_ACTIONS=true): record it locally, review it and commit it."
    )
    #expect(!FileManager.default.fileExists(atPath: sandbox.root.path + "/Snapshots"))
    #expect(!FileManager.default.fileExists(atPath: sandbox.root.path + "/.snapshot-runs"))
    #expect(
      issues.first?.attachments == [
        IssueAttachment(named: "SnapshotRecordModeTests.name.1.actual.txt", text: "x")
      ],
      "on CI the attachment is the only copy of the new text")
  }

  @Test(arguments: SnapshotRecordMode.allCases)
  func aDifferentSnapshotFailsOnCIAndNothingIsWritten(mode: SnapshotRecordMode) {
    let sandbox = SnapshotSandbox(environment: ["CI": "1", "ARCH_SNAPSHOT_RECORD": "all"], identity: .named)
    defer { sandbox.remove() }
    sandbox.write(header + "\nold\n", to: file)
    let issues = sandbox.capture { withSnapshotRecording(.all) { assertNamed("new", record: mode) } }
    #expect(
      message(issues) == """
        Snapshot does not match Snapshots/ArchSnapshotsTests/SnapshotRecordModeTests.name.1.txt.

        Reference: −, Actual: +
        @@ -2,1 +2,1 @@
        − old
        + new

        Nothing is written on CI (CI=1).
        """)
    #expect(sandbox.files == [file])
    #expect(sandbox.text(file) == header + "\nold\n")
  }

  @Test func aMatchOnCIPassesAndLeavesPendingFilesAlone() {
    let sandbox = SnapshotSandbox(environment: ["CI": "true"], identity: .named)
    defer { sandbox.remove() }
    sandbox.write(header + "\nsame\n", to: file)
    sandbox.write(header + "\nother\n", to: file + ".new")
    #expect(sandbox.capture { assertNamed("same", record: .all) }.isEmpty)
    #expect(sandbox.files == [file, file + ".new"])
  }
}
