@_spi(Reflection) import Swift

/// Reads the stored properties of a struct straight from its memory, using a layout computed once
/// per type.
///
/// `Mirror` looks each field's type up by name on every access, which made it the
/// largest cost of dumping a big state; this is several times faster.
struct FieldLayout {
  struct Field {
    var name: String
    var offset: Int
    var load: (UnsafeRawPointer) -> Any
  }

  var fields: [Field]

  /// The layout of a plain struct, or `nil` when `Mirror` must be used: a type with a custom
  /// mirror, or one the runtime cannot describe.
  init?(of type: Any.Type, customMirror: Bool) {
    if customMirror || !hasOnlyStrongStoredFields(type) { return nil }
    var fields: [Field] = []
    let described = _forEachField(of: type) { name, offset, fieldType, _ in
      fields.append(Field(name: String(cString: name), offset: offset, load: loader(for: fieldType)))
      return true
    }
    guard described else { return nil }
    self.fields = fields
  }

  /// The values of `value`'s fields, in declaration order.
  func values(of value: Any) -> [Any] {
    if fields.isEmpty { return [] }
    func read<Value>(_ value: Value) -> [Any] {
      // A value boxed twice (a generic argument that is itself `any Sendable`, as a shared value's
      // snapshot is) opens to its inner box, not the struct this layout describes: open that too.
      if Value.self == Any.self { return _openExistential(unsafeBitCast(value, to: Any.self), do: read) }
      var copy = value
      return withUnsafeBytes(of: &copy) { bytes in
        let base = bytes.baseAddress!
        return fields.map { $0.load(base + $0.offset) }
      }
    }
    return _openExistential(value, do: read)
  }
}

private func loader(for type: Any.Type) -> (UnsafeRawPointer) -> Any {
  func make<Field>(_: Field.Type) -> (UnsafeRawPointer) -> Any {
    { $0.assumingMemoryBound(to: Field.self).pointee }
  }
  return _openExistential(type, do: make)
}

/// Whether every field is held strongly and of a kind a plain load can copy.
///
/// A `weak` or `unowned`
/// field is stored as a special reference that only `Mirror` reads safely; the stdlib's key-path
/// walk refuses exactly those fields (and functions, metatypes), so it serves as the check.
private func hasOnlyStrongStoredFields(_ type: Any.Type) -> Bool {
  func check<Root>(_ root: Root.Type) -> Bool {
    _forEachFieldWithKeyPath(of: root) { _, _ in true }
  }
  return _openExistential(type, do: check)
}
