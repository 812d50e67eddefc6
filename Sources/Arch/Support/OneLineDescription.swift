/// Describes any value on one line, Swift-like and without module names: `.row(7, .toggle)`,
/// `Item(name: "Milk", isBought: false)`, `["a", "b"]`.
///
/// The view rendering shows what each control sends with it, and the test harness names outputs
/// with it, so both read alike.
package enum OneLineDescription {
  /// The one-line description of `value`.
  package static func of(_ value: Any) -> String {
    var seen: Set<ObjectIdentifier> = []
    return describe(value, seen: &seen)
  }

  private static func describe(_ value: Any, seen: inout Set<ObjectIdentifier>) -> String {
    if let text = scalar(value) { return text }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .enum:
      return enumCase(value, mirror, seen: &seen)
    case .optional:
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      return describe(wrapped, seen: &seen)
    case .tuple:
      return "(" + fields(mirror, seen: &seen) + ")"
    case .collection:
      return "[" + mirror.children.map { describe($0.value, seen: &seen) }.joined(separator: ", ") + "]"
    case .set:
      return "Set(["
        + mirror.children.map { describe($0.value, seen: &seen) }.sorted()
        .joined(separator: ", ") + "])"
    case .dictionary:
      return dictionary(mirror, seen: &seen)
    case .class:
      let id = ObjectIdentifier(value as AnyObject)
      guard seen.insert(id).inserted else { return typeName(of: value) + "(↩︎)" }
      defer { seen.remove(id) }
      return typeName(of: value) + "(" + fields(mirror, seen: &seen) + ")"
    case .struct:
      if let custom = value as? any CustomStringConvertible { return custom.description }
      return typeName(of: value) + "(" + fields(mirror, seen: &seen) + ")"
    default:
      return String(describing: value)
    }
  }

  private static func scalar(_ value: Any) -> String? {
    switch value {
    case let string as String: return string.debugDescription
    case let character as Character: return String(character).debugDescription
    case let substring as Substring: return String(substring).debugDescription
    default:
      // Compared by exact type: `is Int` also matches an optional Int, which would print as
      // `Optional(3)`; the optional case below shows it as `3`, or `nil`.
      return numberTypes.contains(ObjectIdentifier(type(of: value))) ? String(describing: value) : nil
    }
  }

  private static let numberTypes: Set<ObjectIdentifier> = [
    ObjectIdentifier(Bool.self), ObjectIdentifier(Int.self), ObjectIdentifier(Double.self),
    ObjectIdentifier(Float.self), ObjectIdentifier(Int64.self), ObjectIdentifier(Int32.self),
    ObjectIdentifier(UInt.self), ObjectIdentifier(UInt64.self), ObjectIdentifier(UInt8.self),
  ]

  private static func enumCase(_ value: Any, _ mirror: Mirror, seen: inout Set<ObjectIdentifier>) -> String {
    guard let child = mirror.children.first, let name = child.label else {
      return "." + String(describing: value)
    }
    let payload = Mirror(reflecting: child.value)
    if payload.displayStyle == .tuple {
      return ".\(name)(" + fields(payload, seen: &seen) + ")"
    }
    return ".\(name)(" + describe(child.value, seen: &seen) + ")"
  }

  private static func fields(_ mirror: Mirror, seen: inout Set<ObjectIdentifier>) -> String {
    mirror.children.map { child in
      let value = describe(child.value, seen: &seen)
      guard let label = child.label, !label.hasPrefix(".") else { return value }
      return "\(label): \(value)"
    }
    .joined(separator: ", ")
  }

  private static func dictionary(_ mirror: Mirror, seen: inout Set<ObjectIdentifier>) -> String {
    guard mirror.children.count > 0 else { return "[:]" }
    let pairs = mirror.children.map { pair -> String in
      let entry = Mirror(reflecting: pair.value).children.map(\.value)
      return describe(entry[0], seen: &seen) + ": " + describe(entry[1], seen: &seen)
    }
    return "[" + pairs.sorted().joined(separator: ", ") + "]"
  }

  /// The type's name without its module: `Item`, `Box<Item>`.
  private static func typeName(of value: Any) -> String {
    String(describing: type(of: value))
  }
}
