import Arch

/// Collects an exploration's coverage as its runs go (the replays of shrinking are not counted).
final class ExploreCoverageRecorder<State: Equatable, Action: Sendable> {
  private var actions: Set<String> = []
  private var usedControls: Set<ControlName> = []
  private var stateCases: Set<String> = []
  /// Every control shown, with whether some state let a person use it and the steps of its nearest
  /// states: one lookup per control of every view, as the recorder sees a view at every step.
  private var shownControls: [ControlName: ControlSeen] = [:]
  /// The last state whose cases were read: reading them reflects, so an unchanged state is skipped.
  private var lastState: State?
  /// The state's enum and optional properties, read from its storage, learnt from the first state.
  private var caseFields: StateCaseFields<State>?
  private var learntCaseFields = false
  /// For a state that is no plain struct (a class, a custom mirror): which of its reflected children
  /// hold enums or optionals, learnt from the first state, as their types never change.
  private var enumProperties: [(offset: Int, label: String)]?
  /// The case names of actions and outputs, by type and bits: reflecting each one cost a step as
  /// much as the rest of its coverage.
  private var actionNames: [ObjectIdentifier: CaseNamesByTag] = [:]
  /// Whether the state is an enum, learnt from the first state: a struct is never one.
  private var stateIsEnum: Bool?
  /// For each control shown but not usable, the state the deepest step showed it in.
  private var deepestDisabled: [ControlName: State] = [:]
  /// For each control usable, the state the shallowest step showed it usable in.
  private var shallowestEnabled: [ControlName: State] = [:]
  /// The invariants whose `when:` condition held in some state.
  private var appliedInvariants: Set<String> = []
  /// The screens the feature composes that no state showed yet.
  private var screensNotShown: [any ScreenPresenting]

  init(screens: [any ScreenPresenting] = []) { screensNotShown = screens }

  /// Notes an action a step sent or an output an effect sent back: by its case, or by its type when
  /// it is not an enum (its value may be new at every step, and print differently in every process).
  func recordAction<Value>(_ action: Value) {
    let name = withUnsafePointer(to: action) { pointer in
      actionNames[ObjectIdentifier(Value.self), default: CaseNamesByTag(for: Value.self)].name(at: pointer) {
        Self.name(of: action)
      }
    }
    if let name { actions.insert(name) }
  }

  private static func name(of action: Any) -> String {
    EnumReflection.caseName(of: action) ?? "\(type(of: action))"
  }

  func recordControl(_ name: ControlName) { usedControls.insert(name) }

  func recordState(_ state: State) {
    guard state != lastState else { return }
    lastState = state
    if !screensNotShown.isEmpty { screensNotShown.removeAll { $0.showsScreen(in: state) } }
    if stateIsEnum != false, let name = EnumReflection.caseName(of: state) {
      stateIsEnum = true
      stateCases.insert(name)
      return
    }
    stateIsEnum = false
    if !learntCaseFields {
      learntCaseFields = true
      caseFields = StateCaseFields(learningFrom: state)
    }
    if caseFields != nil {
      caseFields?.record(state, into: &stateCases)
      return
    }
    let properties = enumProperties ?? learnEnumProperties(of: state)
    guard !properties.isEmpty else { return }
    // Reflects only the enum properties: reading a child costs as much as reflecting its value.
    let children = Mirror(reflecting: state).children
    let count = children.count
    for property in properties where property.offset < count {
      let child = children[children.index(children.startIndex, offsetBy: property.offset)]
      guard let name = PropertyCase.name(of: child.value) else { continue }
      stateCases.insert("\(property.label).\(name)")
    }
  }

  private func learnEnumProperties(of state: State) -> [(offset: Int, label: String)] {
    let properties = Mirror(reflecting: state).children.enumerated().compactMap { offset, child in
      child.label.flatMap { label in
        let style = Mirror(reflecting: child.value).displayStyle
        return style == .enum || style == .optional ? (offset, label) : nil
      }
    }
    enumProperties = properties
    return properties
  }

  /// Notes every control a view (the rendering of `state`, `step` steps into a run) shows, whether
  /// a person could use it, and the nearest state to report it with if no run ever does.
  ///
  /// Told the view's controls, not the view: the walk that finds them is specialized where the
  /// feature's types are known, and this generic class would walk it unspecialized.
  func recordView(_ sightings: [ControlSighting], state: State, step: Int) {
    for sighting in sightings {
      let name = sighting.name, usable = sighting.isUsable
      guard shownControls[name, default: ControlSeen()].see(usable: usable, at: step) else { continue }
      if usable { shallowestEnabled[name] = state } else { deepestDisabled[name] = state }
    }
  }

  /// Notes, for the invariants applying only in some states, those that apply to `state`.
  func recordConditions(of invariants: [Invariant<State, Action>], in state: State) {
    for invariant in invariants where !appliedInvariants.contains(invariant.name) {
      if let condition = invariant.condition, condition(state) { appliedInvariants.insert(invariant.name) }
    }
  }

  /// What the runs never reached, each with the nearest state they did: controls never enabled (the
  /// deepest state showing them disabled), controls never used (the shallowest state enabling them),
  /// and invariants whose condition never held.
  func blindSpots(invariants: [Invariant<State, Action>]) -> [ExploreMessages.BlindSpot] {
    let neverEnabled = neverEnabledControls.sorted { $0.description < $1.description }
      .map { name in
        ExploreMessages.BlindSpot.neverEnabled(
          name.description, nearest: deepestDisabled[name].map { TestStoreText.abbreviated($0, limit: 300) })
      }
    let neverUsed = enabledControls.subtracting(usedControls).sorted { $0.description < $1.description }
      .map { name in
        ExploreMessages.BlindSpot.neverUsed(
          name.description, nearest: shallowestEnabled[name].map { TestStoreText.abbreviated($0, limit: 300) }
        )
      }
    let neverApplied = invariants.filter { $0.condition != nil && !appliedInvariants.contains($0.name) }
      .map { ExploreMessages.BlindSpot.neverApplied($0.name) }
    let neverShown = screensNotShown.map { ExploreMessages.BlindSpot.neverShown($0.screenName) }
    return neverEnabled + neverUsed + neverShown + neverApplied
  }

  var coverage: ExploreCoverage {
    ExploreCoverage(
      actions: actions.sorted(), controls: usedControls.map(\.description).sorted(),
      stateCases: stateCases.sorted(),
      neverEnabledControls: neverEnabledControls.map(\.description).sorted(),
      neverUsedControls: enabledControls.subtracting(usedControls).map(\.description).sorted())
  }

  private var enabledControls: Set<ControlName> { Set(shownControls.filter(\.value.isEnabled).keys) }
  private var neverEnabledControls: Set<ControlName> {
    Set(shownControls.filter { !$0.value.isEnabled }.keys)
  }
}

/// What the coverage recorder saw of one control: whether some state let a person use it, and the
/// steps of the states it reports with the control if no run uses it.
///
/// Not nested in the generic recorder, so a table of them is of one type, specialized, and needs no
/// lookup of its type at every step.
private struct ControlSeen {
  var isEnabled = false
  /// The deepest step that showed the control not usable, while none showed it usable.
  var deepestDisabledStep = -1
  /// The shallowest step that showed the control usable.
  var shallowestEnabledStep = Int.max

  /// Notes the control shown at `step`, usable or not; true when this is the nearest state to report
  /// it with so far (the shallowest usable, or the deepest not usable while never usable).
  mutating func see(usable: Bool, at step: Int) -> Bool {
    if usable {
      guard !isEnabled || step < shallowestEnabledStep else { return false }
      isEnabled = true
      shallowestEnabledStep = step
      return true
    }
    guard !isEnabled, step > deepestDisabledStep else { return false }
    deepestDisabledStep = step
    return true
  }
}
