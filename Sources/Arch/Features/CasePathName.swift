/// How messages name a path of enum cases: the case names reflection could learn, outside in, and,
/// when it could not learn them all, the enum and payload types of the rest.
///
/// Swift cannot name a case from its constructor alone; a name is learnt by embedding a payload of
/// the right type found in a value seen, so a case nobody sent may stay unnamed.
package struct CasePathName: Equatable, Sendable {
  /// The names learnt, outside in: `["destination", "edit"]`.
  package var cases: [String]
  /// The rest of the path, when it could not be named: the enum it is a case of, and its payload.
  package var unnamed: (enumType: String, payloadType: String)?

  package init(cases: [String], unnamed: (enumType: String, payloadType: String)? = nil) {
    self.cases = cases
    self.unnamed = unnamed
  }

  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.cases == rhs.cases && lhs.unnamed?.enumType == rhs.unnamed?.enumType
      && lhs.unnamed?.payloadType == rhs.unnamed?.payloadType
  }

  /// The path of a case of `Root` carrying `Value`, not named yet.
  package static func unnamed<Root, Value>(_ root: Root.Type, _ value: Value.Type) -> Self {
    Self(cases: [], unnamed: (typeNameWithoutModules(Root.self), typeNameWithoutModules(Value.self)))
  }

  /// Names the cases `embed` makes by probing the samples, the latest first.
  static func probing<Root, Value>(_ embed: @escaping @Sendable (Value) -> Root) -> @Sendable ([Root]) -> Self
  {
    { samples in
      for sample in samples.reversed() {
        if let path = EnumReflection.casePath(of: embed, probing: sample) { return Self(cases: path) }
      }
      // No value seen carries the payload: embed a stand-in, when its type has an obvious one.
      if let standIn = StandInValue.of(Value.self) {
        let path = EnumReflection.casePath(of: embed, embedding: standIn)
        if !path.isEmpty { return Self(cases: path) }
      }
      return .unnamed(Root.self, Value.self)
    }
  }

  /// This path followed by `inner`, the path inside its last case.
  func followed(by inner: Self) -> Self {
    guard unnamed == nil else { return self }
    return Self(cases: cases + inner.cases, unnamed: inner.unnamed)
  }
}
