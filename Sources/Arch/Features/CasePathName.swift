/// How messages name a path of enum cases: the shape reflection could learn, with a hole where the
/// path's value goes, and, when it could not learn it, the enum and payload types of the rest.
///
/// Swift cannot name a case from its constructor alone; a name is learnt by embedding a payload of
/// the right type found in a value seen, so a case nobody sent may stay unnamed.
package struct CasePathName {
  /// The cases learnt, outside in, and the values beside them: `.rows(id: 2, action: .tap(_))`,
  /// with a hole where the value goes; `nil` when nothing could be learnt.
  package var shape: CaseShape?
  /// The rest of the path, when it could not be named: the enum it is a case of, and its payload.
  package var unnamed: (enumType: String, payloadType: String)?

  package init(shape: CaseShape?, unnamed: (enumType: String, payloadType: String)? = nil) {
    self.shape = shape
    self.unnamed = unnamed
  }

  /// The path of a case of `Root` carrying `Value`, not named yet.
  package static func unnamed<Root, Value>(_ root: Root.Type, _ value: Value.Type) -> Self {
    Self(shape: nil, unnamed: (typeNameWithoutModules(Root.self), typeNameWithoutModules(Value.self)))
  }

  /// Names the cases `embed` makes by probing the samples, the latest first.
  static func probing<Root, Value>(_ embed: @escaping @Sendable (Value) -> Root) -> @Sendable ([Root]) -> Self
  {
    { samples in
      for sample in samples.reversed() {
        if let shape = EnumReflection.shape(of: embed, probing: sample) { return Self(shape: shape) }
      }
      // No value seen carries the payload: embed a stand-in, when its type has an obvious one.
      if let standIn = StandInValue.of(Value.self),
        let shape = EnumReflection.shape(of: embed, embedding: standIn)
      {
        return Self(shape: shape)
      }
      return .unnamed(Root.self, Value.self)
    }
  }

  /// This path followed by `inner`, the path inside its hole.
  func followed(by inner: Self) -> Self {
    guard unnamed == nil else { return self }
    guard let shape else { return inner }
    return Self(shape: inner.shape.map(shape.fillingHole) ?? shape, unnamed: inner.unnamed)
  }

  /// The path as messages show it: `.destination(.edit)`, `.rows(id: 2, action: .tap)`, or, where
  /// a case could not be named, its enum and payload types: `.destination(Destination case with
  /// EditForm)`.
  package var text: String {
    let unnamedText = unnamed.map { "\($0.enumType) case with \($0.payloadType)" }
    return shape?.rendered(hole: unnamedText) ?? unnamedText ?? ""
  }
}
