/// How coverage and swarms name a control: its role and label, `button "Delete"`.
///
/// Kept as its parts and hashed without building the text: a run names every control it could pick
/// at every step, and formatting each name cost more than the step.
@usableFromInline
struct ControlName: Hashable {
  @usableFromInline
  enum Role: String {
    case button, toggle, textField
  }

  var role: Role
  var label: String

  @usableFromInline
  init(role: Role, label: String) {
    self.role = role
    self.label = label
  }

  /// The name as coverage reports it.
  var description: String { "\(role.rawValue) \(label.debugDescription)" }

  /// The FNV-1a hash of ``description``'s UTF-8, computed without making it.
  var stableHash: UInt64 {
    var hasher = StableHasher()
    hasher.combine(role.rawValue.utf8)
    hasher.combine(" ".utf8)
    if Self.isWrittenAsIs(label) {
      hasher.combine("\"".utf8)
      hasher.combine(label.utf8)
      hasher.combine("\"".utf8)
    } else {
      hasher.combine(label.debugDescription.utf8)
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

/// FNV-1a over bytes: the same on every run and machine, unlike `Hasher`, which is seeded per process.
struct StableHasher {
  private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

  mutating func combine(_ bytes: some Sequence<UInt8>) {
    for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01B3 }
  }
}
