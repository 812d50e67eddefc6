import Arch
import ArchDiff

/// A shared value dumps as its value: in an expectation, the value the test has asserted so far.
///
/// ```swift
/// valueDump(Shared(3, name: "count"))   // 3
/// ```
extension Shared: DumpRepresentable {
  /// The shared value's value.
  public var dumpRepresentation: Any { value }
}
