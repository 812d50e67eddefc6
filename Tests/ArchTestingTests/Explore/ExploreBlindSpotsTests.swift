import Arch
import ArchTesting
import ExploreZoo
import Testing

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
        #"await store.type("name@example.com", into: .textField("Email"))"#,
        #"await store.type("99999999999", into: .textField("Password"))"#,
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

  /// Typed only with short texts of two letters, the address is never valid: a warning says the
  /// button was never enabled, with the deepest state that showed it disabled.
  @Test func aButtonNeverEnabledIsAWarning() async {
    let issues = await Self.exploreWithShortTexts(budget: ExploreBudget(runs: 5, maximumSteps: 3))
    #expect(issues.map(\.severity) == [.note])
    #expect(issues.map(\.message) == [Self.neverEnabled(remedy: Self.warningRemedy)])
  }

  @Test func theBudgetCanMakeBlindSpotsFailures() async {
    var budget = ExploreBudget(runs: 5, maximumSteps: 3)
    budget.blindSpots = .failure
    let issues = await Self.exploreWithShortTexts(budget: budget)
    #expect(issues.map(\.severity) == [.failure])
    #expect(issues.map(\.message) == [Self.neverEnabled(remedy: Self.failureRemedy)])
  }

  @Test func theBudgetCanSilenceBlindSpots() async {
    var budget = ExploreBudget(runs: 5, maximumSteps: 3)
    budget.blindSpots = .ignored
    let issues = await Self.exploreWithShortTexts(budget: budget)
    #expect(issues.map(\.message) == [])
  }

  /// The buggy sign-in form typed with texts of "a" and "b" alone, the issues it reported.
  static func exploreWithShortTexts(budget: ExploreBudget) async -> [ReportedIssue] {
    await withIssueCapture {
      await explore(
        SignInForm.feature(fixed: false), initialState: SignInForm.State(), environment: { _ in () },
        view: SignInForm.View(), invariants: SignInForm.invariants,
        texts: [
          .from("Email", alphabet: "ab", maximumLength: 2),
          .from("Password", alphabet: "ab", maximumLength: 2),
        ],
        budget: budget, seed: 1)
    }
  }

  @Test func anInvariantWhoseConditionNeverHeldAndAControlNeverUsedAreWarnings() async {
    let invariant = Invariant<SignInForm.State, SignInForm.Action>(
      "a signed-in user has an address", when: { $0.signedInAs != nil }
    ) { state in state.signedInAs?.contains("@") == true }
    let issues = await withIssueCapture {
      await explore(
        SignInForm.feature(fixed: true), initialState: SignInForm.State(), environment: { _ in () },
        view: SignInForm.View(), invariants: [invariant],
        texts: [.from("Email", alphabet: "ab", maximumLength: 2)],
        budget: ExploreBudget(runs: 1, maximumSteps: 1), seed: 1)
    }
    #expect(issues.map(\.message) == [""])
  }

  /// One step of one run shows the summary or the editor, never both: the other is a blind spot.
  @Test func aStackedScreenNeverShownIsAWarning() async {
    let issues = await withIssueCapture {
      await explore(
        SharedGroceries.feature(fixed: true),
        initialState: SharedGroceries.State(items: Shared(["Milk"], name: "groceries")),
        environment: { _ in () }, view: SharedGroceries.View(), invariants: SharedGroceries.invariants,
        budget: ExploreBudget(runs: 1, maximumSteps: 1), seed: 1)
    }
    #expect(issues.map(\.message) == [""])
  }

  static let warningRemedy =
    "set the budget's `blindSpots` to `.failure` to fail on these, or `.ignored` to silence them."
  static let failureRemedy = "this fails because the budget's `blindSpots` is `.failure`."

  static func neverEnabled(remedy: String) -> String {
    """
    explore found no failure in 5 runs, but never reached:
    - button "Sign in" was shown but never enabled; nearest, shown disabled in State(email: "ab", password: "", signedInAs: nil)
    Give the fields texts that get there (`texts:`), add generators, or raise the budget; \(remedy)
    """
  }
}
