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
  /// store.expect(BlankName.Exploration.invariants)
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

  /// Checks the invariants now and after every action and every output the feature handles from
  /// here on, as `explore` does, and fails naming each invariant the first time an input breaks it,
  /// at the step it happened in: an invariant broken between two outputs of one step, and whole
  /// again when the step ends, fails too.
  ///
  /// The test `explore` prints for an invariant that broke in the middle of a step starts with it.
  ///
  /// ```swift
  /// store.expectAlways(BlankName.Exploration.invariants)
  /// await store.tap(button: "Sync")  // fails if an output of the sync breaks an invariant
  /// ```
  public func expectAlways(
    _ invariants: [Invariant<F.State, F.Action>],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let view = invariants.contains(where: \.needsView) ? self.view : nil
    if invariantsToCheckAlways == nil { checkInvariantsAfterEveryInput() }
    invariantsToCheckAlways = { state in
      let rendered = view?.view(for: state)
      return invariants.filter { !$0.holds(for: state, view: rendered) }.map(\.name)
    }
    expect(invariants, fileID: fileID, filePath: filePath, line: line, column: column)
    invariantsReportedBroken.formUnion(invariantsToCheckAlways?(engine.state) ?? [])
  }
}

extension TestStore {
  /// Has the engine check the invariants `expectAlways` set after every input from now on.
  ///
  /// Only a store that asks for it observes its inputs: an observer costs every step of every test
  /// a call and a lookup of the input's generic type.
  private func checkInvariantsAfterEveryInput() {
    engine.observe { [weak self] input, _, after, _ in
      self?.checkInvariantsAlways(after: input, state: after, context: { HarnessContext.current })
    }
  }

  /// `expectAlways`'s check after the feature handled `input`, reported at the step it belongs to.
  ///
  /// `context` is read only when an invariant broke: most stores have none to check.
  func checkInvariantsAlways(
    after input: FeatureCore<F>.Step.Input, state: F.State, context readContext: () -> HarnessContext?
  ) {
    guard let broken = invariantsToCheckAlways?(state), !broken.isEmpty else { return }
    let context = readContext()
    let step = context.map { "\($0.sender ?? $0.origin)" } ?? "step \(stepCount)"
    let handled: String
    switch input {
    case .action: handled = ExploreMessages.afterAction(step: step)
    case .output(let output): handled = ExploreMessages.afterOutput(OneLineDescription.of(output), step: step)
    }
    for name in broken where !invariantsReportedBroken.contains(name) {
      invariantsReportedBroken.insert(name)
      reportIssue(
        ExploreMessages.storeInvariantBrokenAfterInput(
          name, after: handled, state: TestStoreText.abbreviated(state, limit: 600)),
        at: context?.site ?? lastSite)
    }
  }
}
