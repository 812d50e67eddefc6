import Arch

extension TestStore {
  /// Chooses which effect goes on first the next times several of the store's effects are ready at
  /// once, to replay a race: the `n`th time more than one is ready (effects a step started together,
  /// sleepers a clock move wakes at the same instant), the store runs the one at position `picks[n]`
  /// first, counting from 0, the one that became ready first, which is what it runs by default.
  ///
  /// A position past the last ready effect runs the last. The test `explore` prints calls this
  /// before a step whose effects it ran in another order than the store would.
  ///
  /// ```swift
  /// await store.tap(button: "Refresh")   // request 1, answered in a second
  /// await store.tap(button: "Refresh")   // request 2, answered at the same instant
  /// store.pickReadyEffects(1)            // its answer arrives first, then request 1's
  /// await clock.advance(by: .seconds(1))
  /// ```
  public func pickReadyEffects(_ picks: Int...) {
    executor.pick(picks)
  }
}
