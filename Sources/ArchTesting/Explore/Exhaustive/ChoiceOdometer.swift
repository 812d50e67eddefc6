/// Goes through every sequence of choices one step can make, as an odometer goes through numbers:
/// the last choice first, each up to its bound, then the one before it.
///
/// A run enumerating from a prefix (``ChoiceSequence/init(enumerating:)``) takes the simplest option
/// of every choice past it and notes each bound; the next sequence raises the last choice that has
/// options left and drops the choices after it, whose bounds may differ once it changes.
struct ChoiceOdometer {
  /// The choices of the state the step starts from, which never change.
  let base: [Int]
  /// The choices of the step so far, past `base`, and the bound of each.
  private var step: [Int] = []
  private var bounds: [Int] = []

  /// The choices the next run replays before enumerating: `base` first, `nil` when none is left.
  private(set) var next: [Int]?

  init(base: [Int]) {
    self.base = base
    next = base
  }

  /// Notes the choices a run made from ``next`` and the bounds of those past it; moves ``next`` on,
  /// or to `nil` when the step has no more sequences.
  mutating func record(drawn: [Int], boundsPastReplay: [Int]) {
    let replayedStep = (next?.count ?? base.count) - base.count
    bounds = Array(bounds.prefix(replayedStep)) + boundsPastReplay
    step = Array(drawn.dropFirst(base.count))
    guard let last = step.indices.last(where: { step[$0] + 1 < bounds[$0] }) else {
      next = nil
      return
    }
    next = base + step.prefix(last) + [step[last] + 1]
  }
}
