import Arch

/// The random choices of one exploration run, recorded as they are drawn so the run can be replayed
/// exactly and shrunk.
///
/// Every decision of a run, which control to use, what text to type, how far to move the clock,
/// which ready effect runs next, is one number below a bound. A run draws them from a seeded
/// generator and records them; a replay draws them from a recorded sequence instead. Shrinking edits
/// that sequence (deletes chunks, lowers values toward zero) and replays it, so every generated value
/// and every scheduling decision shrinks the same way, with no shrinker per type. Zero is always the
/// simplest choice: the first control, the empty text, the earliest effect.
struct ChoiceSequence {
  private var generator: SplitMix64?
  private let replayed: [Int]
  /// The choices drawn so far, each already below its bound.
  private(set) var drawn: [Int] = []

  /// Draws fresh choices from `seed`.
  init(seed: UInt64) {
    generator = SplitMix64(seed: seed)
    replayed = []
  }

  /// Replays `choices`; past their end, draws run out.
  init(replaying choices: [Int]) {
    generator = nil
    replayed = choices
  }

  /// Whether a replay has used up its recorded choices.
  var isExhausted: Bool { generator == nil && drawn.count >= replayed.count }

  /// A choice in `0..<bound`, or `nil` when a replay has run out. A bound of one is no choice and
  /// records nothing, unless `recordingTrivial`: the start of each step is recorded even then, so
  /// a replay takes as many steps as the run, and deleting that choice deletes the step.
  mutating func draw(below bound: Int, recordingTrivial: Bool = false) -> Int? {
    precondition(bound > 0, "a choice needs at least one option")
    if bound == 1 && !recordingTrivial { return isExhausted ? nil : 0 }
    let value: Int
    if var generator {
      value = Int(generator.next() % UInt64(bound))
      self.generator = generator
    } else {
      guard drawn.count < replayed.count else { return nil }
      let recorded = replayed[drawn.count]
      // A recorded choice past a smaller bound takes the last option: after a deleted step, a pick
      // of the last ready effect stays the last, which keeps a reordering found by shrinking.
      value = min(recorded, bound - 1)
    }
    drawn.append(value)
    return value
  }

  /// A choice in `0..<bound`, the simplest one (zero) when a replay has run out: for choices inside a
  /// step, which is finished rather than cut short.
  mutating func drawOrSimplest(below bound: Int) -> Int {
    if let value = draw(below: bound) { return value }
    return 0
  }
}

extension SplitMix64 {
  /// The seed of run `index` of an exploration started from `seed`: well spread, so neighbouring
  /// runs explore unrelated sequences.
  static func seed(ofRun index: Int, from seed: UInt64) -> UInt64 {
    var generator = SplitMix64(seed: seed &+ UInt64(index) &* 0xD1B5_4A32_D192_ED03)
    return generator.next()
  }
}
