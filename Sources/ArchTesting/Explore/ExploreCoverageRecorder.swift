import Arch

/// Collects an exploration's coverage as its runs go (the replays of shrinking are not counted).
final class ExploreCoverageRecorder<State: Equatable, Action: Sendable> {
  private var actions: Set<String> = []
  private var usedControls: Set<String> = []
  private var stateCases: Set<String> = []
  private var shownControls: Set<String> = []
  private var enabledControls: Set<String> = []
  /// The last state whose cases were read: reading them reflects, so an unchanged state is skipped.
  private var lastState: State?

  /// Notes an action a step sent or an output an effect sent back.
  func recordAction(_ action: Any) {
    actions.insert(EnumReflection.caseName(of: action) ?? "\(action)")
  }

  func recordControl(_ name: String) { usedControls.insert(name) }

  func recordState(_ state: State) {
    guard state != lastState else { return }
    lastState = state
    if let name = EnumReflection.caseName(of: state) {
      stateCases.insert(name)
      return
    }
    for child in Mirror(reflecting: state).children {
      guard let label = child.label, let name = EnumReflection.caseName(of: child.value) else { continue }
      stateCases.insert("\(label).\(name)")
    }
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

  static func controlName(_ kind: ViewNode<Action>.Kind) -> String? {
    switch kind {
    case .button(let label, _): "button \(label.debugDescription)"
    case .toggle(let label, _, _): "toggle \(label.debugDescription)"
    case .textField(let label, _, _, _): "textField \(label.debugDescription)"
    case .text, .list, .row, .stack, .section, .image, .progress, .alert, .confirmationDialog: nil
    }
  }

  var coverage: ExploreCoverage {
    ExploreCoverage(
      actions: actions.sorted(), controls: usedControls.sorted(), stateCases: stateCases.sorted(),
      neverEnabledControls: shownControls.subtracting(enabledControls).sorted())
  }
}
