/// The number of an enum value's case, read by the type's own value witness (`getEnumTag`, which
/// follows the ten words every value witness table starts with and its two 32-bit counts): what
/// reflection reads first, without building a mirror or resolving the payload's type.
///
/// Where function pointers are signed (arm64e) it is never called: ``CaseNamesByTag`` reflects every
/// value there.
///
/// ```swift
/// withUnsafePointer(to: Bool?.some(true)) { EnumTag.of($0, type: Bool?.self) }   // 0: some
/// ```
enum EnumTag {
  /// The case number of the value of enum `type` (an optional included) at `value`.
  ///
  /// ```swift
  /// withUnsafePointer(to: Bool?.none) { EnumTag.of($0, type: Bool?.self) }   // 1
  /// ```
  static func of(_ value: UnsafeRawPointer, type: Any.Type) -> UInt32 {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let word = MemoryLayout<UnsafeRawPointer>.size
    let witnesses = metadata.load(fromByteOffset: -word, as: UnsafeRawPointer.self)
    let getEnumTag = witnesses.load(fromByteOffset: 10 * word + 8, as: GetEnumTag.self)
    return getEnumTag(value, metadata)
  }

  /// The witness's signature: its Swift calling convention passes two pointers as C's does.
  private typealias GetEnumTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
}
