import Arch

extension ViewNode {
  /// The action the button `button` finds would send when tapped; `nil` with a failure when it is
  /// missing, not single, disabled, hidden, or inside a disabled or hidden container.
  ///
  /// ```swift
  /// #expect(view.tap(button: "Reload") == .reloadTapped)
  /// ```
  public func tap(
    button: ViewQuery,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Action? {
    perform(.tap, on: button, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// The action the toggle `toggle` finds would send when flipped; `nil` with a failure when it
  /// cannot be flipped.
  ///
  /// ```swift
  /// #expect(view.toggle(.toggle("Milk").within(.row("milk"))) == .toggleTapped("milk"))
  /// ```
  public func toggle(
    _ toggle: ViewQuery,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Action? {
    perform(.toggle, on: toggle, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// The action the text field `field` finds would send when its text becomes `text`; `nil` with a
  /// failure when it cannot be edited.
  ///
  /// ```swift
  /// #expect(view.type("Milk", into: "New item") == .draftChanged("Milk"))
  /// ```
  public func type(
    _ text: String, into field: ViewQuery,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Action? {
    perform(
      .type(text), on: field, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// The action the text field `field` finds would send when submitted; `nil` with a failure when it
  /// cannot be edited or has no submit action.
  ///
  /// ```swift
  /// #expect(view.submit("New item") == .addTapped)
  /// ```
  public func submit(
    _ field: ViewQuery,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Action? {
    perform(.submit, on: field, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private func perform(_ interaction: ViewInteraction, on query: ViewQuery, at site: CallSite) -> Action? {
    switch interaction.action(in: self, for: query) {
    case .success(let action):
      return action
    case .failure(let failure):
      reportIssue(failure.message, at: site)
      return nil
    }
  }
}
