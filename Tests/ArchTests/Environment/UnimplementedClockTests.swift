import Arch
import Testing

/// An unimplemented clock reports each sleep, naming the clock; reading its time is not a use.
@Suite struct UnimplementedClockTests {
  @Test func aSleepReportsAndThrowsInsteadOfWaiting() async {
    let clock: any Clock<Duration> = UnimplementedClock("Environment.clock")
    var thrown: (any Error)?
    let issues = await recordingRuntimeIssues {
      do { try await clock.sleep(for: .seconds(3_600)) } catch { thrown = error }
    }
    #expect(issues == [calledMessage("Environment.clock.sleep")])
    #expect(thrown as? UnimplementedError == UnimplementedError(name: "Environment.clock.sleep"))
  }

  @Test func readingTheTimeOrTheResolutionIsNotAUse() {
    let clock = UnimplementedClock("Environment.clock")
    let issues = recordingRuntimeIssues {
      _ = clock.now
      _ = clock.minimumResolution
    }
    #expect(issues == [])
  }
}
