import Foundation
@_spi(Reflection) import Swift

/// Which types hold no object that can change in place: numbers, strings and the other scalars,
/// enums whose cases carry no payload, optionals and standard collections of such types, and
/// structs made only of them.
///
/// A value of such a type is all in its bits and in copy-on-write storage, which cannot change
/// while a copy shares it: two values with the same bits are the same value, and a copy kept aside
/// stays what it was. A class, a closure, an existential or an enum with payloads (which reflection
/// does not show) may hold an object, so they count as holding one. Learned once per type.
///
/// ```swift
/// var types = ObjectFreeTypes()
/// types.holdsNoObjects([String].self)   // true
/// ```
package struct ObjectFreeTypes {
  private var known: [ObjectIdentifier: Bool] = [:]
  /// The types being classified now.
  private var classifying: Set<ObjectIdentifier> = []
  /// Types found to hold no object while assuming that of a type still being classified: true only
  /// if the outermost type holds none.
  private var holdingNoneIfOutermostDoes: [ObjectIdentifier] = []
  private let excluded: (Any.Type) -> Bool

  /// Makes a classifier that also counts the types `excluded` picks as holding objects.
  ///
  /// ```swift
  /// var types = ObjectFreeTypes(excluding: { $0 == Substring.self })
  /// ```
  package init(excluding excluded: @escaping (Any.Type) -> Bool = { _ in false }) {
    self.excluded = excluded
  }

  /// Whether values of `type` hold no object that can change in place.
  ///
  /// ```swift
  /// types.holdsNoObjects(Int?.self)   // true
  /// ```
  package mutating func holdsNoObjects(_ type: Any.Type) -> Bool {
    let id = ObjectIdentifier(type)
    if let known = known[id] { return known }
    // A type met again while it is being classified (a `Node` holding `[Node]`) holds objects only
    // if its other fields do: assumed not to, until the outermost type's answer settles it.
    if classifying.contains(id) { return true }
    let isOutermost = classifying.isEmpty
    classifying.insert(id)
    let holdsNone = computeHoldsNoObjects(type)
    classifying.remove(id)
    if !holdsNone {
      known[id] = false
    } else if isOutermost {
      known[id] = true
      for assumed in holdingNoneIfOutermostDoes { known[assumed] = true }
    } else {
      holdingNoneIfOutermostDoes.append(id)
    }
    if isOutermost { holdingNoneIfOutermostDoes.removeAll() }
    return holdsNone
  }

  private mutating func computeHoldsNoObjects(_ type: Any.Type) -> Bool {
    if isScalar(type) { return true }
    if excluded(type) { return false }
    if isEnumWithoutPayloads(type) { return true }
    if let optional = type as? any OptionalField.Type { return holdsNoObjects(optional.wrappedType) }
    if let array = type as? any ArrayField.Type { return holdsNoObjects(array.elementType) }
    if let set = type as? any SetField.Type { return holdsNoObjects(set.elementType) }
    if let dictionary = type as? any DictionaryField.Type {
      return holdsNoObjects(dictionary.keyType) && holdsNoObjects(dictionary.valueType)
    }
    guard isStruct(type) else { return false }
    var fieldTypes: [Any.Type] = []
    let described = _forEachField(of: type) { _, _, fieldType, _ in
      fieldTypes.append(fieldType)
      return true
    }
    return described && fieldTypes.allSatisfy { holdsNoObjects($0) }
  }
}

private func isScalar(_ type: Any.Type) -> Bool {
  if type is any BinaryInteger.Type || type is any BinaryFloatingPoint.Type { return true }
  let scalars: [Any.Type] = [
    String.self, Substring.self, Character.self, Bool.self, Date.self, UUID.self, URL.self, Data.self,
    Decimal.self,
  ]
  return scalars.contains { $0 == type }
}

/// Whether `type` is a struct: the field walk above describes enums as types without fields, which
/// would pass for holding none.
private func isStruct(_ type: Any.Type) -> Bool { MetadataKind(of: type) == .structure }

/// Whether `type` is an enum none of whose cases carries a payload, read from its metadata's kind and
/// its descriptor's count of payload cases (the low 24 bits of the word
/// after the five that every type descriptor starts with).
private func isEnumWithoutPayloads(_ type: Any.Type) -> Bool {
  guard MetadataKind(of: type) == .enumeration else { return false }
  let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
  let descriptor = metadata.load(fromByteOffset: MemoryLayout<UInt>.size, as: UnsafeRawPointer.self)
  return descriptor.load(fromByteOffset: 20, as: UInt32.self) & 0x00FF_FFFF == 0
}

/// An optional, seen through the type it wraps.
package protocol OptionalField { static var wrappedType: Any.Type { get } }
/// An array, seen through its element type.
package protocol ArrayField { static var elementType: Any.Type { get } }
/// A set, seen through its element type.
package protocol SetField { static var elementType: Any.Type { get } }
/// A dictionary, seen through its key and value types.
package protocol DictionaryField {
  static var keyType: Any.Type { get }
  static var valueType: Any.Type { get }
}

extension Optional: OptionalField { package static var wrappedType: Any.Type { Wrapped.self } }
extension Array: ArrayField { package static var elementType: Any.Type { Element.self } }
extension Set: SetField { package static var elementType: Any.Type { Element.self } }
extension Dictionary: DictionaryField {
  package static var keyType: Any.Type { Key.self }
  package static var valueType: Any.Type { Value.self }
}
