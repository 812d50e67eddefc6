import Arch

extension Indirect: DumpedAsWrappedProperty {
  /// The wrapped value, which dumps and diffs show in place of the box.
  ///
  /// ```swift
  /// valueDump(Indirect(wrappedValue: 1)) // "1"
  /// ```
  public var dumpRepresentation: Any { wrappedValue }
}
