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
  private var replayed: [Int]
  /// The choices drawn so far, each already below its bound.
  private(set) var drawn: [Int] = []
  /// Whether draws past the replayed choices take the simplest, for an exhaustive search.
  private var enumerates = false
  /// The bound of each choice drawn past the replayed ones, when enumerating: which options remain.
  private(set) var boundsPastReplay: [Int] = []

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

  /// Replays `choices`, then takes the simplest option of every further choice and notes its bound,
  /// so an exhaustive search can go on to the next sequence (``ChoiceOdometer``).
  init(enumerating choices: [Int]) {
    self.init(replaying: choices)
    enumerates = true
  }

  /// Enumerates past `choices` as ``init(enumerating:)`` does, for a run that starts where the first
  /// `drawnAlready` of them lead: they count as drawn, and the rest are replayed.
  init(enumerating choices: [Int], drawnAlready: Int) {
    self.init(enumerating: choices)
    drawn = Array(choices.prefix(drawnAlready))
  }

  /// Counts every choice drawn so far as replayed, so that ``boundsPastReplay`` notes only the
  /// choices drawn after this: an enumerating run kept alive at a state, going on from it, reports
  /// the bounds of its next step as a fresh run replaying the choices to there would.
  mutating func treatDrawnAsReplayed() {
    replayed = drawn
    boundsPastReplay = []
  }

  /// Whether a replay has used up its recorded choices.
  var isExhausted: Bool { generator == nil && !enumerates && drawn.count >= replayed.count }

  /// A choice in `0..<bound`, or `nil` when a replay has run out.
  ///
  /// A bound of one is no choice and
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
      guard drawn.count < replayed.count else {
        guard enumerates else { return nil }
        boundsPastReplay.append(bound)
        drawn.append(0)
        return 0
      }
      let recorded = replayed[drawn.count]
      // A recorded choice past a smaller bound takes the last option: after a deleted step, a pick
      // of the last ready effect stays the last, which keeps a reordering found by shrinking.
      value = min(recorded, bound - 1)
    }
    drawn.append(value)
    return value
  }

  /// A choice in `0..<bound` as ``draw(below:recordingTrivial:)`` makes it, but a fresh draw
  /// favours values `favours` accepts: it draws again, a few times, while they are refused, and
  /// keeps the last value when none is accepted.
  ///
  /// Only the value kept is recorded, so a replay is
  /// unchanged.
  mutating func draw(
    below bound: Int, recordingTrivial: Bool = false, favouring favours: (Int) -> Bool
  ) -> Int? {
    guard var generator, bound > 1 else { return draw(below: bound, recordingTrivial: recordingTrivial) }
    var value = 0
    for _ in 0..<Self.swarmAttempts {
      value = Int(generator.next() % UInt64(bound))
      if favours(value) { break }
    }
    self.generator = generator
    drawn.append(value)
    return value
  }

  /// How many fresh draws a favoured draw makes before it takes what it has.
  private static var swarmAttempts: Int { 32 }

  /// ``draw(below:recordingTrivial:favouring:)`` for choices inside a step: zero when a replay has
  /// run out.
  mutating func drawOrSimplest(below bound: Int, favouring favours: (Int) -> Bool) -> Int {
    draw(below: bound, favouring: favours) ?? 0
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
