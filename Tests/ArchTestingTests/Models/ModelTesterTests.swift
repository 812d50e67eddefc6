import ArchTestSupport
import Observation
import Testing

@testable import ArchTesting

@Suite struct ModelTesterTests {
  let clock = TestClock()
  let spawner = EffectSpawner()

  func makeTester(signIn: @escaping @Sendable (String) async -> String? = { _ in "Ada" })
    -> ModelTester<SignInModel>
  {
    ModelTester(
      SignInModel(spawner: spawner, clock: clock, signIn: signIn), spawner: spawner,
      view: SignInModel.View()
    ) { model, action in model.handle(action) }
  }

  @Test func stepsCallMethodsAndTheirTasksRunOnTheTestClock() async {
    let tester = makeTester()
    await expectIssues([]) {
      await tester.step("emailChanged") {
        $0.emailChanged("ada@example.com")
      } assert: {
        $0.email = "ada@example.com"
      }
      await tester.step("signInTapped") {
        $0.signInTapped()
      } assert: {
        $0.isSigningIn = true
      }
      await clock.advance(by: .seconds(1))
      await tester.assert {
        $0.isSigningIn = false
        $0.user = "Ada"
      }
      await tester.finish()
    }
  }

  @Test func aStepDrivesTheViewModelThroughItsView() async {
    let tester = makeTester(signIn: { _ in nil })
    await expectIssues([]) {
      await tester.type("ada@example.com", into: "Email") { $0.email = "ada@example.com" }
      await tester.tap(button: "Sign in") { $0.isSigningIn = true }
      await clock.advance(by: .seconds(1))
      await tester.assert {
        $0.isSigningIn = false
        $0.error = "Could not sign in"
      }
      await tester.finish()
    }
  }

  @Test func aDisabledButtonCallsNothing() async {
    let tester = makeTester()
    await expectIssues([
      """
      Step 1, tap(button: "Sign in") sent nothing:
      Cannot tap button "Sign in" (at vstack › button "Sign in"): it is disabled.
      A person could not tap it in this state; reach a state where they can first.
      """
    ]) {
      await tester.tap(button: "Sign in") { $0.isSigningIn = true }
    }
  }

  @Test func aWrongDescriptionOfAStepFailsWithTheDiff() async {
    let tester = makeTester()
    await expectIssues([
      """
      State after step 1, emailChanged is not what the test expected:

          SignInModel(
        −   email: "ada@example.org",
        +   email: "ada@example.com",
            … (4 unchanged)
          )

      Expected: −, Actual: +
      Fix the expectation in the trailing closure, or the feature if the actual state is wrong.
      """
    ]) {
      await tester.step("emailChanged") {
        $0.emailChanged("ada@example.com")
      } assert: {
        $0.email = "ada@example.org"
      }
    }
  }

  @Test func aChangeATaskMadeIsReportedWhenTheTestGoesOnWithoutCheckingIt() async {
    let tester = makeTester()
    await expectIssues([
      """
      The model changed after step 1, signInTapped, and the test did not check how:

          SignInModel(
            email: "",
        −   isSigningIn: true,
        +   isSigningIn: false,
        −   user: nil,
        +   user: "Ada",
            … (2 unchanged)
          )

      Expected: −, Actual: +
      Check it with `await tester.assert { … }` when its tasks have made the change.
      """
    ]) {
      await tester.step("signInTapped") {
        $0.signInTapped()
      } assert: {
        $0.isSigningIn = true
      }
      await clock.advance(by: .seconds(1))
      await tester.finish()
    }
  }

  @Test func aTaskStillRunningAtTheEndIsReported() async {
    let tester = makeTester()
    await expectIssues([
      """
      A task started by step 1, signInTapped is still running at the end of the test.
        • step 1, signInTapped sleeps on a TestClock until 1 s
      Make it end before the test does: advance the test clock it sleeps on, or cancel it through \
      the model.
      """
    ]) {
      await tester.step("signInTapped") {
        $0.signInTapped()
      } assert: {
        $0.isSigningIn = true
      }
      await tester.finish()
    }
  }

  @Test func theChangeLogPrintsWhatEachStepChanged() async {
    let tester = ModelTester(ClickCounter())
    var log: [String] = []
    tester.logChanges = { log.append($0) }
    await tester.step("incrementTapped") {
      $0.incrementTapped()
    } assert: {
      $0.count = 1
      $0.history = [1]
    }
    await tester.step("nothing") { _ in }
    #expect(
      log == [
        """
        Step 1, incrementTapped changed the model:
            ClickCounter(
          −   count: 0,
          +   count: 1,
          −   history: []
          +   history: [
          +     [0]: 1
          +   ]
            )
        """,
        "Step 2, nothing changed nothing.",
      ])
  }

  @Test func aTesterReleasedWithoutFinishReportsATaskStillRunning() async {
    await expectIssues([
      """
      A task started by step 1, signInTapped is still running at the end of the test.
        • step 1, signInTapped sleeps on a TestClock until 1 s
      Make it end before the test does: advance the test clock it sleeps on, or cancel it through \
      the model.
      The test did not call `await tester.finish()`, which waits for the tasks and reports them where \
      it is called.
      """
    ]) {
      let tester = makeTester()
      await tester.step("signInTapped") {
        $0.signInTapped()
      } assert: {
        $0.isSigningIn = true
      }
    }
  }

  @Test func aTesterReleasedAfterFinishReportsNothingMore() async {
    await expectIssues([]) {
      let tester = makeTester()
      await tester.step("emailChanged") {
        $0.emailChanged("ada@example.com")
      } assert: {
        $0.email = "ada@example.com"
      }
      await tester.finish()
    }
  }

  @Test func theOneShotCheckRunsTheTasksTheOperationStarted() async {
    let clock = ImmediateClock()
    let model = SignInModel(spawner: spawner, clock: clock, signIn: { _ in "Ada" })
    await expectIssues([]) {
      await expectChanges(of: model, spawner: spawner) {
        model.signInTapped()
      } assert: {
        $0.user = "Ada"
      }
    }
  }

  @Test func theOneShotCheckReportsATaskStillRunning() async {
    let model = SignInModel(spawner: spawner, clock: clock, signIn: { _ in "Ada" })
    await expectIssues([
      """
      A task started by the operation is still running at the end of the check.
        • step 1, expectChanges sleeps on a TestClock until 1 s
      Make it end before the test does: advance the test clock it sleeps on, or cancel it through \
      the model.
      """,
      // Cancelled, the task's sleep returns at once (the model ignores the error) and it signs in.
      """
      expectChanges failed: the model did not change as described

        SignInModel(
          email: "",
      −   isSigningIn: true,
      +   isSigningIn: false,
      −   user: nil,
      +   user: "Ada",
          … (2 unchanged)
        )

      Expected: −, Actual: +
      """,
    ]) {
      await expectChanges(of: model, spawner: spawner) {
        model.signInTapped()
      } assert: {
        $0.isSigningIn = true
      }
    }
  }
}
