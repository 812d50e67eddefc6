import Arch

/// Whether a value can be read from its storage, property by property, as reflection shows it: a
/// struct, not an enum or a class, and without a custom mirror, whose children may be anything.
enum PlainStruct {
  /// Whether values of `type` are such structs.
  static func isPlain(_ type: Any.Type) -> Bool {
    MetadataKind(of: type) == .structure && !(type is any CustomReflectable.Type)
  }
}
