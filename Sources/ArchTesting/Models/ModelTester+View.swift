import Arch

extension ModelTester {
  /// Makes a tester for a view model that has a view: steps can then use the view's controls, as a
  /// person would, and the view model handles what they send with `perform`.
  ///
  /// ```swift
  /// let tester = ModelTester(model, view: SignInView()) { model, action in model.handle(action) }
  /// await tester.tap(button: "Sign in") { $0.isSigningIn = true }
  /// ```
  ///
  /// - Parameters:
  ///   - model: The view model under test.
  ///   - spawner: The spawner the view model starts its tasks with.
  ///   - view: Describes the screen for the view model.
  ///   - perform: Calls the view model's method for an action a control sends.
  public convenience init<View: ViewBuilder>(
    _ model: Model, spawner: EffectSpawner? = nil, view: View,
    perform: @escaping (Model, View.Action) -> Void
  ) where View.State == Model {
    self.init(model, spawner: spawner)
    self.view = { interaction, query in
      interaction.action(in: view.view(for: model), for: query).map { action in { perform($0, action) } }
    }
  }

  /// Taps a button of the view model's view as one step, checked as ``step(_:_:assert:fileID:filePath:line:column:)``.
  ///
  /// Fails, calling nothing, when the tester has no view or the button is missing, not single,
  /// disabled or hidden.
  ///
  /// ```swift
  /// await tester.tap(button: "Sign in") { $0.isSigningIn = true }
  /// ```
  public nonisolated(nonsending) func tap(
    button: ViewQuery, assert expectation: ((Model) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await stepThroughView(
      .tap, on: button, expectation: expectation,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Types `text` into a text field of the view model's view as one step.
  ///
  /// ```swift
  /// await tester.type("ada@example.com", into: "Email") { $0.email = "ada@example.com" }
  /// ```
  public nonisolated(nonsending) func type(
    _ text: String, into field: ViewQuery, assert expectation: ((Model) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await stepThroughView(
      .type(text), on: field,
      expectation: expectation, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Flips a toggle of the view model's view as one step.
  ///
  /// ```swift
  /// await tester.toggle("Remember me") { $0.remembers = true }
  /// ```
  public nonisolated(nonsending) func toggle(
    _ toggle: ViewQuery, assert expectation: ((Model) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await stepThroughView(
      .toggle, on: toggle, expectation: expectation,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Finds the control in the view rendered now and, when a person could use it, runs what it sends
  /// as a step.
  private nonisolated(nonsending) func stepThroughView(
    _ interaction: ViewInteraction, on query: ViewQuery,
    expectation: ((Model) throws -> Void)?, at site: CallSite
  ) async {
    let label = nextStep(interaction.call(on: query), at: site)
    guard let view else {
      reportIssue(ModelChangeMessages.noView(label), at: site)
      return
    }
    switch view(interaction, query) {
    case .failure(let failure):
      reportIssue(ViewQueryMessages.sentNothing(label, failure: failure.message), at: site)
    case .success(let perform):
      await step(label, at: site, expectation: expectation) { perform(model) }
    }
  }
}
