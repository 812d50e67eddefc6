import Arch
import Testing

/// `clock.timer(interval:)` on the app's clocks: ticks numbered from 1, due a whole number of
/// intervals after the loop started, ending when the task is cancelled. (On a test clock, in both
/// stores, see the harness's timer tests.)
@Suite struct ClockTimerTests {
  /// An interval of zero makes every tick due at once, so the real clock never waits here.
  @Test func theTicksOfTheContinuousClockAreNumberedFromOne() async {
    var ticks: [Int] = []
    for await tick in ContinuousClock().timer(interval: .zero) {
      ticks.append(tick)
      if ticks.count == 3 { break }
    }
    #expect(ticks == [1, 2, 3])
  }

  @Test func anyClockHeldByAnEnvironmentHasATimer() async {
    let clock: any Clock<Duration> = SuspendingClock()
    var ticks = clock.timer(interval: .zero).makeAsyncIterator()
    #expect(await ticks.next() == 1)
    #expect(await ticks.next() == 2)
  }

  @Test func aCancelledTaskEndsTheTimer() async {
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      var ticks = 0
      for await _ in ContinuousClock().timer(interval: .seconds(60)) { ticks += 1 }
      return ticks
    }
    #expect(await task.value == 0)
  }
}
