/// The kind of a type, read from the first word of its metadata (the ABI's `MetadataKind`): what
/// reflection would show of its values, known without one.
///
/// ```swift
/// MetadataKind(of: Int?.self) == .optional   // true
/// ```
package enum MetadataKind: Equatable {
  case structure, enumeration, optional, existential, function, existentialMetatype, other

  /// The kind of `type`.
  ///
  /// ```swift
  /// MetadataKind(of: Any.self) == .existential   // true
  /// ```
  package init(of type: Any.Type) {
    switch unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self) {
    case 0x200: self = .structure
    case 0x201: self = .enumeration
    case 0x202: self = .optional
    // A plain existential (`any P`, `Any`) and a constrained one (`any Collection<Int>`).
    case 0x303, 0x307: self = .existential
    case 0x302: self = .function
    case 0x306: self = .existentialMetatype
    default: self = .other
    }
  }
}
