import Arch
import ArchTestSupport
import ArchTesting
import Testing

@Suite struct ReducerExpectationTests {
  let counter = Counter.Environment(clock: TestClock())

  // MARK: Both shapes pass

  @Test func aReducerPassesInOneLine() {
    expectIssues([]) {
      expectReduce(Loader.LoaderReducer(), given: .init(), on: .loadingDidStart) { $0.isLoading = true }
      expectReduce(Loader.LoaderReducer(), given: .init(isLoading: true), on: .loadingDidStart)
    }
  }

  @Test func aReducerWithEffectsPassesInOneLine() {
    expectIssues([]) {
      expectReduce(Counter(), given: .init(), on: .incrementTapped, environment: counter) { $0.count = 1 }
      expectReduce(Counter(), given: .init(), on: .noopTapped, environment: counter)
      expectReduce(
        Loader.feature, given: .init(), on: .itemsDidLoad(["milk"]),
        environment: .init(
          clock: TestClock(), fetch: { [] })
      ) { $0.items = ["milk"] }
    }
  }

  @Test func tablesOfBothShapesPass() {
    expectIssues([]) {
      expectReduce(
        Loader.LoaderReducer(),
        cases: [
          ReduceCase("starts loading", given: .init(), on: .loadingDidStart) { $0.isLoading = true },
          ReduceCase(given: .init(isLoading: true), on: .loadingDidStop) { $0.isLoading = false },
          ReduceCase("keeps items on stop", given: .init(items: ["milk"]), on: .loadingDidStop),
        ])
      expectReduce(
        Counter(), environment: counter,
        cases: [
          ReduceCase("counts up", given: .init(), on: .incrementTapped) { $0.count = 1 },
          ReduceCase("stops the timer", given: .init(isTimerOn: true), on: .stopTimerTapped) {
            $0.isTimerOn = false
          },
        ])
    }
  }

  // MARK: Failures

  @Test func aWrongExpectationPrintsTheStateDiffAtTheCallLine() {
    var line: UInt = 0
    let issues = withIssueCapture {
      line = #line + 1
      expectReduce(Loader.LoaderReducer(), given: .init(), on: .loadingDidStart) { $0.isLoading = false }
    }
    #expect(
      issues.map(\.message) == [
        """
        State after reducing .loadingDidStart is not what the test expected:

            Loader.State(
          −   isLoading: false,
          +   isLoading: true,
              … (2 unchanged)
            )

        Expected: −, Actual: +
        Fix the expectation in the trailing closure, or the reducer if the actual state is wrong.
        """
      ])
    #expect(issues.first?.location.line == line)
  }

  @Test func aChangeWithoutAnExpectationFails() {
    expectIssues([
      """
      State changed after reducing .incrementTapped, but the test gave no expectation:

          Counter.State(
        −   count: 0,
        +   count: 1,
            isTimerOn: false
          )

      Expected: −, Actual: +
      Describe the change in a trailing closure: `{ $0.property = newValue }`.
      """
    ]) {
      expectReduce(Counter(), given: .init(), on: .incrementTapped, environment: counter)
    }
  }

  @Test func anExpectationWhenNothingChangedFails() {
    expectIssues([
      """
      The expectation of reducing .loadingDidStart made no change, and the state did not change either.
      If no change is expected, leave the closure out.
      """
    ]) {
      expectReduce(Loader.LoaderReducer(), given: .init(isLoading: true), on: .loadingDidStart) {
        $0.isLoading = true
      }
    }
  }

  @Test func aThrowingExpectationIsAFailure() {
    struct Oops: Error {}
    expectIssues([
      "The expectation closure of reducing .loadingDidStop threw an error: Oops()"
    ]) {
      expectReduce(Loader.LoaderReducer(), given: .init(), on: .loadingDidStop) { _ in throw Oops() }
    }
  }

  @Test func aFailingRowIsNamedAndReportedAtItsOwnLine() {
    var rowLine: UInt = 0
    let issues = withIssueCapture {
      expectReduce(
        Loader.LoaderReducer(),
        cases: [
          ReduceCase("starts loading", given: .init(), on: .loadingDidStart) { $0.isLoading = true },
          {
            rowLine = #line + 1
            return ReduceCase(
              "stops loading", given: .init(isLoading: true), on: .loadingDidStop
            ) { $0.error = "x" }
          }(),
        ])
    }
    #expect(
      issues.map(\.message) == [
        """
        State after reducing .loadingDidStop in row 2 ("stops loading") is not what the test expected:

            Loader.State(
          −   isLoading: true,
          +   isLoading: false,
              items: [],
          −   error: "x"
          +   error: nil
            )

        Expected: −, Actual: +
        Fix the expectation in the trailing closure, or the reducer if the actual state is wrong.
        """
      ])
    #expect(issues.first?.location.line == rowLine)
  }

  @Test func anUnnamedRowIsNamedByItsNumber() {
    let issues = withIssueCapture {
      expectReduce(
        Counter(), environment: counter,
        cases: [
          ReduceCase(given: .init(), on: .incrementTapped) { $0.count = 1 },
          ReduceCase(given: .init(), on: .noopTapped) { $0.count = 1 },
        ])
    }
    #expect(
      issues.map(\.message).first?.hasPrefix(
        "State after reducing .noopTapped in row 2 is not what the test expected:") == true)
  }

  @Test func anEmptyTableFails() {
    expectIssues([
      "The table of reducer cases is empty, so it tests nothing. Add a `ReduceCase`."
    ]) {
      expectReduce(Loader.LoaderReducer(), cases: [])
    }
  }

  // MARK: Purity

  @Test func aReducerThatGivesTwoStatesForOneEventIsNotPure() {
    let issues = withIssueCapture {
      expectReduce(DrawingReducer(), given: 0, on: .draw) { $0 = 1 }
    }
    #expect(
      issues.map(\.message).first == """
        Reducing .draw twice from the same state gave two different states, so the reducer is not pure:

          − 1
          + 2

        First: −, Second: +
        A reducer must only read the state and the event: read clocks, random values and other \
        services in an effect, and pass what they return in the event.
        """)
  }

  @Test func aReducerWithEffectsIsCheckedForPurityToo() {
    let draws = DrawingReducer()
    let feature = Reduce<Int, DrawingReducer.Event, Void> { state, event, _ in
      draws.reduce(&state, event: event)
      return .none
    }
    let issues = withIssueCapture {
      expectReduce(feature, environment: (), cases: [ReduceCase("draws", given: 0, on: .draw) { $0 = 1 }])
    }
    #expect(
      issues.map(\.message).first?.hasPrefix(
        "Reducing .draw in row 1 (\"draws\") twice from the same state gave two different states") == true)
  }
}

/// An impure reducer: each call reads and advances a shared counter.
final class DrawingReducer: Reducer, @unchecked Sendable {
  enum Event { case draw }
  private var draws = 0

  func reduce(_ state: inout Int, event: Event) {
    draws += 1
    state = draws
  }
}
