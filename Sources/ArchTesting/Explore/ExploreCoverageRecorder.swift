import Arch

/// Collects an exploration's coverage as its runs go (the replays of shrinking are not counted).
final class ExploreCoverageRecorder<State: Equatable, Action: Sendable> {
  private var actions: Set<String> = []
  private var usedControls: Set<ControlName> = []
  private var stateCases: Set<String> = []
  private var shownControls: Set<ControlName> = []
  private var enabledControls: Set<ControlName> = []
  /// The last state whose cases were read: reading them reflects, so an unchanged state is skipped.
  private var lastState: State?
  /// Which of the state's stored properties hold enums, learnt from the first state: their types
  /// never change, and reflecting only those saves most of a step's cost.
  private var enumProperties: [(offset: Int, label: String)]?

  /// Notes an action a step sent or an output an effect sent back.
  func recordAction(_ action: Any) {
    actions.insert(EnumReflection.caseName(of: action) ?? "\(action)")
  }

  func recordControl(_ name: ControlName) { usedControls.insert(name) }

  func recordState(_ state: State) {
    guard state != lastState else { return }
    lastState = state
    if let name = EnumReflection.caseName(of: state) {
      stateCases.insert(name)
      return
    }
    let properties = enumProperties ?? learnEnumProperties(of: state)
    guard !properties.isEmpty else { return }
    let children = Array(Mirror(reflecting: state).children)
    for property in properties where property.offset < children.count {
      guard let name = EnumReflection.caseName(of: children[property.offset].value) else { continue }
      stateCases.insert("\(property.label).\(name)")
    }
  }

  private func learnEnumProperties(of state: State) -> [(offset: Int, label: String)] {
    let properties = Mirror(reflecting: state).children.enumerated().compactMap { offset, child in
      child.label.flatMap { label in
        Mirror(reflecting: child.value).displayStyle == .enum ? (offset, label) : nil
      }
    }
    enumProperties = properties
    return properties
  }

  /// Notes every control `view` shows, and whether a person could use it.
  func recordView(_ view: ViewNode<Action>) { record(view, usable: true) }

  private func record(_ node: ViewNode<Action>, usable: Bool) {
    let usable = usable && node.isInteractive
    if let name = Self.controlName(node.kind) {
      shownControls.insert(name)
      if usable { enabledControls.insert(name) }
    }
    for child in node.children { record(child, usable: usable) }
  }

  static func controlName(_ kind: ViewNode<Action>.Kind) -> ControlName? {
    switch kind {
    case .button(let label, _): ControlName(role: .button, label: label)
    case .toggle(let label, _, _): ControlName(role: .toggle, label: label)
    case .textField(let label, _, _, _): ControlName(role: .textField, label: label)
    case .text, .list, .row, .stack, .section, .image, .progress, .alert, .confirmationDialog: nil
    }
  }

  var coverage: ExploreCoverage {
    ExploreCoverage(
      actions: actions.sorted(), controls: usedControls.map(\.description).sorted(),
      stateCases: stateCases.sorted(),
      neverEnabledControls: shownControls.subtracting(enabledControls).map(\.description).sorted())
  }
}
