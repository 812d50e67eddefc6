import Arch
import ExploreZoo
import Testing

@testable import ArchTesting

/// A clean exploration says what it never reached, as a warning with the nearest state it did.
struct ExploreBlindSpotsTests {
  /// The issue's case: with its default texts, the sign-in form is no longer a silent pass.
  @Test func theSignInFormsBugBehindItsButtonIsFoundWithTheDefaultTexts() async {
    let failure = await expectFailure {
      await explore(
        SignInForm.feature(fixed: false), initialState: SignInForm.State(), environment: { _ in () },
        view: SignInForm.View(), invariants: SignInForm.invariants)
    }
    #expect(
      steps(of: failure) == [
        #"await store.type("99999999999", into: .textField("Password"))"#,
        #"await store.type("name@example.com", into: .textField("Email"))"#,
        #"await store.tap(button: .button("Sign in"))"#,
        "store.expect(<#the invariants#>)",
      ])
  }

  @Test func fieldsThatSayWhatTheyHoldReachTheBugToo() async {
    let failure = await expectFailure {
      await explore(
        SignInForm.feature(fixed: false), initialState: SignInForm.State(), environment: { _ in () },
        view: SignInForm.View(saysWhatFieldsHold: true), invariants: SignInForm.invariants)
    }
    #expect(
      steps(of: failure) == [
        #"await store.type("name@example.com", into: .textField("Email"))"#,
        #"await store.type("password", into: .textField("Password"))"#,
        #"await store.tap(button: .button("Sign in"))"#,
        "store.expect(<#the invariants#>)",
      ])
  }

  /// A "Submit" button enabled from a count of 100, which three taps of "Add" never reach: a warning
  /// says it was never enabled, with the deepest state that showed it disabled.
  @Test func aButtonNeverEnabledIsAWarning() async {
    let issues = await Self.exploreThreshold(budget: ExploreBudget(runs: 2, maximumSteps: 3))
    #expect(issues.map(\.severity) == [.note])
    #expect(issues.map(\.message) == [Self.neverEnabled(remedy: Self.warningRemedy)])
  }

  @Test func theBudgetCanMakeBlindSpotsFailures() async {
    var budget = ExploreBudget(runs: 2, maximumSteps: 3)
    budget.blindSpots = .failure
    let issues = await Self.exploreThreshold(budget: budget)
    #expect(issues.map(\.severity) == [.failure])
    #expect(issues.map(\.message) == [Self.neverEnabled(remedy: Self.failureRemedy)])
  }

  @Test func theBudgetCanSilenceBlindSpots() async {
    var budget = ExploreBudget(runs: 2, maximumSteps: 3)
    budget.blindSpots = .ignored
    let issues = await Self.exploreThreshold(budget: budget)
    #expect(issues.map(\.message) == [])
  }

  @Test func aControlEnabledButNeverUsedIsABlindSpot() {
    let recorder = ExploreCoverageRecorder<Int, String>()
    recorder.recordView(Self.sightings(ViewNode.button("Help", sends: "help")), state: 0, step: 0)
    #expect(
      recorder.blindSpots(invariants: []).map(\.line) == [
        #"- button "Help" was enabled but never used; nearest, enabled in 0"#
      ])
  }

  /// A control never enabled is reported with the deepest state that showed it, one enabled with the
  /// shallowest; a later state at the same or a greater depth changes neither.
  @Test func theNearestStatesAreTheDeepestDisabledAndTheShallowestEnabled() {
    let recorder = ExploreCoverageRecorder<Int, String>()
    let disabled = Self.sightings(ViewNode.button("Save", sends: "save", isEnabled: false))
    let enabled = Self.sightings(ViewNode.button("Help", sends: "help"))
    recorder.recordView(disabled, state: 1, step: 1)
    recorder.recordView(disabled, state: 3, step: 3)
    recorder.recordView(disabled, state: 2, step: 2)
    recorder.recordView(enabled, state: 12, step: 2)
    recorder.recordView(enabled, state: 11, step: 1)
    recorder.recordView(enabled, state: 13, step: 1)
    #expect(
      recorder.blindSpots(invariants: []).map(\.line) == [
        #"- button "Save" was shown but never enabled; nearest, shown disabled in 3"#,
        #"- button "Help" was enabled but never used; nearest, enabled in 11"#,
      ])
  }

  /// The controls coverage records of `view`, as an exploration finds them.
  private static func sightings(_ view: ViewNode<String>) -> [ControlSighting] {
    ExploreViewChecks<String>().controlSurvey(view).sightings
  }

  @Test func anInvariantWhoseConditionNeverHeldIsABlindSpot() {
    let invariant = Invariant<Int, String>("a big count is even", when: { $0 > 100 }) { $0 % 2 == 0 }
    let recorder = ExploreCoverageRecorder<Int, String>()
    recorder.recordConditions(of: [invariant], in: 3)
    #expect(
      recorder.blindSpots(invariants: [invariant]).map(\.line) == [
        "- the invariant \"a big count is even\" was never checked: its `when:` condition never held"
      ])
    recorder.recordConditions(of: [invariant], in: 101)
    #expect(recorder.blindSpots(invariants: [invariant]).isEmpty)
  }

  @Test func aStackedScreenNeverShownIsABlindSpot() {
    let recorder = ExploreCoverageRecorder<SharedGroceries.State, SharedGroceries.Action>(
      screens: ExploreScreens.declared(in: SharedGroceries.feature(fixed: true)))
    var state = SharedGroceries.State(items: Shared(["Milk"], name: "groceries"))
    recorder.recordState(state)
    state.path.push(.summary(state.items))
    recorder.recordState(state)
    #expect(
      recorder.blindSpots(invariants: []).map(\.line) == [
        #"- the screen \State.path as SharedGroceries.Editor.State was never shown"#
      ])
    state.path.push(.editor(SharedGroceries.Editor.State(items: state.items)))
    recorder.recordState(state)
    #expect(recorder.blindSpots(invariants: []).isEmpty)
  }

  /// A count whose "Submit" button is enabled from 100, explored with `budget`: the issues reported.
  static func exploreThreshold(budget: ExploreBudget) async -> [ReportedIssue] {
    await withIssueCapture {
      await explore(
        Reduce<Int, String, Void> { count, action, _ in
          if action == "add" { count += 1 }
          return .none
        }, initialState: 0, environment: { _ in () }, view: ThresholdView(), budget: budget, seed: 1)
    }
  }

  struct ThresholdView: ViewBuilder {
    func view(for count: Int) -> ViewNode<String> {
      .vstack {
        ViewNode.button("Add", sends: "add")
        ViewNode.button("Submit", sends: "submit", isEnabled: count >= 100)
      }
    }
  }

  static let warningRemedy =
    "set the budget's `blindSpots` to `.failure` to fail on these, or `.ignored` to silence them."
  static let failureRemedy = "this fails because the budget's `blindSpots` is `.failure`."

  static func neverEnabled(remedy: String) -> String {
    """
    explore found no failure in 2 runs, but never reached:
    - button "Submit" was shown but never enabled; nearest, shown disabled in 3
    Give the fields texts that get there (`texts:`), add generators, or raise the budget; \(remedy)
    """
  }
}
