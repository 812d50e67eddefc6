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
  /// Which of the state's stored properties hold enums or optionals, learnt from the first state:
  /// their types never change, and reflecting only those saves most of a step's cost.
  private var enumProperties: [(offset: Int, label: String)]?

  /// Notes an action a step sent or an output an effect sent back: by its case, or by its type when
  /// it is not an enum (its value may be new at every step, and print differently in every process).
  func recordAction(_ action: Any) {
    actions.insert(EnumReflection.caseName(of: action) ?? "\(type(of: action))")
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
      guard let name = Self.caseName(of: children[property.offset].value) else { continue }
      stateCases.insert("\(property.label).\(name)")
    }
  }

  /// An enum's case; for an optional, `none`, or the case of the enum it holds (`some` when it
  /// holds no enum): `destination: Destination?` is how a screen presents one of several others.
  private static func caseName(of value: Any) -> String? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return EnumReflection.caseName(of: value) }
    guard let wrapped = mirror.children.first?.value else { return "none" }
    return EnumReflection.caseName(of: wrapped) ?? "some"
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
