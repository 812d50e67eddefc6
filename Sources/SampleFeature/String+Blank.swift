import Foundation

extension String {
  /// Empty or only whitespace: not a name.
  var isBlank: Bool { trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
}
