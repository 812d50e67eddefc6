import Arch

/// Two features reading and writing one shared count: a counter that increments it, at once, later,
/// or from inside an effect, and stats that reset it and count the resets.
enum Tally {
  struct Counter: Equatable, Sendable {
    var count: Shared<Int>
  }

  struct Stats: Equatable, Sendable {
    var count: Shared<Int>
    var resets = 0
  }

  struct State: Equatable, Sendable {
    var counter: Counter
    var stats: Stats

    init(count: Shared<Int>) {
      counter = Counter(count: count)
      stats = Stats(count: count)
    }
  }

  enum Action: Equatable, Sendable {
    case incrementTapped, incrementLaterTapped, incremented, resetTapped, bumpInEffectTapped
  }

  static let feature = Reduce<State, Action, any Clock<Duration>> { state, action, clock in
    switch action {
    case .incrementTapped, .incremented:
      state.counter.count.withLock { $0 += 1 }
      return .none
    case .incrementLaterTapped:
      return .run { send in
        try await clock.sleep(for: .seconds(1))
        await send(.incremented)
      }
    case .resetTapped:
      state.stats.count.value = 0
      state.stats.resets += 1
      return .none
    case .bumpInEffectTapped:
      return .run { [count = state.counter.count] _ in count.withLock { $0 += 10 } }
    }
  }
}

extension SharedKey where Value == Int {
  /// The tally's count, kept in a file.
  static let tally = SharedKey.file("tally.json", default: 0)
}
