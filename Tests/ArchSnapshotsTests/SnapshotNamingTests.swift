import Foundation
import Testing

@testable import ArchSnapshots

@Suite struct SnapshotNamingTests {
  @Test func unnamedSnapshotsAreCountedAndNamedOnesUseTheirLabel() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    _ = sandbox.capture {
      assertSnapshot(of: "one", as: .lines)
      assertSnapshot(of: "two", as: .lines)
      assertSnapshot(of: "empty state", as: .lines, named: "empty state/v2")
    }
    #expect(
      sandbox.files == [
        "ArchSnapshotsTests/SnapshotNamingTests.unnamedSnapshotsAreCountedAndNamedOnesUseTheirLabel.1.txt",
        "ArchSnapshotsTests/SnapshotNamingTests.unnamedSnapshotsAreCountedAndNamedOnesUseTheirLabel.2.txt",
        "ArchSnapshotsTests/SnapshotNamingTests.unnamedSnapshotsAreCountedAndNamedOnesUseTheirLabel.empty_state_v2.txt",
      ])
  }

  @Test func theHeaderNamesTheTestAndFile() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    _ = sandbox.capture { assertSnapshot(of: "body", as: .lines) }
    #expect(
      sandbox.text("ArchSnapshotsTests/SnapshotNamingTests.theHeaderNamesTheTestAndFile.1.txt") == """
        // ArchTesting snapshot of SnapshotNamingTests.theHeaderNamesTheTestAndFile() in ArchSnapshotsTests/SnapshotNamingTests.swift. This line is not compared.
        body

        """)
  }

  @Test(arguments: [1, 2], ["Milk", "Oat milk/1L"])
  func parameterizedCasesGetTheirArgumentsInTheName(count: Int, title: String) {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    _ = sandbox.capture { assertSnapshot(of: "\(count) \(title)", as: .lines) }
    let expected =
      "ArchSnapshotsTests/SnapshotNamingTests.parameterizedCasesGetTheirArgumentsInTheName"
      + "(count=\(count),title=\(title == "Milk" ? "Milk" : "Oat_milk%2F1L")).1.txt"
    #expect(sandbox.files == [expected])
    #expect(
      sandbox.text(expected)?.hasPrefix(
        "// ArchTesting snapshot of SnapshotNamingTests.parameterizedCasesGetTheirArgumentsInTheName(count:title:) [count=\(count),title=\(title)] in"
      )
        == true)
  }

  @Suite struct Inner {
    @Test func nestedSuitesJoinTheirNames() {
      let sandbox = SnapshotSandbox()
      defer { sandbox.remove() }
      _ = sandbox.capture { assertSnapshot(of: "x", as: .lines) }
      #expect(
        sandbox.files == ["ArchSnapshotsTests/SnapshotNamingTests.Inner.nestedSuitesJoinTheirNames.1.txt"])
    }
  }

  @Test func withoutSwiftTestingTheFunctionAndFileNameTheSnapshot() {
    let identity = SnapshotTestIdentity.fromFunction(
      fileID: "CartTests/CartViewTests.swift", function: "testEmptyCart()")
    #expect(
      identity
        == SnapshotTestIdentity(
          module: "CartTests", suite: "CartViewTests", test: "testEmptyCart", function: "testEmptyCart()",
          arguments: nil))
    #expect(
      SnapshotFileName.relativeName(for: identity, label: "1") == "CartTests/CartViewTests.testEmptyCart.1")
  }

  @Test func unusualCharactersAndLongNamesStayPortableAndDistinct() {
    #expect(SnapshotFileName.sanitized("a b/c:d*é") == "a_b_c_d__")
    #expect(SnapshotFileName.sanitized("") == "_")
    let long = String(repeating: "x", count: 100)
    let longer = long + "y"
    #expect(SnapshotFileName.sanitized(long).count == 81)
    #expect(SnapshotFileName.sanitized(long) != SnapshotFileName.sanitized(longer))
    #expect(SnapshotFileName.stableHash("abc") == "e71fa2190541574b")
  }

  @Test(arguments: [
    ["Milk/Eggs", "Milk:Eggs", "Milk Eggs", "Milk_Eggs", "Milk%2FEggs", "Milk*Eggs", "Milké"]
  ])
  func argumentsThatDifferOnlyInCharactersAFileCannotHoldGetTheirOwnFiles(titles: [String]) {
    let names = titles.map { title in
      var identity = SnapshotTestIdentity.named
      identity.arguments = [SnapshotArgument(label: "title", value: title)]
      return SnapshotFileName.relativeName(for: identity, label: "1")
    }
    #expect(Set(names).count == titles.count)
    #expect(
      names.prefix(4) == [
        "ArchSnapshotsTests/SnapshotRecordModeTests.name(title=Milk%2FEggs).1",
        "ArchSnapshotsTests/SnapshotRecordModeTests.name(title=Milk%3AEggs).1",
        "ArchSnapshotsTests/SnapshotRecordModeTests.name(title=Milk_Eggs).1",
        "ArchSnapshotsTests/SnapshotRecordModeTests.name(title=Milk%5FEggs).1",
      ])
  }

  @Test func argumentSeparatorsInsideAValueCannotForgeAnotherCase() {
    let forged = [SnapshotArgument(label: "a", value: "1,b=2"), SnapshotArgument(label: "b", value: "3")]
    let plain = [SnapshotArgument(label: "a", value: "1"), SnapshotArgument(label: "b", value: "2,b=3")]
    #expect(SnapshotArgument.fileName(of: forged) == "a=1%2Cb%3D2,b=3")
    #expect(SnapshotArgument.fileName(of: forged) != SnapshotArgument.fileName(of: plain))
    #expect(
      SnapshotArgument.fileName(of: [
        .init(label: "count", value: "3"), .init(label: "title", value: "Oat milk"),
      ])
        == "count=3,title=Oat_milk")
    #expect(
      SnapshotArgument.fileName(of: [.init(label: "first_name", value: "Ann_B")]) == "first_name=Ann%5FB")
  }

  @Test func parameterizedCasesThatDifferOnlyInUnusualCharactersDoNotCollide() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    var issues: [ReportedIssue] = []
    for title in ["Milk/Eggs", "Milk:Eggs", "Milk Eggs"] {
      var testCase = sandbox
      testCase.identity = .named
      testCase.identity?.arguments = [SnapshotArgument(label: "title", value: title)]
      issues += testCase.capture { assertSnapshot(of: title, as: .lines) }
    }
    #expect(issues.allSatisfy { $0.message.contains("so it was recorded") } && issues.count == 3)
    #expect(sandbox.files.count == 3)
  }

  @Test func unreadableParameterizedArgumentsAskForALabel() {
    var identity = SnapshotTestIdentity.named
    identity.hasUnreadableArguments = true
    let sandbox = SnapshotSandbox(identity: identity)
    defer { sandbox.remove() }
    let issues = sandbox.capture { assertSnapshot(of: "x", as: .lines) }
    #expect(
      issues.map(\.message) == [
        "Cannot name the snapshot of SnapshotRecordModeTests.name(): the arguments of this parameterized test case cannot be read. Pass a `named:` label that tells the cases apart."
      ])
    #expect(sandbox.capture { assertSnapshot(of: "x", as: .lines, named: "case-a") }.count == 1)
    #expect(sandbox.files == ["ArchSnapshotsTests/SnapshotRecordModeTests.name.case-a.txt"])
  }

  @Test func twoAssertionsWritingOneFileFailLoudly() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    let firstLine = #line + 2
    let issues = sandbox.capture {
      assertSnapshot(of: "first", as: .lines, named: "same")
      assertSnapshot(of: "second", as: .lines, named: "same")
    }
    #expect(issues.count == 2)
    #expect(
      issues.last?.message == """
        Two snapshot assertions in this run use Snapshots/ArchSnapshotsTests/SnapshotNamingTests.twoAssertionsWritingOneFileFailLoudly.same.txt: \
        SnapshotNamingTests.twoAssertionsWritingOneFileFailLoudly() at ArchSnapshotsTests/SnapshotNamingTests.swift:\(firstLine):21 wrote it first, \
        then SnapshotNamingTests.twoAssertionsWritingOneFileFailLoudly() at ArchSnapshotsTests/SnapshotNamingTests.swift:\(firstLine + 1):21. \
        Give one of them its own `named:` label.
        """)
    #expect(
      sandbox.text("ArchSnapshotsTests/SnapshotNamingTests.twoAssertionsWritingOneFileFailLoudly.same.txt")?
        .hasSuffix("\nfirst\n") == true)
  }

  @Test func theSnapshotsFolderIsFoundAbovePackageSwift() throws {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    let tests = sandbox.root.appendingPathComponent("Tests/AppTests", isDirectory: true)
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.0".utf8).write(
      to: sandbox.root.appendingPathComponent("Package.swift"))
    let found = SnapshotDirectory.resolve(
      filePath: tests.appendingPathComponent("AppTests.swift").path, environment: SnapshotEnvironment([:]))
    #expect(try found.get().path == sandbox.snapshots.standardizedFileURL.path)
  }

  @Test func theEnvironmentVariableOverridesTheFolder() throws {
    let found = SnapshotDirectory.resolve(
      filePath: "/nowhere/File.swift", environment: SnapshotEnvironment(["ARCH_SNAPSHOTS_DIR": "/tmp/shots"]))
    #expect(try found.get().path == "/tmp/shots")
  }

  @Test func noPackageSwiftFailsClearly() {
    let issues = withSnapshotContext(
      SnapshotContext(environment: SnapshotEnvironment([:]), session: SnapshotSession(run: .complete))
    ) {
      withIssueCapture { assertSnapshot(of: "x", as: .lines, filePath: "/nonexistent-arch/Tests/File.swift") }
    }
    #expect(
      issues.map(\.message) == [
        "Cannot find the snapshots folder: there is no Package.swift at or above /nonexistent-arch/Tests/File.swift. Set ARCH_SNAPSHOTS_DIR, or wrap the test in withSnapshotDirectory(_:)."
      ])
  }
}

@Suite struct SnapshotRepetitionTests {
  /// What one run of a test asserts: two unnamed snapshots, then a named one.
  func body() {
    assertSnapshot(of: "one", as: .lines)
    assertSnapshot(of: "two", as: .lines)
    assertSnapshot(of: "named", as: .lines, named: "named")
  }

  @Test func aTestRunAgainChecksTheSameReferences() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    let first = sandbox.capture { withSnapshotExecution { body() } }
    let second = sandbox.capture { withSnapshotExecution { body() } }
    let third = sandbox.capture { withSnapshotExecution { body() } }
    #expect(first.map(\.message).allSatisfy { $0.contains("so it was recorded") } && first.count == 3)
    #expect(second.isEmpty)
    #expect(third.isEmpty)
    #expect(
      sandbox.files == [
        "ArchSnapshotsTests/SnapshotRepetitionTests.aTestRunAgainChecksTheSameReferences.1.txt",
        "ArchSnapshotsTests/SnapshotRepetitionTests.aTestRunAgainChecksTheSameReferences.2.txt",
        "ArchSnapshotsTests/SnapshotRepetitionTests.aTestRunAgainChecksTheSameReferences.named.txt",
      ])
  }

  @Test func aTestRunAgainInANewTaskChecksTheSameReferences() async {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    var issues: [[ReportedIssue]] = []
    for _ in 1...3 {
      issues.append(await Task { sandbox.capture { body() } }.value)
    }
    #expect(issues.map(\.count) == [3, 0, 0])
    #expect(sandbox.files.count == 3)
  }

  @Test func aLoopInOneRunNumbersEverySnapshot() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    func loop() {
      for item in ["a", "b", "c"] { assertSnapshot(of: item, as: .lines) }
    }
    _ = sandbox.capture { withSnapshotExecution { loop() } }
    let again = sandbox.capture { withSnapshotExecution { loop() } }
    #expect(again.isEmpty)
    #expect(
      sandbox.files.map { $0.split(separator: ".").dropLast().last.map(String.init) ?? "" } == [
        "1", "2", "3",
      ])
  }

  @Test func aSnapshotFromAChildTaskContinuesTheRun() async {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    _ = sandbox.capture { assertSnapshot(of: "parent", as: .lines) }
    await Task { _ = sandbox.capture { assertSnapshot(of: "child", as: .lines) } }.value
    _ = sandbox.capture { assertSnapshot(of: "parent again", as: .lines) }
    #expect(
      sandbox.files.map { $0.split(separator: ".").dropLast().last.map(String.init) ?? "" } == [
        "1", "2", "3",
      ])
  }
}
