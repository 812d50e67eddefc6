import Arch
import ArchTesting
import Testing

/// A screen that loads once: "Load" is enabled only while idle, "Export" never is.
private enum LoadScreen {
  enum Phase: Equatable { case idle, loading, loaded }

  struct State: Equatable {
    var phase = Phase.idle
  }

  enum Action: Equatable {
    case loadTapped
    case finished
  }

  static func feature() -> Reduce<State, Action, TestClock> {
    Reduce { state, action, clock in
      switch action {
      case .loadTapped:
        state.phase = .loading
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.finished)
        }
      case .finished:
        state.phase = .loaded
        return .none
      }
    }
  }

  struct View: ViewBuilder {
    func view(for state: State) -> ViewNode<Action> {
      .vstack {
        ViewNode.button("Load", sends: .loadTapped, isEnabled: state.phase == .idle)
        ViewNode.button("Export", sends: .loadTapped, isEnabled: false)
      }
    }
  }
}

/// The explore result says which actions, controls and state cases the runs reached, and which
/// controls no run could use.
struct ExploreCoverageTests {
  private func exploreLoadScreen() async -> ExploreResult {
    await explore(
      LoadScreen.feature(), initialState: LoadScreen.State(), environment: { $0 },
      view: LoadScreen.View(), budget: ExploreBudget(runs: 5, maximumSteps: 5), seed: 7)
  }

  @Test func theResultListsWhatTheRunsReached() async {
    let coverage = await exploreLoadScreen().coverage
    #expect(coverage.actions == ["finished", "loadTapped"])
    #expect(coverage.controls == [#"button "Load""#])
    #expect(coverage.stateCases == ["phase.idle", "phase.loaded", "phase.loading"])
    #expect(coverage.neverEnabledControls == [#"button "Export""#])
  }

  @Test func theReportOnRequestIsOneLineAKind() async {
    let coverage = await exploreLoadScreen().coverage
    #expect(
      coverage.description == """
        actions handled: finished, loadTapped
        controls used: button "Load"
        state cases reached: phase.idle, phase.loaded, phase.loading
        controls never enabled: button "Export"
        """)
  }

  /// `destination: Destination?` is how a screen presents one of several: covered as `none` or the
  /// case it holds; an optional holding no enum as `none` or `some`.
  @Test func anOptionalPropertyIsCoveredByNoneOrTheCaseItHolds() async {
    enum Sheet: Equatable { case edit, share }
    struct State: Equatable {
      var sheet: Sheet?
      var note: String?
    }
    let result = await explore(
      Reduce<State, LoadScreen.Action, Void> { state, action, _ in
        state.sheet = action == .loadTapped ? .edit : nil
        state.note = action == .loadTapped ? "open" : nil
        return .none
      },
      initialState: State(), environment: { _ in () },
      actions: [.always("open", .loadTapped), .always("close", .finished)],
      budget: ExploreBudget(runs: 4, maximumSteps: 4), seed: 1)
    #expect(result.coverage.stateCases == ["note.none", "note.some", "sheet.edit", "sheet.none"])
  }

  @Test func anEnumStateIsCoveredByItsOwnCases() async {
    let result = await explore(
      Reduce<LoadScreen.Phase, LoadScreen.Action, Void> { state, action, _ in
        state = action == .loadTapped ? .loading : .loaded
        return .none
      },
      initialState: .idle, environment: { _ in () },
      actions: [.always("load", .loadTapped)], budget: ExploreBudget(runs: 2, maximumSteps: 2), seed: 1)
    #expect(result.coverage.stateCases == ["idle", "loading"])
    #expect(result.coverage.controls.isEmpty && result.coverage.neverEnabledControls.isEmpty)
    #expect(ExploreCoverage.none.description.hasSuffix("controls never enabled: none"))
  }
}
