/// Shrinks the choices of a failing run to the simplest ones that still fail the same way.
///
/// A candidate is accepted when its replay fails with the same kind of violation and is simpler:
/// fewer steps, then fewer choices, then smaller ones in order. Passes repeat while one helps:
/// delete every contiguous chunk of up to eight choices (whole steps, a generated letter, a clock
/// move), then lower each choice
/// toward zero (the first control, the shortest text, the oldest effect).
///
/// `explore` shrinks a run's choices with both passes. A recorded session is shrunk in two rounds:
/// its steps by deletion only (halves first, then chunks, as a step's index must not become another
/// step), then the clock moves before them by lowering only (each one belongs to its step).
final class ChoiceShrinker<Outcome> {
  typealias Replay = nonisolated(nonsending) ([Int]) async -> Outcome?

  typealias Passes = ChoiceShrinkPasses

  /// Replays choices; returns the outcome when it fails the same way, `nil` otherwise.
  private let replay: Replay
  private let choicesOf: (Outcome) -> [Int]
  private let stepsOf: (Outcome) -> Int
  private let maximumReplays: Int
  private let passes: Passes
  private var best: Outcome
  /// How many candidates it replayed so far.
  private(set) var replays = 0

  init(
    failing: Outcome, maximumReplays: Int, passes: Passes = [.deleting, .lowering],
    choicesOf: @escaping (Outcome) -> [Int], stepsOf: @escaping (Outcome) -> Int,
    replay: @escaping Replay
  ) {
    self.best = failing
    self.passes = passes
    self.maximumReplays = maximumReplays
    self.choicesOf = choicesOf
    self.stepsOf = stepsOf
    self.replay = replay
  }

  private var choices: [Int] { choicesOf(best) }
  private var hasReplaysLeft: Bool { replays < maximumReplays }

  nonisolated(nonsending) func shrink() async -> Outcome {
    var improved = true
    while improved, hasReplaysLeft {
      improved = false
      if passes.contains(.deletingHalves), await deleteHalves() { improved = true }
      if passes.contains(.deleting), await deleteChunks() { improved = true }
      if passes.contains(.lowering), await lowerEachChoice() { improved = true }
      if !improved, passes.contains(.deleting), await deleteAStepWithALaterChoice() { improved = true }
    }
    return best
  }

  /// Deletes a short chunk (a step) together with one later choice: a step fewer changes how many
  /// effects are ready later, and a choice among them recorded for the longer run must go with it.
  private nonisolated(nonsending) func deleteAStepWithALaterChoice() async -> Bool {
    for size in 1...3 {
      var start = 0
      while start + size < choices.count, hasReplaysLeft {
        for later in (start + size)..<choices.count where hasReplaysLeft {
          var candidate = choices
          candidate.remove(at: later)
          candidate.removeSubrange(start..<start + size)
          if await accept(candidate) { return true }
        }
        start += 1
      }
    }
    return false
  }

  private nonisolated(nonsending) func deleteChunks() async -> Bool {
    var improved = false
    // Every size up to the longest step, not only powers of two: a step of three choices (a control,
    // a text's length, one letter) is deleted whole only by a chunk of three.
    for size in stride(from: Self.largestChunk, through: 1, by: -1) {
      var start = 0
      while start + size <= choices.count, hasReplaysLeft {
        var candidate = choices
        candidate.removeSubrange(start..<start + size)
        if await accept(candidate) { improved = true } else { start += 1 }
      }
    }
    return improved
  }

  /// Deletes chunks of half the choices, then of a quarter, down to ``largestChunk``: a long recorded
  /// session loses most of its steps in a few replays, where chunks of eight would take thousands.
  private nonisolated(nonsending) func deleteHalves() async -> Bool {
    var improved = false
    var size = choices.count / 2
    while size > Self.largestChunk, hasReplaysLeft {
      var start = 0
      while start + size <= choices.count, hasReplaysLeft {
        var candidate = choices
        candidate.removeSubrange(start..<start + size)
        if await accept(candidate) { improved = true } else { start += size }
      }
      size /= 2
    }
    return improved
  }

  /// The most choices one chunk deletes: more than any one step draws but for long texts.
  static var largestChunk: Int { 8 }

  private nonisolated(nonsending) func lowerEachChoice() async -> Bool {
    var improved = false
    var index = 0
    while index < choices.count, hasReplaysLeft {
      if await lower(at: index) { improved = true }
      index += 1
    }
    return improved
  }

  /// Lowers the choice at `index`: straight to zero if that still fails, else by halving the gap.
  private nonisolated(nonsending) func lower(at index: Int) async -> Bool {
    let value = choices[index]
    guard value > 0 else { return false }
    var candidate = choices
    candidate[index] = 0
    if await accept(candidate) { return true }
    // A text's length lowered to zero leaves its letters behind, to be read as the next step: lower
    // it together with deleting as many choices after it.
    let following = min(value, choices.count - index - 1)
    if passes.contains(.deleting), following > 0, value <= Self.largestChunk {
      candidate.removeSubrange((index + 1)...(index + following))
      if await accept(candidate) { return true }
    }
    var (passes, fails) = (0, value)
    var improved = false
    while fails - passes > 1, index < choices.count {
      let middle = (passes + fails) / 2
      var candidate = choices
      candidate[index] = middle
      if await accept(candidate) {
        fails = middle
        improved = true
      } else {
        passes = middle
      }
    }
    return improved
  }

  /// Replays `candidate` and keeps it when it fails the same way and is simpler than the best.
  private nonisolated(nonsending) func accept(_ candidate: [Int]) async -> Bool {
    guard hasReplaysLeft else { return false }
    replays += 1
    guard let outcome = await replay(candidate), isSimpler(outcome) else { return false }
    best = outcome
    return true
  }

  private func isSimpler(_ outcome: Outcome) -> Bool {
    let (new, old) = (choicesOf(outcome), choices)
    if stepsOf(outcome) != stepsOf(best) { return stepsOf(outcome) < stepsOf(best) }
    if new.count != old.count { return new.count < old.count }
    return new.lexicographicallyPrecedes(old)
  }
}

/// Which edits a ``ChoiceShrinker`` tries.
struct ChoiceShrinkPasses: OptionSet {
  let rawValue: Int
  /// Delete contiguous chunks of choices, and a short chunk together with a later choice.
  static let deleting = Self(rawValue: 1)
  /// Lower each choice toward zero.
  static let lowering = Self(rawValue: 2)
  /// Before the small chunks, delete chunks of half the choices, a quarter, and so on.
  static let deletingHalves = Self(rawValue: 4)
}
