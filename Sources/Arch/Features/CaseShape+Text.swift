extension CaseShape {
  /// The shape as Swift writes it: `.rows(id: 2, action: .tap)`.
  ///
  /// A payload not compared is left
  /// out (`.response`), or is `_` among several parts; the hole shows `hole`, when given. With
  /// `elidingValues`, values show as `…`, keeping the cases alone.
  package func rendered(hole: String? = nil, elidingValues: Bool = false) -> String {
    switch self {
    case .enumCase(let name, let payload):
      guard let payload, let inner = payload.renderedPayload(hole: hole, elidingValues: elidingValues) else {
        return "." + name
      }
      return ".\(name)(\(inner))"
    case .tuple:
      return "(\(renderedPayload(hole: hole, elidingValues: elidingValues) ?? ""))"
    case .value(let value):
      return elidingValues ? "…" : OneLineDescription.of(value)
    case .ignored:
      return "_"
    case .hole:
      return hole ?? "_"
    }
  }

  /// The payload inside a case's parentheses, or `nil` when the case shows none.
  private func renderedPayload(hole: String?, elidingValues: Bool) -> String? {
    switch self {
    case .ignored: return nil
    case .hole: return hole
    case .tuple(let parts):
      return parts.map { part in
        (part.label.map { "\($0): " } ?? "") + part.part.rendered(hole: hole, elidingValues: elidingValues)
      }.joined(separator: ", ")
    default: return rendered(hole: hole, elidingValues: elidingValues)
    }
  }

  /// What differs between this expected shape and `actual`, one line per part, naming the part:
  /// "`id` in .rows: expected 2, received 1".
  package func differences(from actual: CaseShape) -> [String] {
    differences(from: actual, within: [], label: nil)
  }

  private func differences(from actual: CaseShape, within: [String], label: String?) -> [String] {
    switch (self, actual) {
    case (.hole, _), (.ignored, _):
      return []
    case (.enumCase(let name, let payload), .enumCase(let actualName, let actualPayload))
    where name == actualName:
      guard let payload, let actualPayload else { return [] }
      let segment = (label.map { "\($0): " } ?? "") + "." + name
      return payload.differences(from: actualPayload, within: within + [segment], label: nil)
    case (.tuple(let parts), .tuple(let actualParts)) where parts.count == actualParts.count:
      return zip(parts, actualParts).enumerated().flatMap { index, pair in
        pair.0.part.differences(
          from: pair.1.part, within: within, label: pair.0.label ?? "element \(index + 1)")
      }
    default:
      guard !matches(actual) else { return [] }
      let part = CaseShapeMessages.part(isCase: isCase, label: label, within: within)
      return [CaseShapeMessages.difference(part, expected: summary, actual: actual.summary)]
    }
  }

  private var isCase: Bool {
    if case .enumCase = self { true } else { false }
  }

  /// The case's name alone, or the value: what a difference shows of a part.
  private var summary: String {
    if case .enumCase(let name, _) = self { return "." + name }
    return rendered()
  }
}

/// The words of the differences between an expected case and the one received.
enum CaseShapeMessages {
  /// "the case of `action` in .rows", "`id` in .rows", "the case": the part of a case that differs.
  static func part(isCase: Bool, label: String?, within: [String]) -> String {
    let named = label.map { "`\($0)`" }
    let part = isCase ? "the case" + (named.map { " of \($0)" } ?? "") : named ?? "the value"
    guard !within.isEmpty else { return part }
    return "\(part) in \(chain(within))"
  }

  /// "`id` in .rows: expected 2, received 1".
  static func difference(_ part: String, expected: String, actual: String) -> String {
    "\(part): expected \(expected), received \(actual)"
  }

  /// The enclosing cases, outside in, as one path: `.path(.element(action: .detail))`.
  private static func chain(_ segments: [String]) -> String {
    segments.reversed().reduce("") { inner, segment in inner.isEmpty ? segment : "\(segment)(\(inner))" }
  }
}
