/// Reads enum cases through `Mirror`, so `CaseOf(Enum.case)` works without macros, one level deep or
/// through nested cases such as `{ .destination(.edit($0)) }`.
package enum EnumReflection {
  /// The name of `value`'s case, or `nil` if it is not an enum.
  package static func caseName(of value: Any) -> String? {
    level(of: value)?.label
  }

  /// The names of `value`'s case and of the cases nested in its payload, from the outside in:
  /// `["destination", "edit"]` for `.destination(.edit(form))`. Empty when `value` is not an enum.
  package static func casePath(of value: Any) -> [String] {
    var path: [String] = []
    var current: Any? = value
    while let value = current, let level = level(of: value) {
      path.append(level.label)
      current = level.payload.map(unwrapped)
    }
    return path
  }

  /// The names of the cases `embed` wraps its value in, learnt by embedding a value of `Value`
  /// found in `sample` (at any depth): Swift cannot name a case from its constructor alone.
  package static func casePath<Root, Value>(of embed: (Value) -> Root, probing sample: Root) -> [String]? {
    for payload in payloads(of: sample) {
      guard let found = value(payload, as: Value.self) else { continue }
      let path = casePath(of: embed, embedding: found)
      if !path.isEmpty { return path }
    }
    return nil
  }

  /// The names of the cases `embed` wraps `payload` in: the cases of the embedded value, less the
  /// payload's own.
  package static func casePath<Root, Value>(of embed: (Value) -> Root, embedding payload: Value) -> [String] {
    let whole = casePath(of: embed(payload))
    let inner = casePath(of: payload)
    guard whole.count > inner.count else { return [] }
    return Array(whole.dropLast(inner.count))
  }

  /// The value `embed` put in `root`, if `root` was made by `embed`: the payload, at whatever depth,
  /// whose re-embedding has the very cases `root` has. Re-embedding tells cases with the same payload
  /// type apart, and nested cases from shallower ones.
  static func extract<Root, Value>(_ embed: (Value) -> Root, from root: Root) -> Value? {
    var rootPath: [String]?
    for payload in payloads(of: root) {
      guard let found = value(payload, as: Value.self) else { continue }
      let path = rootPath ?? casePath(of: root)
      rootPath = path
      if casePath(of: embed(found)) == path { return found }
    }
    return nil
  }

  /// The payloads of `root`'s case and of the cases nested in it, from the outside in.
  private static func payloads(of root: Any) -> some Sequence<Any> {
    sequence(state: level(of: root)?.payload) { next -> Any? in
      guard let payload = next else { return nil }
      next = level(of: unwrapped(payload))?.payload
      return payload
    }
  }

  /// The label and raw payload of `value`'s case, when `value` is an enum case.
  private static func level(of value: Any) -> (label: String, payload: Any?)? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return nil }
    guard let child = mirror.children.first else { return (String(describing: value), nil) }
    return (child.label ?? String(describing: value), child.value)
  }

  /// Casts an enum payload, unwrapping a single labelled element (`case loaded(items: [Item])`).
  private static func value<Value>(_ payload: Any, as type: Value.Type) -> Value? {
    if let value = payload as? Value { return value }
    return unwrappedSingleElement(payload) as? Value
  }

  /// The payload, or its one element when it is a one-element labelled tuple.
  private static func unwrapped(_ payload: Any) -> Any {
    unwrappedSingleElement(payload) ?? payload
  }

  private static func unwrappedSingleElement(_ payload: Any) -> Any? {
    let mirror = Mirror(reflecting: payload)
    guard mirror.displayStyle == .tuple, mirror.children.count == 1 else { return nil }
    return mirror.children.first?.value
  }
}
