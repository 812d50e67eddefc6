import Arch
import ArchTestSupport
import ArchTesting
import Testing

@Suite struct TestStoreSendTests {
  @Test func passesWhenTheExpectationDescribesTheChange() async {
    let store = TestStore(counter: .init())
    await expectIssues([]) {
      await store.send(.incrementTapped) { $0.count = 1 }
      await store.finish()
    }
    #expect(store.state.count == 1)
  }

  @Test func aWrongExpectationPrintsTheDiffWithItsLegendAtTheSendLine() async {
    let store = TestStore(counter: .init())
    var line: UInt = 0
    let issues = await withIssueCapture {
      line = #line + 1
      await store.send(.incrementTapped) { $0.count = 2 }
    }
    #expect(issues.count == 1)
    let issue = issues.first
    #expect(issue?.location.line == line)
    #expect(issue?.location.fileID.description == #fileID)
    #expect(
      issue?.message.hasPrefix("State after step 1, send(.incrementTapped) is not what the test expected:")
        == true)
    #expect(issue?.message.contains("Expected: −, Actual: +") == true)
    #expect(issue?.message.contains("Fix the expectation in the trailing closure") == true)
  }

  @Test func aChangeWithoutAnExpectationFails() async {
    let store = TestStore(counter: .init())
    let issues = await withIssueCapture { await store.send(.incrementTapped) }
    #expect(
      issues.map(\.message).first?.hasPrefix(
        "State changed at step 1, send(.incrementTapped), but the test gave no expectation:") == true)
    #expect(issues.first?.message.contains("Describe the change in a trailing closure") == true)
  }

  @Test func anExpectationWhenNothingChangedFails() async {
    let store = TestStore(counter: .init())
    await expectIssues([
      """
      The expectation of step 1, send(.noopTapped) made no change, and the state did not change either.
      If no change is expected, leave the closure out.
      """
    ]) { await store.send(.noopTapped) { $0.count = 0 } }
  }

  @Test func aThrowingExpectationIsAFailureNotACrash() async {
    struct Oops: Error {}
    let store = TestStore(counter: .init())
    await expectIssues([
      "The expectation closure of step 1, send(.incrementTapped) threw an error: Oops()"
    ]) {
      await store.send(.incrementTapped) { _ in throw Oops() }
    }
    #expect(store.state.count == 1)
  }

  @Test func storeStateInsideTheClosureIsTheStateBeforeTheStep() async {
    let store = TestStore(counter: .init(count: 5))
    var seenInside = -1
    await store.send(.incrementTapped) {
      seenInside = store.state.count
      $0.count = 6
    }
    #expect(seenInside == 5)
    #expect(store.state.count == 6)
  }

  @Test func sendingWhileOutputsAreUnreceivedFailsListsThemAndKeepsThem() async {
    let clock = TestClock()
    let store = TestStore(counter: .init(), clock: clock)
    await expectIssues([
      """
      Step 2, send(.noopTapped) was sent while 1 received action was not yet asserted:
        • .incrementTapped (from step 1, send(.delayedIncrementTapped))
      Receive them with `await store.receive(…)`, skip them with `await store.skipReceived()`, \
      or make the test non-exhaustive with `store.exhaustivity = .off`.
      """
    ]) {
      await store.send(.delayedIncrementTapped)
      await clock.advance(by: .seconds(1))
      await store.send(.noopTapped)
    }
    await store.receive(.incrementTapped) { $0.count = 1 }
    await store.finish()
  }

  @Test func aLargeUnreceivedOutputIsListedCutShort() async {
    let clock = TestClock()
    let names = (1...100).map { "item \($0)" }
    let store = TestStore(
      initialState: Loader.State(), feature: Loader.feature,
      environment: .init(clock: clock, fetch: { names }))
    let issues = await withIssueCapture {
      await store.send(.reloadTapped)
      await store.receive(.loadingDidStart) { $0.isLoading = true }
      await clock.advance(by: .seconds(1))
      await store.send(.cancelTapped)
      await store.skipReceived()
    }
    let full = ".itemsDidLoad([" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "])"
    #expect(
      issues.map(\.message) == [
        """
        Step 3, send(.cancelTapped) was sent while 2 received events were not yet asserted:
          • \(full.prefix(240))… (\(full.count) characters in all) (from step 1, send(.reloadTapped))
          • .loadingDidStop (from step 1, send(.reloadTapped))
        Receive them with `await store.receive(…)`, skip them with `await store.skipReceived()`, \
        or make the test non-exhaustive with `store.exhaustivity = .off`.
        """
      ])
  }

  @Test func anUnreceivedOutputOfExactly240CharactersIsListedWhole() async {
    let name = itemName(makingItemsDidLoadLength: 240)
    let output = ".itemsDidLoad([\"\(name)\"])"
    #expect(output.count == 240)
    await expectIssues([unreceivedMessage(listing: output)]) {
      await sendWhileItemsAreUnreceived(itemNamed: name)
    }
  }

  @Test func anUnreceivedOutputOf241CharactersIsCutAfter240() async {
    let name = itemName(makingItemsDidLoadLength: 241)
    let output = ".itemsDidLoad([\"\(name)\"])"
    #expect(output.count == 241)
    await expectIssues([unreceivedMessage(listing: "\(output.prefix(240))… (241 characters in all)")]) {
      await sendWhileItemsAreUnreceived(itemNamed: name)
    }
  }

  /// An item name that makes `.itemsDidLoad(["xx…x"])` exactly `length` characters long.
  private func itemName(makingItemsDidLoadLength length: Int) -> String {
    String(repeating: "x", count: length - #".itemsDidLoad([""])"#.count)
  }

  /// Loads the one item `name`, then sends while its `.itemsDidLoad` is not yet received.
  private func sendWhileItemsAreUnreceived(itemNamed name: String) async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Loader.State(), feature: Loader.feature,
      environment: .init(clock: clock, fetch: { [name] }))
    await store.send(.reloadTapped)
    await store.receive(.loadingDidStart) { $0.isLoading = true }
    await clock.advance(by: .seconds(1))
    await store.send(.cancelTapped)
    await store.skipReceived()
  }

  private func unreceivedMessage(listing output: String) -> String {
    """
    Step 3, send(.cancelTapped) was sent while 2 received events were not yet asserted:
      • \(output) (from step 1, send(.reloadTapped))
      • .loadingDidStop (from step 1, send(.reloadTapped))
    Receive them with `await store.receive(…)`, skip them with `await store.skipReceived()`, \
    or make the test non-exhaustive with `store.exhaustivity = .off`.
    """
  }

  @Test func nonExhaustiveSendAppliesWaitingOutputsFirst() async {
    let clock = TestClock()
    let store = TestStore(counter: .init(), clock: clock)
    store.exhaustivity = .off
    await expectIssues([]) {
      await store.send(.delayedIncrementTapped)
      await clock.advance(by: .seconds(1))
      await store.send(.incrementTapped) { $0.count = 2 }
      await store.finish()
    }
    #expect(store.state.count == 2)
  }

  @Test func theEnvironmentCanChangeBetweenStepsAndForOneStep() async {
    let store = TestStore(counter: .init())
    await store.send(.incrementTapped) { $0.count = 1 }
    store.environment.step = 10
    await store.send(.incrementTapped) { $0.count = 11 }
    await store.send(.incrementTapped, environment: .init(clock: TestClock(), step: 100)) {
      $0.count = 111
    }
    await store.send(.incrementTapped) { $0.count = 121 }
    await store.finish()
  }

  @Test func sendingAfterFinishFails() async {
    let store = TestStore(counter: .init())
    await store.finish()
    await expectIssues([
      "Step 2, send(.noopTapped) was sent after `finish()`: a finished test store takes no more steps."
    ]) { await store.send(.noopTapped) }
  }
}

/// In the split shape an action changes no state; an expectation on `send` is explained, not just
/// shown as a mismatch.
@Suite struct SplitShapeSendTests {
  @Test func anExpectationOnASendOfTheSplitShapeSaysWhereTheChangeHappens() async {
    let store = TestStore(
      initialState: Loader.State(), feature: Loader.feature,
      environment: .init(clock: TestClock(), fetch: { ["milk"] }))
    await expectIssues([
      """
      In the split shape an action never changes the state, but the expectation of step 1, \
      send(.reloadTapped) does:

          Loader.State(
        −   isLoading: true,
        +   isLoading: false,
            … (2 unchanged)
          )

      Expected: −, Actual: +
      The state changes with the events the action's effects send: move this expectation to the \
      `receive` of the event that makes the change.
      """
    ]) {
      await store.send(.reloadTapped) { $0.isLoading = true }
      await store.skipReceived()
      await store.skipInFlightEffects()
    }
  }
}
