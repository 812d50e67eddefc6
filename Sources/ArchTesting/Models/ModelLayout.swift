import Foundation
@_spi(Reflection) import Swift
import SwiftShims

/// How the change check reads, and puts back, the stored properties of one class: learned once per
/// class, so a model of a thousand objects is read without a `Mirror` per object.
final class ModelLayout {
  /// What a field holds, which decides how it is frozen and compared.
  enum Kind {
    /// A value with no object inside, compared with `equal`.
    case plain(equal: (Any, Any) -> Bool)
    /// An object, or an optional one.
    case object(references: (Any) -> AnyObject?)
    /// An array of objects.
    case objects(references: (Any) -> [AnyObject])
    /// Anything else, which may hold objects: frozen as its dump.
    case other
    /// A field the class's `DumpRedacting` masks.
    case redacted

    /// Whether the field holds objects the reading follows.
    var refersToObjects: Bool {
      switch self {
      case .object, .objects: return true
      case .plain, .other, .redacted: return false
      }
    }
  }

  struct Field {
    var name: String
    var kind: Kind
    /// Where the field lies in the object, and how to load and store a value of its type there;
    /// `nil` when the field is read through a `Mirror` and never written: a `weak` or `unowned`
    /// reference, stored in a form a plain load or store would misread, or any field of a class the
    /// runtime cannot describe.
    var storage: FieldStorage?
    /// Its place among the children of the object's `Mirror`, superclass first.
    var mirrorIndex: Int
  }

  let typeName: String
  let fields: [Field]
  /// The fields read by `Mirror`, which ``restore(_:into:)`` cannot put back.
  let unrestorable: [Int]
  /// The hash of an `Identifiable` object's `id`, to align arrays of models by identity.
  let idHash: ((AnyObject) -> Int)?
  /// Where the fields' bytes lie, adjacent fields merged; `nil` when equal bytes would not mean
  /// equal fields: a field is read through `Mirror`, or holds a value that may hold objects.
  let byteRanges: [Range<Int>]?
  /// Where each field's bytes lie in the copy ``bytes(of:)`` makes, when there are ``byteRanges``.
  let copySpans: [Range<Int>]

  init(of object: AnyObject, kinds: inout FieldKinds) {
    let type: AnyObject.Type = Swift.type(of: object)
    typeName = shortTypeName(type)
    idHash = identityHasher(for: object)
    let hidden = (type as? any DumpRedacting.Type)?.hiddenDumpFields ?? []
    let redacted = (type as? any DumpRedacting.Type)?.redactedDumpFields ?? []
    var raw = storedFields(of: type) ?? mirroredFields(of: object)
    // A custom mirror does not list the stored fields, so a `weak` or `unowned` one cannot be read.
    if object is any CustomReflectable, raw.contains(where: { $0.storage != nil }) {
      raw.removeAll { $0.storage == nil }
    }
    let visible = Self.visibleFields(raw, hidden: hidden, redacted: redacted, kinds: &kinds)
    fields = visible
    unrestorable = visible.indices.filter { visible[$0].storage == nil }
    byteRanges = Self.byteRanges(of: visible)
    copySpans = byteRanges.map { Self.copySpans(of: visible, in: $0) } ?? []
  }

  private static func copySpans(of fields: [Field], in ranges: [Range<Int>]) -> [Range<Int>] {
    fields.map { field in
      let storage = field.storage!
      var start = 0
      for range in ranges {
        if range.lowerBound <= storage.offset, storage.offset <= range.upperBound {
          start += storage.offset - range.lowerBound
          break
        }
        start += range.count
      }
      return start..<(start + storage.size)
    }
  }

  /// Whether two copies made by ``bytes(of:)`` hold the same bytes for the field at `index`.
  func sameBytes(_ old: [UInt8], _ new: [UInt8], field index: Int) -> Bool {
    guard !copySpans.isEmpty else { return false }
    let span = copySpans[index]
    return old[span].elementsEqual(new[span])
  }

  private static func byteRanges(of fields: [Field]) -> [Range<Int>]? {
    var ranges: [Range<Int>] = []
    for field in fields {
      guard let storage = field.storage else { return nil }
      if case .other = field.kind { return nil }
      ranges.append(storage.offset..<(storage.offset + storage.size))
    }
    var merged: [Range<Int>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = merged.last, range.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    return merged
  }

  /// The bytes of `object`'s fields, to tell later whether they changed; empty without
  /// ``byteRanges``.
  func bytes(of object: AnyObject) -> [UInt8] {
    guard let byteRanges else { return [] }
    let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    var bytes: [UInt8] = []
    bytes.reserveCapacity(byteRanges.reduce(0) { $0 + $1.count })
    for range in byteRanges {
      bytes.append(contentsOf: UnsafeRawBufferPointer(start: base + range.lowerBound, count: range.count))
    }
    return bytes
  }

  /// Whether `object`'s fields still hold `bytes`, read by ``bytes(of:)``; `false` without
  /// ``byteRanges``.
  func holds(_ bytes: [UInt8], in object: AnyObject) -> Bool {
    guard let byteRanges else { return false }
    let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    return bytes.withUnsafeBytes { saved in
      var start = 0
      for range in byteRanges {
        guard memcmp(base + range.lowerBound, saved.baseAddress! + start, range.count) == 0 else {
          return false
        }
        start += range.count
      }
      return true
    }
  }

  /// The fields as a dump shows them: `@Observable`'s `_count` as `count`, its registrar left out,
  /// and so are closures and existentials, the model's services (`any Clock<Duration>`), not its
  /// state.
  private static func visibleFields(
    _ raw: [(name: String, type: Any.Type, storage: FieldStorage?)], hidden: Set<String>,
    redacted: Set<String>, kinds: inout FieldKinds
  ) -> [Field] {
    let isObservable = raw.contains { $0.name == observationRegistrarField }
    var fields: [Field] = []
    for (index, field) in raw.enumerated() where field.name != observationRegistrarField {
      var name = field.name
      if isObservable, name.hasPrefix("_") { name.removeFirst() }
      if hidden.contains(name) || isDependency(field.type) { continue }
      let kind = redacted.contains(name) ? .redacted : kinds.kind(of: field.type)
      fields.append(Field(name: name, kind: kind, storage: field.storage, mirrorIndex: index))
    }
    return fields
  }

  /// The current values of `object`'s fields, in order.
  func values(of object: AnyObject) -> [Any] {
    // `Mirror` loads a `weak` reference as the object or `nil`, and an `unowned` one as a strong
    // reference it retains.
    let children = unrestorable.isEmpty ? [] : Mirror(reflecting: object).allChildren
    let base = UnsafeMutableRawPointer(Unmanaged.passUnretained(object).toOpaque())
    var values: [Any] = []
    values.reserveCapacity(fields.count)
    for field in fields {
      values.append(field.storage.map { $0.load(base) } ?? children[field.mirrorIndex].value)
    }
    return values
  }

  /// Puts `values`, read earlier by ``values(of:)``, back into `object`, without calling setters.
  ///
  /// The fields in ``unrestorable`` keep their current values.
  func restore(_ values: [Any], into object: AnyObject) {
    let base = UnsafeMutableRawPointer(Unmanaged.passUnretained(object).toOpaque())
    for index in fields.indices { fields[index].storage?.store(values[index], base) }
  }
}

/// Where a stored field lies and how to move a value of its type in and out.
struct FieldStorage {
  var offset: Int
  /// The size of a value of the field's type.
  var size: Int
  var load: (UnsafeMutableRawPointer) -> Any
  var store: (Any, UnsafeMutableRawPointer) -> Void

  init(offset: Int, type: Any.Type) {
    func make<Value>(_: Value.Type) -> FieldStorage {
      FieldStorage(
        offset: offset, size: MemoryLayout<Value>.size,
        load: { $0.advanced(by: offset).assumingMemoryBound(to: Value.self).pointee },
        store: { $1.advanced(by: offset).assumingMemoryBound(to: Value.self).pointee = $0 as! Value })
    }
    self = _openExistential(type, do: make)
  }

  private init(
    offset: Int, size: Int, load: @escaping (UnsafeMutableRawPointer) -> Any,
    store: @escaping (Any, UnsafeMutableRawPointer) -> Void
  ) {
    self.offset = offset
    self.size = size
    self.load = load
    self.store = store
  }
}

private let observationRegistrarField = "_$observationRegistrar"

/// `_EachFieldOptions.classType`, spelled by value: the static is a mutable global, which strict
/// concurrency refuses to read.
private var classFieldOptions: _EachFieldOptions { _EachFieldOptions(rawValue: 1 << 0) }

/// The stored fields of a class and its superclasses, superclass first, with where each lies; a
/// `weak`, `unowned` or `unowned(unsafe)` field gets no storage, as the walk reports it with the type
/// of the strong reference it is not.
private func storedFields(of type: AnyObject.Type) -> [(
  name: String, type: Any.Type, storage: FieldStorage?
)]? {
  var fields: [(name: String, type: Any.Type, storage: FieldStorage?)] = []
  let described = _forEachField(of: type, options: classFieldOptions) { name, offset, fieldType, _ in
    let storage =
      isStrongField(of: type, at: fields.count) ? FieldStorage(offset: offset, type: fieldType) : nil
    fields.append((String(cString: name), fieldType, storage))
    return true
  }
  return described ? fields : nil
}

/// Whether the field at `index` of a class and its superclasses, counted as `_forEachField` counts
/// them, holds a strong reference or a value: the same runtime entry point the stdlib's key-path walk
/// asks, which the walk does not offer for classes.
private func isStrongField(of type: AnyObject.Type, at index: Int) -> Bool {
  var field = _FieldReflectionMetadata()
  _ = recursiveChildMetadata(type, index: index, fieldMetadata: &field)
  defer { field.freeFunc?(field.name) }
  return field.isStrong
}

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func recursiveChildMetadata(
  _ type: Any.Type, index: Int, fieldMetadata: UnsafeMutablePointer<_FieldReflectionMetadata>
) -> Any.Type

private func mirroredFields(of object: AnyObject) -> [(name: String, type: Any.Type, storage: FieldStorage?)]
{
  Mirror(reflecting: object).allChildren.map { ($0.name, Swift.type(of: $0.value), nil) }
}

extension Mirror {
  /// The labelled children of a class and its superclasses, superclass first.
  fileprivate var allChildren: [(name: String, value: Any)] {
    (superclassMirror?.allChildren ?? []) + children.map { ($0.label ?? "", $0.value) }
  }
}

private func identityHasher(for object: AnyObject) -> ((AnyObject) -> Int)? {
  guard let identifiable = object as? any Identifiable else { return nil }
  func make<Model: Identifiable>(_: Model) -> (AnyObject) -> Int {
    { ($0 as! Model).id.hashValue }
  }
  return make(identifiable)
}
