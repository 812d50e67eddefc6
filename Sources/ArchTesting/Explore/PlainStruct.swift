import Arch

/// Whether a value can be read from its storage, property by property, as reflection shows it: a
/// struct, not an enum or a class, and without a custom mirror, whose children may be anything.
enum PlainStruct {
  /// Whether `value` is such a struct.
  static func isPlain<Value>(_ value: Value) -> Bool {
    MetadataKind(of: Value.self) == .structure && !(value is any CustomReflectable)
  }
}
