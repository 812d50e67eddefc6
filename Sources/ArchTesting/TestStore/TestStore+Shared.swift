import Arch

/// Shared values in the test store: every change a step makes to one is part of that step's
/// exhaustive check, as a state change is, and the test asserts it through any path of the state
/// that reaches it, once.
///
/// The store learns which shared values exist as steps and their effects change them (the log it
/// binds around them), keeps what the test has asserted of each, and runs every expectation closure
/// with an overlay: there, reading a shared value gives its asserted value and changing it changes
/// only the overlay, so an expectation describes a change without making it.
extension TestStore {
  /// `expectation` running with shared values read from, and written to, an overlay of what the
  /// test has asserted so far, and with `site`, the step's, as the ``ExpectationSite``; the overlay
  /// of its last run is kept for the step's shared check.
  func sharedAware(
    _ expectation: ((inout F.State) throws -> Void)?, at site: CallSite
  ) -> ((inout F.State) throws -> Void)? {
    guard let expectation else { return nil }
    return { [unowned self] state in
      let overlay = reusableOverlay(base: assertedShared())
      sharedExpectation = overlay
      try overlay.bind(expectationSite: ExpectationSite.scoped(site)) {
        guard stateBracketsExpectations else { return try expectation(&state) }
        try ExpectationBracket.run(expectation, on: &state)
      }
    }
  }

  /// A fresh overlay holding `base`: the last one made, when nothing else holds it any more (the
  /// last step's check let it go), as every expectation needs one.
  private func reusableOverlay(base: [ObjectIdentifier: any Sendable]) -> SharedOverlay {
    if isKnownUniquelyReferenced(&spareOverlay), let overlay = spareOverlay {
      overlay.reset(base: base)
      return overlay
    }
    let overlay = SharedOverlay(base: base)
    spareOverlay = overlay
    return overlay
  }

  /// Whether the expectation of the step being checked changed a shared value.
  var expectationChangedShared: Bool { sharedExpectation.map { !$0.changes.isEmpty } ?? false }

  /// Compares each shared value as the step left it with what the test expected of it; then takes
  /// the step's values as asserted.
  ///
  /// Exhaustive: a change not asserted fails. Not exhaustive: only
  /// values the expectation changed are compared.
  func checkShared(after snapshot: [ObjectIdentifier: any Sendable], step: StepLabel, at site: CallSite) {
    let overlay = sharedExpectation
    sharedExpectation = nil
    let expectedReferences = overlay?.changedReferences ?? []
    // Most steps neither write a shared value nor assert one: nothing to compare.
    guard !snapshot.isEmpty || !expectedReferences.isEmpty else { return }
    let expected = overlay?.changes ?? [:]
    checkUnwritten(expectedReferences, expected: expected, step: step, at: site)
    guard !snapshot.isEmpty else { return }
    for entry in sharedLog.written {
      let id = ObjectIdentifier(entry.reference)
      guard let actual = snapshot[id] else { continue }
      let base = sharedAsserted[id] ?? entry.before
      defer { sharedAsserted[id] = actual }
      if let value = expected[id] {
        guard !entry.reference.snapshotsEqual(value, actual) else { continue }
        let (name, diff) = shown(entry, expected: value, actual: actual)
        reportIssue(TestStoreMessages.sharedMismatch(name, step, diff: diff), at: site)
      } else if exhaustivity == .on, !entry.reference.snapshotsEqual(base, actual) {
        let (name, diff) = shown(entry, expected: base, actual: actual)
        reportIssue(TestStoreMessages.unassertedSharedChange(name, step, diff: diff), at: site)
      }
    }
  }

  /// The shared values an expectation changed that no step ever wrote: each must already be what the
  /// test expects, or a wrong expectation would pass unchecked.
  private func checkUnwritten(
    _ references: [any AnySharedReference], expected: [ObjectIdentifier: any Sendable], step: StepLabel,
    at site: CallSite
  ) {
    guard !references.isEmpty else { return }
    let logged = Set(sharedLog.written.map { ObjectIdentifier($0.reference) })
    for reference in references where !logged.contains(ObjectIdentifier(reference)) {
      guard let value = expected[ObjectIdentifier(reference)] else { continue }
      let actual = reference.liveSnapshot
      guard !reference.snapshotsEqual(value, actual) else { continue }
      let diff = TestStoreText.diff(expected: value, actual: actual)
      reportIssue(TestStoreMessages.sharedMismatch(reference.name, step, diff: diff), at: site)
    }
  }

  /// `store.assert`'s shared check: the values its closure changed must be what they are now.
  func checkSharedAssertion(afterStep: Int, at site: CallSite) {
    checkShared(
      after: engine.sharedSnapshot().filter { sharedExpectation?.changes[$0.key] != nil },
      step: StepLabel(number: afterStep, call: "store.assert"), at: site)
  }

  /// At the end of the test, exhaustive: a shared value an effect changed after the last step that
  /// the test never asserted.
  func reportUnassertedSharedChanges(at site: CallSite) {
    guard exhaustivity == .on else { return }
    let snapshot = engine.sharedSnapshot()
    for entry in sharedLog.written {
      let id = ObjectIdentifier(entry.reference)
      guard let actual = snapshot[id] else { continue }
      let base = sharedAsserted[id] ?? entry.before
      guard !entry.reference.snapshotsEqual(base, actual) else { continue }
      sharedAsserted[id] = actual
      let (name, diff) = shown(entry, expected: base, actual: actual)
      reportIssue(
        TestStoreMessages.unassertedSharedChangeAtEnd(name, afterStep: stepCount, diff: diff), at: site)
    }
  }

  /// How a message shows `entry` going from `expected` to `actual`: by the one part of it every
  /// write went through (`syncUps[id: 3]`), when there is one; else the whole value by its key.
  private func shown(
    _ entry: SharedWriteLog.Entry, expected: any Sendable, actual: any Sendable
  ) -> (name: String, diff: String) {
    if let path = entry.onlyPath, let expectedPart = path.project(expected),
      let actualPart = path.project(actual)
    {
      return (path.name, partDiff(expectedPart, actualPart))
    }
    return (entry.reference.name, TestStoreText.diff(expected: expected, actual: actual))
  }

  /// The diff of two values of one part, opened to the part's own type: the dump reads a value's
  /// fields by its concrete type, never through a box.
  private func partDiff<Part: Sendable>(_ expected: Part, _ actual: any Sendable) -> String {
    TestStoreText.diff(expected: expected, actual: actual as? Part ?? expected)
  }

  private func assertedShared() -> [ObjectIdentifier: any Sendable] {
    var base: [ObjectIdentifier: any Sendable] = [:]
    for entry in sharedLog.written {
      let id = ObjectIdentifier(entry.reference)
      base[id] = sharedAsserted[id] ?? entry.before
    }
    return base
  }
}
