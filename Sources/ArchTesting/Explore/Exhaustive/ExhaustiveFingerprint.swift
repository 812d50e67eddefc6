import Arch
import ArchDiff

/// A digest of a distinct state that is the same in every process, which ``ExploreShard`` splits an
/// exhaustive search's frontier by: FNV-1a over the dumps of the feature's state and of the actions
/// that started the effects in flight, and the clock's instants.
///
/// ``ExhaustiveStateKey`` tells states apart within one process; it cannot split them across
/// processes, as `Hasher` is seeded per process and `String(reflecting:)` lists a dictionary's
/// entries in its storage order. A dump lists them sorted, so equal states have equal digests
/// wherever they are made. Made only when the search is split, as a dump costs more than the key.
enum ExhaustiveFingerprint {
  static func of<State, Action>(
    state: State, now: TestClock.Instant, deadlines: [TestClock.Instant], effectsStartedBy: [Action]
  ) -> UInt64 {
    var hasher = FingerprintHasher()
    hasher.combine(bytes: dumpText(of: state).utf8)
    for instant in [now] + deadlines {
      hasher.combine(
        bytes: "\n\(instant.offset.components.seconds) \(instant.offset.components.attoseconds)".utf8)
    }
    for action in effectsStartedBy { hasher.combine(bytes: "\n\(dumpText(of: action))".utf8) }
    return hasher.value
  }
}
