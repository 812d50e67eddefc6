import Foundation

/// What the dumper learned about a type the first time it met it, so later values of that type
/// skip the casts and name formatting.
struct DumpTypeInfo {
  enum Kind {
    case string, int, double, bool, number, character, substring
    case date, url, uuid, data, decimal, nsError, metatype, duration
    case custom, outline, optional, dictionary, set, array, redacted
    case collection, structure, object, enumeration, tuple
    case opaque
  }

  var kind: Kind
  var name: String
  var redactedFields: Set<String> = []
  var hiddenFields: Set<String> = []
  var isIdentifiable = false
  /// For plain structs, where each field lies in memory; `nil` means fields are read by `Mirror`.
  var fieldLayout: FieldLayout?

  var hasFieldRules: Bool { !redactedFields.isEmpty || !hiddenFields.isEmpty }

  init(of value: Any) {
    let type = Swift.type(of: value)
    name = shortTypeName(type)
    kind = DumpTypeInfo.kind(of: value)
    isIdentifiable = value is any Identifiable
    if kind == .structure, Mirror(reflecting: value).displayStyle == .struct {
      fieldLayout = FieldLayout(of: type, customMirror: value is any CustomReflectable)
    }
    if let rules = type as? any DumpRedacting.Type {
      redactedFields = rules.redactedDumpFields
      hiddenFields = rules.hiddenDumpFields
    }
  }

  private static func kind(of value: Any) -> Kind {
    if value is any DumpRepresentable { return .custom }
    if value is DumpOutline { return .outline }
    // Optionals come before scalars: `is String` is true of `Optional("a")`, and the kind is cached
    // for the type, so a later `nil` would be read as a string.
    if value is any DumpableOptional { return .optional }
    if let scalar = scalarKind(of: value) { return scalar }
    // Collections come before the Foundation types: `is NSError` on an array would bridge it.
    if value is RedactedPlaceholder { return .redacted }
    if value is any DumpableArray { return .array }
    if value is any DumpableDictionary { return .dictionary }
    if value is any DumpableSet { return .set }
    if let foundation = foundationKind(of: value) { return foundation }
    return reflectedKind(of: value)
  }

  private static func scalarKind(of value: Any) -> Kind? {
    switch value {
    case is String: return .string
    case is Int: return .int
    case is Double: return .double
    case is Bool: return .bool
    case is Substring: return .substring
    case is Character: return .character
    case is any BinaryInteger, is any BinaryFloatingPoint: return .number
    case is Any.Type: return .metatype
    case is Duration: return .duration
    default: return nil
    }
  }

  private static func foundationKind(of value: Any) -> Kind? {
    switch value {
    case is Date: return .date
    case is URL: return .url
    case is UUID: return .uuid
    case is Data: return .data
    case is Decimal: return .decimal
    case is NSError: return .nsError
    default: return nil
    }
  }

  private static func reflectedKind(of value: Any) -> Kind {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .struct: return .structure
    case .class: return .object
    case .enum: return .enumeration
    case .tuple: return .tuple
    case .collection, .set, .dictionary: return .collection
    default: return mirror.children.isEmpty ? .opaque : .structure
    }
  }
}

/// Stands in for a redacted field's value.
struct RedactedPlaceholder {}
