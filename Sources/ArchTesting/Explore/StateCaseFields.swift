import Arch
@_spi(Reflection) import Swift

/// The cases of a struct state's enum and optional properties, read from its storage.
///
/// The fields' offsets are learnt once per type: reflecting the whole state at every change cost
/// most of what recording coverage costs. The names are those reflection gives, property by property.
///
/// An optional of a value that is no enum is `none` or `some` without reading it; an enum's case is
/// reflected once per case number (``CaseNamesByTag``); what only a value tells (an existential, a
/// custom mirror) is reflected at every change, as the whole state was.
struct StateCaseFields<State> {
  private var fields: [CaseField]

  /// The enum and optional properties of `state`'s type, or `nil` when it is no plain struct (an
  /// enum, a class, a custom mirror), which the recorder reflects whole.
  init?(learningFrom state: State) {
    guard PlainStruct.isPlain(State.self) else { return nil }
    var fields: [CaseField] = []
    let described = withUnsafePointer(to: state) { storage in
      _forEachField(of: State.self) { name, offset, type, _ in
        if let field = CaseField(
          label: String(cString: name), offset: offset, type: type, in: UnsafeRawPointer(storage))
        {
          fields.append(field)
        }
        return true
      }
    }
    guard described else { return nil }
    self.fields = fields
  }

  /// Adds `state`'s cases, `property.case`, to `cases`.
  mutating func record(_ state: State, into cases: inout Set<String>) {
    withUnsafePointer(to: state) { storage in
      for index in fields.indices { fields[index].record(from: UnsafeRawPointer(storage), into: &cases) }
    }
  }
}

/// The case of a state's property, by reflection.
enum PropertyCase {
  /// An enum's case; for an optional, `none`, or the case of the enum it holds (`some` when it
  /// holds no enum): `destination: Destination?` is how a screen presents one of several others.
  static func name(of value: Any) -> String? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return EnumReflection.caseName(of: value) }
    guard let wrapped = mirror.children.first?.value else { return "none" }
    return EnumReflection.caseName(of: wrapped) ?? "some"
  }
}

/// One enum or optional property of a struct state, and how its case is read.
private struct CaseField {
  private enum Reading {
    /// An optional of a value that is no enum: `none` or `some`, told by `isNone`.
    case noneOrSome(isNone: (UnsafeRawPointer) -> Bool, last: Bool?)
    /// An enum, or an optional of one (told `none` by `isNone`): its names, by case number, and the
    /// last one recorded.
    case remembered(CaseNamesByTag, isNone: ((UnsafeRawPointer) -> Bool)?, last: String?)
    /// A case only the value tells: reflected at every change.
    case reflected
  }

  private let label: String
  private let offset: Int
  private let size: Int
  private let load: (UnsafeRawPointer) -> Any
  private var reading: Reading

  /// The field, when it holds an enum or an optional, as reflecting the first state's value would
  /// tell; `storage` holds that state.
  init?(label: String, offset: Int, type: Any.Type, in storage: UnsafeRawPointer) {
    func loader<Value>(_: Value.Type) -> FieldLoader {
      FieldLoader(size: MemoryLayout<Value>.size) { $0.assumingMemoryBound(to: Value.self).pointee }
    }
    let loader = _openExistential(type, do: loader)
    (size, load) = (loader.size, loader.load)
    self.label = label
    self.offset = offset
    let kind = MetadataKind(of: type)
    if kind == .optional {
      reading = Self.readingOptional(type)
    } else if CaseNamesByTag.canRemember(type) {
      reading = .remembered(CaseNamesByTag(for: type), isNone: nil, last: nil)
    } else if kind == .enumeration || kind == .existential || type is any CustomReflectable.Type {
      // Only the value tells what reflection shows, as it told the walk over the first state.
      let style = Mirror(reflecting: load(storage.advanced(by: offset))).displayStyle
      guard style == .enum || style == .optional else { return nil }
      reading = .reflected
    } else {
      return nil
    }
  }

  private static func readingOptional(_ type: Any.Type) -> Reading {
    let wrapped = (type as! any OptionalField.Type).wrappedType
    let isNone = (type as! any NoneTelling.Type).isNone
    if CaseNamesByTag.canRemember(wrapped) {
      return .remembered(CaseNamesByTag(for: wrapped), isNone: isNone, last: nil)
    }
    switch MetadataKind(of: wrapped) {
    case .enumeration, .existential: return .reflected
    // An optional's mirror is its own: the outer one holds `some` whatever the inner holds.
    case .optional: break
    case .structure, .function, .existentialMetatype, .other:
      if wrapped is any CustomReflectable.Type && !isPlainlyReflected(wrapped) { return .reflected }
    }
    return .noneOrSome(isNone: isNone, last: nil)
  }

  mutating func record(from storage: UnsafeRawPointer, into cases: inout Set<String>) {
    let pointer = storage.advanced(by: offset)
    switch reading {
    case .noneOrSome(let isNone, let last):
      let none = isNone(pointer)
      guard none != last else { return }
      reading = .noneOrSome(isNone: isNone, last: none)
      cases.insert(none ? "\(label).none" : "\(label).some")
    case .remembered(var names, let isNone, let last):
      reading = .reflected  // lets `names` be changed in place
      // An optional's payload lies at its own address.
      let name =
        isNone?(pointer) == true
        ? "\(label).none"
        : names.name(at: pointer) { PropertyCase.name(of: load(pointer)).map { "\(label).\($0)" } }
      reading = .remembered(names, isNone: isNone, last: name)
      if let name, name != last { cases.insert(name) }
    case .reflected:
      if let name = PropertyCase.name(of: load(pointer)) { cases.insert("\(label).\(name)") }
    }
  }
}

/// The size of a field's type, and how to read a value of it at an address.
private struct FieldLoader {
  var size: Int
  var load: (UnsafeRawPointer) -> Any
}

/// Whether reflecting a value of `type`, which reflects itself its own way, shows no enum: the
/// standard library's scalars and collections.
private func isPlainlyReflected(_ type: Any.Type) -> Bool {
  type is any StringProtocol.Type || type is any BinaryInteger.Type || type is any BinaryFloatingPoint.Type
    || type == Bool.self || type == Character.self || type is any ArrayField.Type || type is any SetField.Type
    || type is any DictionaryField.Type
}

/// An optional, telling whether the one at an address holds nothing.
private protocol NoneTelling { static func isNone(at pointer: UnsafeRawPointer) -> Bool }

extension Optional: NoneTelling {
  fileprivate static func isNone(at pointer: UnsafeRawPointer) -> Bool {
    pointer.assumingMemoryBound(to: Self.self).pointee == nil
  }
}
