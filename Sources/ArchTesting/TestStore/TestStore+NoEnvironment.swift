import Arch

extension TestStore where F.Environment == Void {
  /// Makes a test store for a feature with no services: there is no environment to give.
  ///
  /// ```swift
  /// let store = TestStore(initialState: Tally.State(), feature: Tally())
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The state the test starts from.
  ///   - feature: The feature under test, whose `Environment` is `Void`.
  ///   - view: The feature's view builder, to drive the store through its view in tests.
  ///   - fileID: The file ID of the call, where a failure is reported; leave the default.
  ///   - filePath: The file path of the call, where a failure is reported; leave the default.
  ///   - line: The line of the call, where a failure is reported; leave the default.
  ///   - column: The column of the call, where a failure is reported; leave the default.
  public convenience init(
    initialState: F.State,
    feature: F,
    view: (any ViewBuilder<F.State, F.Action>)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.init(
      initialState: initialState, feature: feature, environment: (), view: view,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Makes a test store for a feature with no services, for a helper that forwards its caller's
  /// location: failures of the store's end-of-test checks land there.
  ///
  /// ```swift
  /// func makeTallyStore(at site: CallSite) -> TestStore<Tally> {
  ///   TestStore(initialState: Tally.State(), feature: Tally(), at: site)
  /// }
  /// ```
  public convenience init(
    initialState: F.State,
    feature: F,
    view: (any ViewBuilder<F.State, F.Action>)? = nil,
    at site: CallSite
  ) {
    self.init(initialState: initialState, feature: feature, environment: (), view: view, at: site)
  }
}
