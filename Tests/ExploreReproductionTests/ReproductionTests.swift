import ArchTesting
import Foundation
import Testing

/// The tests `explore` prints compile and run as printed, fail on the bug and pass on the fix.
struct ReproductionTests {
  @Test func theGeneratedFileIsWhatExplorePrintsNow() async throws {
    let printed = await GeneratedReproductions.printedNow()
    if ProcessInfo.processInfo.environment[GeneratedReproductions.recordVariable] == "1" {
      try printed.write(to: GeneratedReproductions.fileURL, atomically: true, encoding: .utf8)
      return
    }
    let checkedIn = try String(contentsOf: GeneratedReproductions.fileURL, encoding: .utf8)
    expectNoDifference(checkedIn, printed)
  }

  @Test func theSelectAllReproductionFailsOnTheBugWithTheInvariantsName() async {
    let issues = await ZooVariant.buggy { await withIssueCapture { await exploredSelectAllExploration() } }
    #expect(
      issues.map(\.message) == [
        """
        The invariant "“Select all” is on exactly when every row is selected" does not hold. The state: \
        State(items: [Item(name: "Milk", isSelected: false), Item(name: "Eggs", isSelected: true)], \
        allSelected: true)
        """
      ])
  }

  @Test func theSelectAllReproductionPassesOnTheFix() async {
    let issues = await withIssueCapture { await exploredSelectAllExploration() }
    #expect(issues.map(\.message) == [])
  }

  @Test func theBlankNameReproductionFailsOnTheBugWithTheInvariantsName() async {
    let issues = await ZooVariant.buggy { await withIssueCapture { await exploredBlankNameExploration() } }
    #expect(
      issues.map(\.message) == [
        #"The invariant "no saved name is blank" does not hold. The state: State(draft: "", names: [" "])"#
      ])
  }

  @Test func theBlankNameReproductionPassesOnTheFix() async {
    let issues = await withIssueCapture { await exploredBlankNameExploration() }
    #expect(issues.map(\.message) == [])
  }
}
