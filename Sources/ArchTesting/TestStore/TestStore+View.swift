import Arch

extension TestStore {
  /// Taps a button in the current rendering of the store's view and sends the action it sends, then
  /// behaves exactly like ``send(_:environment:assert:fileID:filePath:line:column:)``.
  ///
  /// Fails, sending nothing, when the store has no view or the button is missing, not single,
  /// disabled or hidden.
  ///
  /// ```swift
  /// await store.tap(button: "Reload")
  /// await store.receive(.loadingDidStart) { $0.isLoading = true }
  /// ```
  @discardableResult
  public nonisolated(nonsending) func tap(
    button: ViewQuery,
    assert expectation: ((inout F.State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> TestStoreTask? {
    await sendThroughView(
      .tap, on: button, expectation: expectation,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Flips a toggle in the current rendering of the store's view and sends its action, like `send`.
  ///
  /// ```swift
  /// await store.toggle(.toggle("Milk").within(.row("milk"))) { $0.items[0].isBought = true }
  /// ```
  @discardableResult
  public nonisolated(nonsending) func toggle(
    _ toggle: ViewQuery,
    assert expectation: ((inout F.State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> TestStoreTask? {
    await sendThroughView(
      .toggle, on: toggle, expectation: expectation,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Types `text` into a text field of the current rendering and sends the action its edit sends,
  /// like `send`.
  ///
  /// ```swift
  /// await store.type("Milk", into: "New item") { $0.draft = "Milk" }
  /// ```
  @discardableResult
  public nonisolated(nonsending) func type(
    _ text: String, into field: ViewQuery,
    assert expectation: ((inout F.State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> TestStoreTask? {
    await sendThroughView(
      .type(text), on: field,
      expectation: expectation,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Submits a text field of the current rendering and sends its submit action, like `send`.
  ///
  /// ```swift
  /// await store.submit("New item") { $0.items.append("Milk"); $0.draft = "" }
  /// ```
  @discardableResult
  public nonisolated(nonsending) func submit(
    _ field: ViewQuery,
    assert expectation: ((inout F.State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> TestStoreTask? {
    await sendThroughView(
      .submit, on: field, expectation: expectation,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// The steps of `send`, with the action read from the view rendered after waiting outputs are
  /// handled, so the control is found in the state the app would show.
  ///
  /// A session's trial re-sends a recorded step through here too, with the control it found.
  @discardableResult
  nonisolated(nonsending) func sendThroughView(
    _ interaction: ViewInteraction, on query: ViewQuery,
    expectation: ((inout F.State) throws -> Void)?, at site: CallSite
  ) async -> TestStoreTask? {
    let label = nextStep(interaction.call(on: query), at: site)
    if hasFinished { reportIssue(TestStoreMessages.sentAfterFinish(label), at: site) }
    await settle(label, at: site)
    handleOutputsWaitingBeforeSend(label, at: site)
    guard let view else {
      reportIssue(ViewQueryMessages.noView(label), at: site)
      return nil
    }
    switch interaction.action(in: view.view(for: state), for: query) {
    case .failure(let failure):
      reportIssue(ViewQueryMessages.sentNothing(label, failure: failure.message), at: site)
      return nil
    case .success(let action):
      return await sendStep(action, environment: nil, label: label, at: site, expectation: expectation)
    }
  }
}
