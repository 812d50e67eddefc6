/// What an exploration's runs reached: the actions (and effect outputs) the feature handled, the controls a person used,
/// the top-level cases its state took, and the controls the view showed but never enabled.
///
/// Names are sorted, so a pinned seed gives the same coverage every time. A control is named by its
/// role and label, `button "Place order"`, as the printed tests find it; a state case is the case of
/// an enum state, or `property.case` for each enum-valued property of a struct state.
///
/// ```swift
/// let result = await explore(BlankName.Exploration.self)
/// #expect(result.coverage.neverEnabledControls.isEmpty)
/// print(result.coverage)  // the report, on request
/// ```
public struct ExploreCoverage: Sendable, Equatable, CustomStringConvertible {
  /// The case names of the actions the runs sent, through a control or a generator, and of the
  /// outputs their effects sent back.
  ///
  /// ```swift
  /// #expect(result.coverage.actions.contains("orderPlaced"))
  /// ```
  public var actions: [String]
  /// The controls the runs used, by role and label: `button "Place order"`, `textField "Search"`.
  ///
  /// ```swift
  /// #expect(result.coverage.controls.contains(#"button "Place order""#))
  /// ```
  public var controls: [String]
  /// The top-level state cases reached: `loaded` for an enum state, `phase.loaded` for a struct's
  /// enum property `phase`, `destination.none` or `destination.edit` for an optional one (`some` when
  /// it holds no enum).
  ///
  /// ```swift
  /// #expect(result.coverage.stateCases.contains("phase.loaded"))
  /// ```
  public var stateCases: [String]
  /// The controls some run's view showed but no run could use: disabled or hidden every time.
  ///
  /// ```swift
  /// #expect(result.coverage.neverEnabledControls.isEmpty, "a control no run could reach")
  /// ```
  public var neverEnabledControls: [String]
  /// The controls some run could use but none did.
  ///
  /// ```swift
  /// #expect(result.coverage.neverUsedControls.isEmpty, "a control no run tried")
  /// ```
  public var neverUsedControls: [String] = []

  /// Makes a coverage from what was reached.
  ///
  /// ```swift
  /// ExploreCoverage(actions: ["tapped"], controls: [#"button "Go""#], stateCases: [],
  ///                 neverEnabledControls: [])
  /// ```
  public init(actions: [String], controls: [String], stateCases: [String], neverEnabledControls: [String]) {
    self.actions = actions
    self.controls = controls
    self.stateCases = stateCases
    self.neverEnabledControls = neverEnabledControls
  }

  /// Makes a coverage from what was reached, with the controls enabled but never used.
  ///
  /// ```swift
  /// ExploreCoverage(actions: [], controls: [], stateCases: [], neverEnabledControls: [],
  ///                 neverUsedControls: [#"button "Help""#])
  /// ```
  public init(
    actions: [String], controls: [String], stateCases: [String], neverEnabledControls: [String],
    neverUsedControls: [String]
  ) {
    self.init(
      actions: actions, controls: controls, stateCases: stateCases, neverEnabledControls: neverEnabledControls
    )
    self.neverUsedControls = neverUsedControls
  }

  /// Nothing reached: what an exploration that made no run reports.
  ///
  /// ```swift
  /// #expect(ExploreCoverage.none.actions.isEmpty)
  /// ```
  public static let none = ExploreCoverage(
    actions: [], controls: [], stateCases: [], neverEnabledControls: [])

  /// The coverage report, one line per kind.
  ///
  /// ```swift
  /// print(result.coverage.description)
  /// ```
  public var description: String { ExploreMessages.coverage(self) }
}
