import Arch
import ArchTestSupport
import ArchTesting
import Testing

/// Replaying sessions of a composed feature: a child in rows, a presented child, and screens on a
/// stack, each counting down on the clock, in both modes.
@Suite struct ReplayCompositionTests {
  typealias Script = SessionScript<Countdowns.State, Countdowns.Action, Countdowns.Action>

  static func replay(
    _ session: RecordedSession<Countdowns.State, Countdowns.Action, Countdowns.Action>, mode: ReplayMode
  )
    async -> Countdowns.State
  {
    let clock = TestClock()
    let store = TestStore(
      initialState: Countdowns.State(), feature: Countdowns.feature, environment: .init(clock: clock))
    await expectIssues([]) {
      await store.replay(session, mode: mode, clock: clock)
    }
    await store.finish()
    return store.state
  }

  @Test(arguments: [ReplayMode.asRecorded, .againstEnvironment])
  func aRowCountsDownAsRecorded(mode: ReplayMode) async {
    var script = Script(start: Countdowns.State())
    script.action(.addRowTapped(7)) { $0.rows = [Countdown.State(id: 7)] }
    script.action(.row(id: 7, action: .startTapped))
    script.output(.row(id: 7, action: .ticked), at: .seconds(1)) { $0.rows[0].remaining = 1 }
    script.output(.row(id: 7, action: .ticked), at: .seconds(2)) { $0.rows[0].remaining = 0 }
    let state = await Self.replay(script.session, mode: mode)
    #expect(state.rows == [Countdown.State(id: 7, remaining: 0)])
  }

  @Test(arguments: [ReplayMode.asRecorded, .againstEnvironment])
  func aPresentedChildCountsDownAsRecorded(mode: ReplayMode) async {
    var script = Script(start: Countdowns.State())
    script.action(.editTapped) { $0.editor = Countdown.State(id: 0) }
    script.action(.editor(.startTapped), at: .milliseconds(300))
    script.output(.editor(.ticked), at: .milliseconds(1300)) { $0.editor?.remaining = 1 }
    script.output(.editor(.ticked), at: .milliseconds(2300)) { $0.editor?.remaining = 0 }
    let state = await Self.replay(script.session, mode: mode)
    #expect(state.editor == Countdown.State(id: 0, remaining: 0))
  }

  @Test(arguments: [ReplayMode.asRecorded, .againstEnvironment])
  func aScreenOnTheStackCountsDownAsRecorded(mode: ReplayMode) async {
    var script = Script(start: Countdowns.State())
    script.action(.pushTapped) { _ = $0.path.push(Countdown.State(id: 0)) }
    script.action(.pushTapped) { _ = $0.path.push(Countdown.State(id: 1)) }
    let top = script.state.path.ids[1]
    script.action(.screen(id: top, action: .startTapped))
    script.output(.screen(id: top, action: .ticked), at: .seconds(1)) { $0.path[id: top]?.remaining = 1 }
    script.output(.screen(id: top, action: .ticked), at: .seconds(2)) { $0.path[id: top]?.remaining = 0 }
    let state = await Self.replay(script.session, mode: mode)
    #expect(state.path.screens == [Countdown.State(id: 0), Countdown.State(id: 1, remaining: 0)])
  }
}
