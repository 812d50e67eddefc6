import Arch
import Testing

@testable import ArchTesting

/// A control's name is hashed without being written out, to the same value as its text, so swarms
/// favour the same controls as when they hashed names as text.
struct ControlNameTests {
  static let labels = ["Delete", "", "Say \"hi\"", #"a\b"#, "Crème brûlée", "tab\there", "line\nfeed", "🥚"]

  @Test(arguments: labels)
  func theHashIsTheHashOfTheName(_ label: String) {
    for role in [ViewRole.button, .toggle, .textField] {
      let name = ControlName(role: role, label: label)
      var hasher = FingerprintHasher()
      hasher.combine(bytes: name.description.utf8)
      #expect(name.stableHash == hasher.value, "\(name.description)")
    }
  }

  @Test func aSwarmFavoursAControlAsItFavoursItsName() {
    for seed in UInt64(1)...50 {
      let swarm = ExploreSwarm(runSeed: seed)
      for label in Self.labels {
        let name = ControlName(role: .button, label: label)
        #expect(swarm.includes(name) == swarm.includes(name.description))
      }
    }
  }

  @Test func theNameIsTheRoleAndTheQuotedLabel() {
    #expect(ControlName(role: .textField, label: "Say \"hi\"").description == #"textField "Say \"hi\"""#)
  }
}
