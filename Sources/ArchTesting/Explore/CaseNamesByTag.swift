import Arch

/// The case names reflection gives the values of one enum type, kept by case number (``EnumTag``):
/// reflecting every action, output and changed property cost a step more than the rest of its
/// coverage, while a type has few cases.
///
/// A type whose names are not a function of the case (one that describes or reflects itself its
/// own way: a no-payload case is named by its description) is reflected at every value.
struct CaseNamesByTag {
  private let type: Any.Type
  private let remembers: Bool
  private var names: [UInt32: String?] = [:]

  /// A table for the values of `type`.
  init(for type: Any.Type) {
    self.type = type
    remembers = Self.canRemember(type)
  }

  /// The name `read` gives for the value at `value`, read once per case.
  mutating func name(at value: UnsafeRawPointer, reading read: () -> String?) -> String? {
    guard remembers else { return read() }
    let tag = EnumTag.of(value, type: type)
    if let known = names[tag] { return known }
    let name = read()
    names[tag] = name
    return name
  }

  /// Whether the name reflection gives a value of `type` is a function of its case: an enum's case
  /// name, unless the enum describes or reflects itself its own way.
  static func canRemember(_ type: Any.Type) -> Bool {
    #if _ptrauth(_arm64e)
      // There the value witness ``EnumTag`` calls is a signed pointer: every value is reflected.
      return false
    #else
      return MetadataKind(of: type) == .enumeration && !(type is any CustomReflectable.Type)
        && !(type is any CustomStringConvertible.Type) && !(type is any CustomDebugStringConvertible.Type)
        && !(type is any TextOutputStreamable.Type)
    #endif
  }
}
