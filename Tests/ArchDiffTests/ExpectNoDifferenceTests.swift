import ArchTestSupport
import Testing

@testable import ArchDiff

private struct Line: Equatable {
  var name: String
  var quantity: Int
}

@Suite struct ExpectNoDifferenceTests {
  @Test func equalValuesReportNothing() {
    expectIssues([]) {
      expectNoDifference([Line(name: "milk", quantity: 1)], [Line(name: "milk", quantity: 1)])
    }
  }

  @Test func differenceIsReportedWithDiffAndLegendAtTheCall() {
    let line: UInt = #line + 2
    let issues = withIssueCapture {
      expectNoDifference(Line(name: "milk", quantity: 2), Line(name: "milk", quantity: 1))
    }
    #expect(
      issues.map(\.message) == [
        """
        expectNoDifference failed

          Line(
            name: "milk",
        −   quantity: 2
        +   quantity: 1
          )

        Expected: −, Actual: +
        """
      ])
    #expect(issues.first?.location.line == line)
    // A defaulted `#column` is the column of the call's opening parenthesis.
    #expect(issues.first?.location.column == 25)
    #expect(issues.first?.location.fileID.description == #fileID)
    #expect(issues.first?.severity == .failure)
  }

  @Test func customMessageFollowsTheTitle() {
    expectIssues([
      "expectNoDifference failed: counts after load\n\n− 1\n+ 2\n\nExpected: −, Actual: +"
    ]) { expectNoDifference(1, 2, "counts after load") }
  }
}
