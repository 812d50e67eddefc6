import Foundation

extension Array {
  /// Removes the elements at `offsets`, as a list's swipe-to-delete reports them (SwiftUI has this;
  /// Linux does not).
  mutating func remove(atOffsets offsets: IndexSet) {
    self = enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
  }
}
