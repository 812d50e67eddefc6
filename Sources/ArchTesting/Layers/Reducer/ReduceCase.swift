/// One row of a reducer table: a state, an event, and how the event should change the state.
///
/// Each row remembers the line it is written on, so a failing row is reported right there, and is
/// named in the message by its number and name.
///
/// ```swift
/// expectReduce(LoaderReducer(), cases: [
///   ReduceCase("starts loading", given: State(), on: .loadingDidStart) { $0.isLoading = true },
///   ReduceCase("stops loading", given: State(isLoading: true), on: .loadingDidStop) {
///     $0.isLoading = false
///   },
/// ])
/// ```
public struct ReduceCase<State, Event> {
  let name: String?
  let state: State
  let event: Event
  let expectation: ((inout State) throws -> Void)?
  let site: CallSite

  /// Makes a row.
  ///
  /// Leave out the closure when the event should not change the state.
  ///
  /// ```swift
  /// ReduceCase("ignores a stop when idle", given: State(), on: .loadingDidStop)
  /// ```
  ///
  /// - Parameters:
  ///   - name: Names the row in failure messages, next to its number.
  ///   - state: The state before the event.
  ///   - event: The event (or, for a reducer with effects, the action) to apply.
  ///   - expectation: Turns the state before into the expected state after.
  ///   - fileID: The file ID of the call, where a failure is reported; leave the default.
  ///   - filePath: The file path of the call, where a failure is reported; leave the default.
  ///   - line: The line of the call, where a failure is reported; leave the default.
  ///   - column: The column of the call, where a failure is reported; leave the default.
  public init(
    _ name: String? = nil, given state: State, on event: Event,
    assert expectation: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.name = name
    self.state = state
    self.event = event
    self.expectation = expectation
    self.site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
