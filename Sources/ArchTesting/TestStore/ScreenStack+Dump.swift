import Arch
import ArchDiff

/// A stack dumps as its screens keyed by id, bottom first, so a diff shows a push as an added
/// screen and a pop as a removed one, under the ids a test writes:
///
/// ```swift
/// valueDump(ScreenStack<Int>([7, 8]))   // [0: 7, 1: 8]
/// ```
extension ScreenStack: DumpRepresentable {
  /// The screens keyed by their ids.
  public var dumpRepresentation: Any {
    Dictionary(uniqueKeysWithValues: entries.map { ($0.id, $0.screen) })
  }
}

/// An id dumps as the integer a test writes for it.
///
/// ```swift
/// valueDump(ScreenID(rawValue: 3))   // 3
/// ```
extension ScreenID: DumpRepresentable {
  /// The id's push-order number.
  public var dumpRepresentation: Any { rawValue }
}
