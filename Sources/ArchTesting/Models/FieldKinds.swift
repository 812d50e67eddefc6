import Foundation

/// What the fields of each type hold — objects to follow, or values to compare with `==` — learned
/// once per type from its static shape, so reading a model costs no cast per value.
struct FieldKinds {
  private var kinds: [ObjectIdentifier: ModelLayout.Kind] = [:]
  // A type that dumps itself may hide what it holds.
  private var plainTypes = ObjectFreeTypes(excluding: { $0 is any DumpRepresentable.Type })

  mutating func kind(of type: Any.Type) -> ModelLayout.Kind {
    if let known = kinds[ObjectIdentifier(type)] { return known }
    let kind = classify(type)
    kinds[ObjectIdentifier(type)] = kind
    return kind
  }

  private mutating func classify(_ type: Any.Type) -> ModelLayout.Kind {
    if let objectType = type as? AnyObject.Type { return .object(references: reference(to: objectType)) }
    if let optional = type as? any OptionalField.Type, let wrapped = optional.wrappedType as? AnyObject.Type {
      return .object(references: optionalReference(to: wrapped))
    }
    if let array = type as? any ArrayField.Type, let element = array.elementType as? AnyObject.Type {
      return .objects(references: references(to: element))
    }
    return isPlain(type) ? .plain(equal: equality(of: type)) : .other
  }

  /// Whether values of `type` can hold no object, so a copy is a frozen copy.
  private mutating func isPlain(_ type: Any.Type) -> Bool { plainTypes.holdsNoObjects(type) }
}

/// Whether a field of `type` holds a service rather than state: a closure or an existential, such as
/// `any Clock<Duration>` (the ABI's metadata kinds `Function`, `Existential`, `ExistentialMetatype`
/// and `ExtendedExistential`).
func isDependency(_ type: Any.Type) -> Bool {
  [.function, .existential, .existentialMetatype].contains(MetadataKind(of: type))
}

/// `==` for values of `type`, or equal dumps when it is not `Equatable`.
private func equality(of type: Any.Type) -> (Any, Any) -> Bool {
  if let floatingPoint = type as? any BinaryFloatingPoint.Type {
    return floatingPointEquality(of: floatingPoint)
  }
  guard let equatable = type as? any Equatable.Type else { return { dumpText(of: $0) == dumpText(of: $1) } }
  func make<Value: Equatable>(_: Value.Type) -> (Any, Any) -> Bool {
    {
      let (old, new) = ($0 as! Value, $1 as! Value)
      // The same bytes of a type that holds no object are the same value, even where `==` says
      // otherwise: an optional or an array holding a NaN that the step left alone.
      return old == new || ValueBits.same(old, new)
    }
  }
  return make(equatable)
}

/// `==`, except that two NaNs are the same value: a model holding `.nan` would otherwise differ
/// from itself, and every check of it would fail.
private func floatingPointEquality(of type: any BinaryFloatingPoint.Type) -> (Any, Any) -> Bool {
  func make<Value: BinaryFloatingPoint>(_: Value.Type) -> (Any, Any) -> Bool {
    {
      let (old, new) = ($0 as! Value, $1 as! Value)
      return old == new || (old.isNaN && new.isNaN)
    }
  }
  return make(type)
}

private func reference(to type: AnyObject.Type) -> (Any) -> AnyObject? {
  func make<Model: AnyObject>(_: Model.Type) -> (Any) -> AnyObject? { { $0 as! Model } }
  return make(type)
}

private func optionalReference(to type: AnyObject.Type) -> (Any) -> AnyObject? {
  func make<Model: AnyObject>(_: Model.Type) -> (Any) -> AnyObject? { { $0 as! Model? } }
  return make(type)
}

private func references(to type: AnyObject.Type) -> (Any) -> [AnyObject] {
  func make<Model: AnyObject>(_: Model.Type) -> (Any) -> [AnyObject] { { ($0 as! [Model]) as [AnyObject] } }
  return make(type)
}
