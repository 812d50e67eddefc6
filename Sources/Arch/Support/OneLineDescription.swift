/// Describes any value on one line, Swift-like and without module names: `.row(7, .toggle)`,
/// `Item(name: "Milk", isBought: false)`, `["a", "b"]`.
///
/// The view rendering shows what each control sends with it, and the test harness names outputs
/// with it, so both read alike.
package enum OneLineDescription {
  /// The one-line description of `value`.
  package static func of(_ value: Any) -> String {
    var seen: Set<ObjectIdentifier> = []
    return describe(value, seen: &seen, module: nil)
  }

  /// The description of `value` as Swift source written in `module`: types named the way code in
  /// that module writes them, `Cart.Order(id: 1)` rather than `Order(id: 1)`.
  package static func source(of value: Any, inModule module: String) -> String {
    var seen: Set<ObjectIdentifier> = []
    return describe(value, seen: &seen, module: module)
  }

  private static func describe(_ value: Any, seen: inout Set<ObjectIdentifier>, module: String?) -> String {
    if let text = scalar(value) { return text }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .enum:
      return enumCase(value, mirror, seen: &seen, module: module)
    case .optional:
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      return describe(wrapped, seen: &seen, module: module)
    case .tuple:
      return "(" + fields(mirror, seen: &seen, module: module) + ")"
    case .collection:
      return "["
        + mirror.children.map { describe($0.value, seen: &seen, module: module) }.joined(separator: ", ")
        + "]"
    case .set:
      return "Set(["
        + mirror.children.map { describe($0.value, seen: &seen, module: module) }.sorted()
        .joined(separator: ", ") + "])"
    case .dictionary:
      return dictionary(mirror, seen: &seen, module: module)
    case .class:
      let id = ObjectIdentifier(value as AnyObject)
      guard seen.insert(id).inserted else { return typeName(of: value, module: module) + "(↩︎)" }
      defer { seen.remove(id) }
      return typeName(of: value, module: module) + "(" + fields(mirror, seen: &seen, module: module) + ")"
    case .struct:
      if let custom = value as? any CustomStringConvertible { return custom.description }
      return typeName(of: value, module: module) + "(" + fields(mirror, seen: &seen, module: module) + ")"
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

  private static func enumCase(
    _ value: Any, _ mirror: Mirror, seen: inout Set<ObjectIdentifier>, module: String?
  ) -> String {
    guard let child = mirror.children.first, let name = child.label else {
      return "." + String(describing: value)
    }
    let payload = Mirror(reflecting: child.value)
    if payload.displayStyle == .tuple {
      return ".\(name)(" + fields(payload, seen: &seen, module: module) + ")"
    }
    return ".\(name)(" + describe(child.value, seen: &seen, module: module) + ")"
  }

  private static func fields(_ mirror: Mirror, seen: inout Set<ObjectIdentifier>, module: String?) -> String {
    mirror.children.map { child in
      let value = describe(child.value, seen: &seen, module: module)
      guard let label = child.label, !label.hasPrefix(".") else { return value }
      return "\(label): \(value)"
    }
    .joined(separator: ", ")
  }

  private static func dictionary(_ mirror: Mirror, seen: inout Set<ObjectIdentifier>, module: String?)
    -> String
  {
    guard mirror.children.count > 0 else { return "[:]" }
    let pairs = mirror.children.map { pair -> String in
      let entry = Mirror(reflecting: pair.value).children.map(\.value)
      return describe(entry[0], seen: &seen, module: module) + ": "
        + describe(entry[1], seen: &seen, module: module)
    }
    return "[" + pairs.sorted().joined(separator: ", ") + "]"
  }

  /// The type's name without its module, `Item`, `Box<Item>`; or as code in `module` writes it.
  private static func typeName(of value: Any, module: String?) -> String {
    guard let module else { return String(describing: type(of: value)) }
    return qualifiedName(of: type(of: value), inModule: module)
  }

  /// The name of `type` as code in `module` writes it: nested types with their enclosing types, other
  /// modules' types with their module, `module`'s own without it.
  package static func qualifiedName(of type: Any.Type, inModule module: String) -> String {
    let full = String(reflecting: type)
    var result = ""
    var rest = Substring(full)
    while let first = rest.first {
      let startsName = result.last.map { !isIdentifierCharacter($0) } ?? true
      if startsName, let dropped = dropModule(module, from: rest) ?? dropModule("Swift", from: rest) {
        rest = dropped
        continue
      }
      result.append(first)
      rest = rest.dropFirst()
    }
    return result
  }

  private static func dropModule(_ module: String, from text: Substring) -> Substring? {
    text.hasPrefix(module + ".") ? text.dropFirst(module.count + 1) : nil
  }

  private static func isIdentifierCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }
}
