import Testing

@testable import ArchTesting

/// A place no test is written at, so a match proves the reporter used the given location.
private let farAway = CallSite(
  fileID: "Elsewhere/Far.swift", filePath: "/src/Elsewhere/Far.swift", line: 4242, column: 17)

private func landsFarAway(_ issue: Issue, saying message: String) -> Bool {
  guard let location = issue.sourceLocation else { return false }
  return location.fileID == "Elsewhere/Far.swift" && location.line == 4242 && location.column == 17
    && location.filePath == "/src/Elsewhere/Far.swift"
    && issue.comments.map(\.rawValue) == [message]
}

private actor Elsewhere {
  func hop() {}
}

@Suite struct ReporterTests {
  @Test func failureLandsAtTheExactFileLineAndColumn() {
    withKnownIssue {
      reportIssue("boom", at: farAway)
    } matching: { issue in
      landsFarAway(issue, saying: "boom")
    }
  }

  @Test func assertionsReportAtTheirCaller() {
    let line = #line + 2
    withKnownIssue {
      expectNoDifference(1, 2)
    } matching: { issue in
      issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
        && issue.comments.first?.rawValue.hasPrefix("expectNoDifference failed") == true
    }
  }

  @Test func failureAfterAnAwaitStillLands() async {
    await withKnownIssue {
      await Elsewhere().hop()
      reportIssue("after await", at: farAway)
    } matching: { issue in
      landsFarAway(issue, saying: "after await")
    }
  }

  @Test func failureFromChildTasksLands() async {
    await withKnownIssue {
      await withTaskGroup(of: Void.self) { group in
        group.addTask { reportIssue("from child", at: farAway) }
      }
      await Task { reportIssue("from unstructured task", at: farAway) }.value
    } matching: { issue in
      landsFarAway(issue, saying: "from child") || landsFarAway(issue, saying: "from unstructured task")
    }
  }

  // A detached task does not inherit `Test.current`; its failure then goes to the running Swift
  // Testing run as an issue of an unknown test, which fails the run but cannot be matched by
  // `withKnownIssue` here, so that path is documented in `reportIssue` and not exercised.

  @Test func captureCollectsInsteadOfReporting() {
    let issues = withIssueCapture {
      reportIssue("captured", at: farAway)
      reportIssue("shown only", severity: .note, at: farAway)
    }
    #expect(
      issues == [
        ReportedIssue(message: "captured", severity: .failure, location: farAway),
        ReportedIssue(message: "shown only", severity: .note, location: farAway),
      ])
    #expect(issues.map(\.description) == ["captured", "note: shown only"])
  }

  @Test func captureFollowsChildTasksAndAwaits() async {
    let issues = await withIssueCapture {
      await Elsewhere().hop()
      await withTaskGroup(of: Void.self) { group in
        group.addTask { reportIssue("child", at: farAway) }
      }
      await Task { reportIssue("unstructured", at: farAway) }.value
    }
    #expect(Set(issues.map(\.message)) == ["child", "unstructured"])
  }

  @Test func innerCaptureKeepsItsIssues() {
    var inner: [ReportedIssue] = []
    let outer = withIssueCapture {
      inner = withIssueCapture { reportIssue("inner", at: farAway) }
      reportIssue("outer", at: farAway)
    }
    #expect(inner.map(\.message) == ["inner"])
    #expect(outer.map(\.message) == ["outer"])
  }

  @Test func callSiteDescribesItselfAsCompilersDo() {
    #expect(farAway.description == "Elsewhere/Far.swift:4242:17")
    #expect(
      farAway
        == CallSite(
          fileID: "Elsewhere/Far.swift", filePath: "/src/Elsewhere/Far.swift", line: 4242, column: 17))
    #expect(
      farAway
        != CallSite(
          fileID: "Elsewhere/Far.swift", filePath: "/src/Elsewhere/Far.swift", line: 4242, column: 18))
  }
}
