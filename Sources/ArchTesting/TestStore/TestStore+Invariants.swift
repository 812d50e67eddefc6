import Arch

extension TestStore where F.Action: Equatable {
  /// Checks each invariant against the feature's current state, with every output its effects sent
  /// so far applied (received by the test or not), and against the view rendered from it when the
  /// store has a view; fails naming each invariant that does not hold.
  ///
  /// The test `explore` prints ends with this call on the invariants it checked, so the test fails
  /// where the exploration did, and passes once the feature is fixed.
  ///
  /// ```swift
  /// await store.tap(button: "Place order")
  /// await clock.advance(by: .seconds(1))
  /// store.expect(CheckoutExploration.invariants)
  /// ```
  public func expect(
    _ invariants: [Invariant<F.State, F.Action>],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let current = engine.state
    let rendered = view?.view(for: current)
    for invariant in invariants where !invariant.holds(for: current, view: rendered) {
      reportIssue(
        ExploreMessages.storeInvariantBroken(
          invariant.name, state: TestStoreText.abbreviated(current, limit: 600)),
        at: site)
    }
  }
}
