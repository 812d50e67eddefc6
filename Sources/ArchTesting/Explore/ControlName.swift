import Arch

/// How coverage and swarms name a control: its role and label, `button "Delete"`.
///
/// Kept as its parts and hashed without building the text: a run names every control it could pick
/// at every step, and formatting each name cost more than the step.
@usableFromInline
struct ControlName: Hashable {
  var role: ViewRole
  var label: String

  @usableFromInline
  init(role: ViewRole, label: String) {
    self.role = role
    self.label = label
  }

  /// The name of `node`, or `nil` when it offers no interaction.
  ///
  /// The one place a control is named, so coverage, swarms and the explorer's controls agree; the
  /// label is the one a query finds the node by.
  @inlinable
  init?<Action>(of node: ViewNode<Action>) {
    guard ViewInteraction.count(offeredBy: node.kind) > 0, let label = node.queryLabel else { return nil }
    self.init(role: ViewRole(of: node), label: label)
  }

  /// The name as coverage reports it.
  var description: String { "\(role.rawValue) \(label.debugDescription)" }

  /// The FNV-1a hash of ``description``'s UTF-8, computed without making it.
  var stableHash: UInt64 {
    var hasher = FingerprintHasher()
    hasher.combine(bytes: role.rawValue.utf8)
    hasher.combine(bytes: " ".utf8)
    if Self.isWrittenAsIs(label) {
      hasher.combine(bytes: "\"".utf8)
      hasher.combine(bytes: label.utf8)
      hasher.combine(bytes: "\"".utf8)
    } else {
      hasher.combine(bytes: label.debugDescription.utf8)
    }
    return hasher.value
  }

  /// Whether `debugDescription` only puts quotes around `label`: printable ASCII, no quote, no
  /// backslash.
  private static func isWrittenAsIs(_ label: String) -> Bool {
    label.utf8.allSatisfy {
      (0x20...0x7E).contains($0) && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
    }
  }
}
