import Arch

/// Checks that `reducer` turns `state` into the expected state on `event`, and that it is pure:
/// reducing twice from the same state gives the same state.
///
/// Given, when, then, in one line.
///
/// The closure gets the state before the event and must turn it into the state after; leave it out
/// when the event should change nothing.
///
/// ```swift
/// expectReduce(LoaderReducer(), given: State(), on: .loadingDidStart) { $0.isLoading = true }
/// ```
public func expectReduce<R: Reducer>(
  _ reducer: R, given state: R.State, on event: R.Event,
  assert expectation: ((inout R.State) throws -> Void)? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) where R.State: Equatable {
  ReductionCheck(reduce: reducer.reduce).run(
    given: state, on: event, expectation: expectation,
    subject: ReducerMessages.subject(event: TestStoreText.oneLine(event), row: nil, name: nil),
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Checks how a feature's `apply` changes the state for one output (an action for a reducer with
/// effects, an event for a `SplitFeature`), and that applying it twice from the same state gives
/// the same state.
///
/// The effects it returns are not run; test them with ``EffectRecorder``.
///
/// ```swift
/// expectReduce(Counter(), given: State(), on: .incrementTapped, environment: environment) {
///   $0.count = 1
/// }
/// ```
public func expectReduce<F: Feature>(
  _ feature: F, given state: F.State, on output: F.Output, environment: F.Environment,
  assert expectation: ((inout F.State) throws -> Void)? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) where F.State: Equatable {
  ReductionCheck(reduce: applying(feature, environment: environment)).run(
    given: state, on: output, expectation: expectation,
    subject: ReducerMessages.subject(event: TestStoreText.oneLine(output), row: nil, name: nil),
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Checks every row of a table of `(state, event) → change` cases against `reducer`, reporting each
/// failing row at its own line, named by its number and name.
///
/// ```swift
/// expectReduce(LoaderReducer(), cases: [
///   ReduceCase("starts loading", given: State(), on: .loadingDidStart) { $0.isLoading = true },
///   ReduceCase("keeps items on stop", given: State(items: ["milk"]), on: .loadingDidStop),
/// ])
/// ```
public func expectReduce<R: Reducer>(
  _ reducer: R, cases: [ReduceCase<R.State, R.Event>],
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) where R.State: Equatable {
  run(
    cases, with: ReductionCheck(reduce: reducer.reduce),
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Checks every row of a table of `(state, output) → change` cases against a feature's `apply`: the
/// table form for reducers with effects.
///
/// ```swift
/// expectReduce(Counter(), environment: environment, cases: [
///   ReduceCase("counts up", given: State(), on: .incrementTapped) { $0.count = 1 },
///   ReduceCase("stops the timer", given: State(isTimerOn: true), on: .stopTimerTapped) {
///     $0.isTimerOn = false
///   },
/// ])
/// ```
public func expectReduce<F: Feature>(
  _ feature: F, environment: F.Environment, cases: [ReduceCase<F.State, F.Output>],
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) where F.State: Equatable {
  run(
    cases, with: ReductionCheck(reduce: applying(feature, environment: environment)),
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

private func applying<F: Feature>(
  _ feature: F, environment: F.Environment
) -> (inout F.State, F.Output) -> Void {
  { state, output in _ = feature.apply(output, state: &state, environment: environment) }
}

private func run<State: Equatable, Event>(
  _ cases: [ReduceCase<State, Event>], with check: ReductionCheck<State, Event>, at site: CallSite
) {
  guard !cases.isEmpty else { return reportIssue(ReducerMessages.noCases, at: site) }
  for (index, row) in cases.enumerated() {
    let subject = ReducerMessages.subject(
      event: TestStoreText.oneLine(row.event), row: index + 1, name: row.name)
    check.run(
      given: row.state, on: row.event, expectation: row.expectation, subject: subject,
      at: row.site)
  }
}
