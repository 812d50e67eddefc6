/// An enum case as a test matches it: its name, the cases nested in its payload, and the values a
/// payload of several parts names beside them, such as a row's id, so `.rows(id: 2, action: .tap)`
/// does not match `.rows(id: 1, action: .tap)`.
package indirect enum CaseShape {
  /// A case, with the shape of its payload if it has one.
  case enumCase(String, payload: CaseShape?)
  /// A payload of several parts, with the labels the case declares.
  case tuple([(label: String?, part: CaseShape)])
  /// An `Equatable` value, compared with `==`.
  case value(Any)
  /// A value that is not compared: not `Equatable`, or a case's sole payload where only the cases
  /// are matched.
  case ignored
  /// The place a path of cases puts the value it carries: anything matches it.
  case hole

  /// The shape of `value`.
  ///
  /// A sole payload that is not a case is compared only when
  /// `comparingSolePayloads` (a closure naming the case states it); the parts of a payload of
  /// several parts always are, when `Equatable`.
  package static func of(_ value: Any, comparingSolePayloads: Bool) -> CaseShape {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .enum:
      guard let child = mirror.children.first else {
        return .enumCase(String(describing: value), payload: nil)
      }
      let name = child.label ?? String(describing: value)
      let payload = unwrappedOptional(EnumReflection.unwrapped(child.value))
      if isNil(payload) { return .enumCase(name, payload: of(payload, comparingSolePayloads: true)) }
      let isCase = Mirror(reflecting: payload).displayStyle.map { $0 == .enum || $0 == .tuple } ?? false
      guard isCase || comparingSolePayloads else { return .enumCase(name, payload: .ignored) }
      return .enumCase(name, payload: of(payload, comparingSolePayloads: comparingSolePayloads))
    case .tuple:
      return .tuple(
        mirror.children.map {
          ($0.label.flatMap(tupleLabel), of($0.value, comparingSolePayloads: comparingSolePayloads))
        })
    case .optional where mirror.children.isEmpty:
      // Compared even when the wrapped type is not `Equatable`: `.alert(nil)` must not match
      // `.alert(.confirmDeletion)`.
      return .value(Optional<Never>.none as Any)
    default:
      return value is any Equatable ? .value(value) : .ignored
    }
  }

  /// What an optional payload holds (an alert's button, `.alert(.confirmDeletion)`), so the case
  /// inside is named and compared; `nil` stays itself.
  private static func unwrappedOptional(_ payload: Any) -> Any {
    let mirror = Mirror(reflecting: payload)
    guard mirror.displayStyle == .optional, let wrapped = mirror.children.first else { return payload }
    return wrapped.value
  }

  /// Whether `payload` is an optional holding nothing: `.alert(nil)`, compared and shown as `nil`.
  private static func isNil(_ payload: Any) -> Bool {
    let mirror = Mirror(reflecting: payload)
    return mirror.displayStyle == .optional && mirror.children.isEmpty
  }

  /// A tuple's label as declared: reflection names an unlabelled element `.0`, `.1`, ….
  private static func tupleLabel(_ label: String) -> String? {
    label.hasPrefix(".") ? nil : label
  }

  /// Whether `actual` is this shape: the same cases, and equal values wherever this shape has one.
  package func matches(_ actual: CaseShape) -> Bool {
    switch (self, actual) {
    case (.hole, _), (.ignored, _):
      return true
    case (.value(let expected), .value(let actual)):
      return EquatableValues.areEqual(expected, actual)
    case (.enumCase(let name, let payload), .enumCase(let actualName, let actualPayload)):
      guard name == actualName else { return false }
      guard let payload else { return true }
      return actualPayload.map(payload.matches) ?? false
    case (.tuple(let parts), .tuple(let actualParts)):
      return parts.count == actualParts.count
        && zip(parts, actualParts).allSatisfy { $0.part.matches($1.part) }
    default:
      return false
    }
  }

  /// Whether this shape has a payload of several parts, whose differences a message spells out.
  package var hasSeveralParts: Bool {
    switch self {
    case .tuple: true
    case .enumCase(_, let payload): payload?.hasSeveralParts ?? false
    case .value, .ignored, .hole: false
    }
  }
}

extension CaseShape {
  /// The place of a part: at each level, which part is taken (a case's payload is part 0).
  package typealias Route = [Int]

  /// The part at `route`.
  func part(at route: some Collection<Int>) -> CaseShape? {
    guard let step = route.first else { return self }
    switch self {
    case .enumCase(_, let payload?) where step == 0: return payload.part(at: route.dropFirst())
    case .tuple(let parts) where parts.indices.contains(step):
      return parts[step].part.part(at: route.dropFirst())
    default: return nil
    }
  }

  /// This shape with the part at `route` replaced by `part`.
  func replacing(at route: some Collection<Int>, with part: CaseShape) -> CaseShape {
    guard let step = route.first else { return part }
    switch self {
    case .enumCase(let name, let payload?) where step == 0:
      return .enumCase(name, payload: payload.replacing(at: route.dropFirst(), with: part))
    case .tuple(var parts) where parts.indices.contains(step):
      parts[step].part = parts[step].part.replacing(at: route.dropFirst(), with: part)
      return .tuple(parts)
    default:
      return self
    }
  }

  /// The deepest route, other than the whole, whose part is `inner` (each matching the other); the
  /// last of equally deep ones.
  ///
  /// Finds where a case constructor put its value.
  func deepestRoute(to inner: CaseShape) -> Route? {
    var best: Route?
    visit(route: []) { route, part in
      guard !route.isEmpty, part.matches(inner), inner.matches(part) else { return }
      if route.count >= (best?.count ?? 0) { best = route }
    }
    return best
  }

  /// This shape with `inner` in its hole: the path of a case appended to another.
  func fillingHole(with inner: CaseShape) -> CaseShape {
    var holeRoute: Route?
    visit(route: []) { route, part in
      if case .hole = part, holeRoute == nil { holeRoute = route }
    }
    return holeRoute.map { replacing(at: $0, with: inner) } ?? self
  }

  private func visit(route: Route, _ body: (Route, CaseShape) -> Void) {
    body(route, self)
    switch self {
    case .enumCase(_, let payload?):
      payload.visit(route: route + [0], body)
    case .tuple(let parts):
      for (index, part) in parts.enumerated() { part.part.visit(route: route + [index], body) }
    default:
      break
    }
  }
}
