import Arch

/// Which kinds of steps one run favours (swarm testing): each kind, the view's controls, the
/// generators, the clock, and each control and generator by name, is in the run's swarm or not,
/// decided by the run's seed.
///
/// Runs keep a kind one time in two, four or eight (the seed picks), so
/// some runs vary a lot and some repeat one or two kinds.
///
/// A run draws its steps among the kinds in its swarm, and among all of them only when none is
/// offered. Runs that leave most kinds out repeat the few they keep, which is how a bug that needs one
/// control used many times in a row, or a long wait, is found with the default budget. Only fresh
/// draws are steered: a replay takes its recorded choices as they are, so shrinking is unchanged.
struct ExploreSwarm {
  private let seed: UInt64
  /// The run keeps a kind one time in this many: 2, 4 or 8.
  private let keepsOneIn: UInt64

  init(runSeed: UInt64) {
    seed = runSeed ^ 0x5A4D_5357_4152_4D00
    var generator = SplitMix64(seed: seed)
    keepsOneIn = 2 << (generator.next() % 3)
  }

  /// What ``includes(_:)`` answered so far: a run asks about every control of the view at every
  /// step, and hashing a name byte by byte costs more than looking the answer up.
  private let answers = Answers()

  /// Whether the run favours steps of this kind.
  func includes(_ kind: String) -> Bool {
    if let known = answers.byKind[kind] { return known }
    var hasher = FingerprintHasher()
    hasher.combine(bytes: kind.utf8)
    let answer = includes(hashed: hasher.value)
    answers.byKind[kind] = answer
    return answer
  }

  /// Whether the run favours using this control: the same answer as for its name as text.
  func includes(_ control: ControlName) -> Bool {
    if let known = answers.byControl[control] { return known }
    let answer = includes(hashed: control.stableHash)
    answers.byControl[control] = answer
    return answer
  }

  /// The answers of one run's swarm, by kind and by control.
  private final class Answers {
    var byKind: [String: Bool] = [:]
    var byControl: [ControlName: Bool] = [:]
  }

  private func includes(hashed kind: UInt64) -> Bool {
    var generator = SplitMix64(seed: seed ^ kind)
    return generator.next() % keepsOneIn == 0
  }
}
