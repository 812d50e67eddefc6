/// How a reference-type model is shown and compared, until the structural dump engine replaces it.
///
/// Everything that reads a model's stored values goes through ``ReflectedModel``: the equality of
/// ``ModelSnapshot`` and the diff the test store prints both dump it, so swapping this one type
/// swaps both.
struct ReflectedModel: CustomReflectable {
  let base: Any

  /// The stored values, as a property list a person reads: `@Observable` bookkeeping left out,
  /// nested models reflected the same way, dictionaries and sets in a stable order so that equal
  /// models always dump alike.
  var customMirror: Mirror {
    let mirror = Mirror(reflecting: base)
    var children = mirror.children.compactMap { child -> Mirror.Child? in
      guard child.label != ReflectedModel.observationRegistrar else { return nil }
      return (label(of: child, in: mirror), reflected(child.value))
    }
    if mirror.displayStyle == .dictionary || mirror.displayStyle == .set {
      children.sort { dumped($0.value) < dumped($1.value) }
    }
    return Mirror(base, children: children, displayStyle: mirror.displayStyle)
  }

  /// The model's text dump: what ``ModelSnapshot`` compares.
  var text: String { dumped(self) }

  private static let observationRegistrar = "_$observationRegistrar"

  /// `@Observable` stores `count` as `_count`; show the name the code uses.
  private func label(of child: Mirror.Child, in mirror: Mirror) -> String? {
    guard let label = child.label, mirror.displayStyle == .class, label.hasPrefix("_") else {
      return child.label
    }
    return String(label.dropFirst())
  }

  private func reflected(_ value: Any) -> Any {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return value }
      return reflected(wrapped)
    }
    return mirror.children.isEmpty ? value : ReflectedModel(base: value)
  }
}

private func dumped(_ value: Any) -> String {
  var text = ""
  dump(value, to: &text)
  return text
}
