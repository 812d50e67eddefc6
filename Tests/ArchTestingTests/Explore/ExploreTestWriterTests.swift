import Testing

@testable import ArchTesting

/// How a failing run is written as a test: clock moves as exact duration literals, and a run too
/// long to show cut short with a count of what is left out.
struct ExploreTestWriterTests {
  typealias Writer = ExploreTestWriter<Int, Int, Int>

  @Test func durationsAreWrittenExactlyInTheCoarsestUnit() {
    #expect(Writer.literal(.seconds(2)) == ".seconds(2)")
    #expect(Writer.literal(.zero) == ".seconds(0)")
    #expect(Writer.literal(.milliseconds(300)) == ".milliseconds(300)")
    #expect(Writer.literal(.milliseconds(1_500)) == ".milliseconds(1500)")
    #expect(Writer.literal(.microseconds(250)) == ".microseconds(250)")
    #expect(Writer.literal(.nanoseconds(1_000_001)) == ".nanoseconds(1000001)")
    #expect(
      Writer.literal(Duration(secondsComponent: 1, attosecondsComponent: 5))
        == "Duration(secondsComponent: 1, attosecondsComponent: 5)")
  }

  @Test func aLongRunIsCutShortWithTheNumberOfEventsLeftOut() {
    let trace = (1...(Writer.maximumEvents + 3)).map {
      ExploreEvent<Int, Int, Int>.receive($0, stateAfter: $0)
    }
    let violation = ExploreViolation(kind: .runawayEffects, describe: { "" }, step: 1)
    let reproduction = ExploreReproduction(at: CallSite(), subject: nil)
    let lines = Writer(trace: trace, violation: violation, reproduction: reproduction).lines
    #expect(lines.suffix(3) == ["  // … 3 more events like these", "  // ✗ effects run forever here", "}"])
  }
}
