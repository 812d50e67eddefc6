/// Reads enum cases through `Mirror`, so `CaseOf(Enum.case)` works without macros, one level deep or
/// through nested cases such as `{ .destination(.edit($0)) }` and `{ .rows(id: 2, action: .tap($0)) }`.
package enum EnumReflection {
  /// The name of `value`'s case, or `nil` if it is not an enum.
  package static func caseName(of value: Any) -> String? {
    level(of: value)?.label
  }

  /// The names of `value`'s case and of the cases nested in its sole payload, from the outside in:
  /// `["destination", "edit"]` for `.destination(.edit(form))`.
  ///
  /// Empty when `value` is not an enum.
  package static func casePath(of value: Any) -> [String] {
    var path: [String] = []
    var current: Any? = value
    while let value = current, let level = level(of: value) {
      path.append(level.label)
      current = level.payload.map(unwrapped)
    }
    return path
  }

  /// The shape of the cases `embed` wraps its value in, with a hole where the value goes, learnt by
  /// embedding a value of `Value` found in `sample` (at any depth): Swift cannot name a case from
  /// its constructor alone.
  package static func shape<Root, Value>(of embed: (Value) -> Root, probing sample: Root) -> CaseShape? {
    firstPayload(in: sample) { payload in
      self.value(payload, as: Value.self).flatMap { shape(of: embed, embedding: $0) }
    }
  }

  /// The shape of the cases `embed` wraps `payload` in, with a hole where `payload` goes: the
  /// deepest part of the embedded value that is the payload's own shape.
  package static func shape<Root, Value>(of embed: (Value) -> Root, embedding payload: Value) -> CaseShape? {
    let whole = CaseShape.of(embed(payload), comparingSolePayloads: true)
    let inner = CaseShape.of(payload, comparingSolePayloads: true)
    return whole.deepestRoute(to: inner).map { whole.replacing(at: $0, with: .hole) }
  }

  /// The value `embed` put in `root`, if `root` was made by `embed`: the payload, at whatever depth
  /// and in whichever part of a payload of several parts, whose re-embedding has the very shape
  /// `root` has: the same cases, and the same values beside it (a row's id).
  ///
  /// Re-embedding tells cases with the same payload type apart, and nested cases from shallower ones.
  static func extract<Root, Value>(_ embed: (Value) -> Root, from root: Root) -> Value? {
    // The case's own payload, re-embedded, is the root itself when the cases agree: comparing sole
    // payloads there would compare a whole child state with itself on every step. A payload found
    // deeper is compared whole, or a row's id of the same type could pass for it.
    var isOwnPayload = true
    var rootShapes: [Bool: CaseShape] = [:]
    return firstPayload(in: root) { payload in
      let strict = !isOwnPayload
      isOwnPayload = false
      guard let found = value(payload, as: Value.self) else { return nil }
      let shape = rootShapes[strict] ?? CaseShape.of(root, comparingSolePayloads: strict)
      rootShapes[strict] = shape
      return CaseShape.of(embed(found), comparingSolePayloads: strict).matches(shape) ? found : nil
    }
  }

  /// The payload of `root`'s case, as a `Value`, when that case is named `name`.
  static func payload<Value>(of root: Any, inCaseNamed name: String, as type: Value.Type) -> Value? {
    guard let level = level(of: root), level.label == name, let payload = level.payload else { return nil }
    return value(payload, as: type)
  }

  /// The first of `root`'s payloads, from the outside in, for which `body` gives a result: the
  /// payload of its case, the parts of a payload of several parts, and theirs in turn.
  private static func firstPayload<Result>(in root: Any, _ body: (Any) -> Result?) -> Result? {
    guard let payload = level(of: root)?.payload else { return nil }
    return first(in: payload, body)
  }

  private static func first<Result>(in payload: Any, _ body: (Any) -> Result?) -> Result? {
    if let result = body(payload) { return result }
    let inner = unwrapped(payload)
    if let level = level(of: inner) { return level.payload.flatMap { first(in: $0, body) } }
    let mirror = Mirror(reflecting: inner)
    guard mirror.displayStyle == .tuple else { return nil }
    for part in mirror.children {
      if let result = first(in: part.value, body) { return result }
    }
    return nil
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
  static func unwrapped(_ payload: Any) -> Any {
    unwrappedSingleElement(payload) ?? payload
  }

  private static func unwrappedSingleElement(_ payload: Any) -> Any? {
    let mirror = Mirror(reflecting: payload)
    guard mirror.displayStyle == .tuple, mirror.children.count == 1 else { return nil }
    return mirror.children.first?.value
  }
}
