/// The case that dismisses a feature — a child its parent presents, a screen on a stack, or the
/// feature at the root of a store — matched by its whole path of cases, whatever the payloads: with
/// `.delegate(.dismiss)` only that delegate case dismisses, not every `.delegate` output.
package struct DismissalCase: Sendable {
  /// The case names from the outside in: `["delegate", "dismiss"]`.
  package let path: [String]

  /// The dismissing case of `value`, a value of that case.
  package init(_ value: some Any) {
    path = EnumReflection.casePath(of: value)
  }

  /// Whether `value` is of the dismissing case, at every level of its path.
  package func matches(_ value: some Any) -> Bool {
    !path.isEmpty && EnumReflection.casePath(of: value) == path
  }

  /// The case as messages show it, without the leading dot: `delegate(.dismiss)`.
  package var name: String {
    guard let last = path.last else { return "" }
    return path.dropLast().reversed().reduce(last) { inner, outer in "\(outer)(.\(inner))" }
  }
}
