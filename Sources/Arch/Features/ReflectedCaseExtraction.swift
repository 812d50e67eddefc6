import ArchLocking

/// Extracts the value of the case a constructor makes, by ``EnumReflection``, and learns from the
/// second value it extracts whether the constructor is one case deep (`AppAction.row`).
///
/// Learning costs the shapes of one more value, so a case made for one extraction (an expectation's
/// `path[id:case:]`) never pays it. From then on, for a one-case constructor, the case's name alone
/// decides: one reflection of the root instead of the shapes of two whole values, a price a composed
/// feature otherwise pays for every action it routes. A nested constructor (`{ .destination(.edit($0)) }`) keeps comparing
/// shapes.
///
/// ```swift
/// let extraction = ReflectedCaseExtraction(AppAction.row)
/// extraction.extract(from: .row(.toggle)) // .toggle
/// ```
final class ReflectedCaseExtraction<Root, Value>: Sendable {
  private enum Depth: Sendable {
    case unknown(extractions: Int)
    case oneCase(named: String)
    case deeper
  }

  private let embed: @Sendable (Value) -> Root
  private let depth = Locked(Depth.unknown(extractions: 0))

  init(_ embed: @escaping @Sendable (Value) -> Root) { self.embed = embed }

  /// The value the constructor put in `root`, if `root` is its case.
  func extract(from root: Root) -> Value? {
    switch depth.withLock({ $0 }) {
    case .oneCase(let name):
      return EnumReflection.payload(of: root, inCaseNamed: name, as: Value.self)
    case .deeper:
      return EnumReflection.extract(embed, from: root)
    case .unknown(let extractions):
      guard let found = EnumReflection.extract(embed, from: root) else { return nil }
      let learned =
        extractions == 0
        ? .unknown(extractions: 1) : Self.depth(of: EnumReflection.shape(of: embed, embedding: found))
      depth.withLock { $0 = learned }
      return found
    }
  }

  /// One case deep when the constructor's value is the payload of its outermost case.
  private static func depth(of shape: CaseShape?) -> Depth {
    if case .enumCase(let name, payload: .hole?) = shape { return .oneCase(named: name) }
    return .deeper
  }
}
