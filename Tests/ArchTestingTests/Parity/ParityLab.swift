import Arch
import ArchTesting

/// A reducer with effects built to stress feedback: a timer that stops itself on a state condition,
/// an output that cancels a sibling effect, concatenated effects, an effect started by a received
/// output, a search restarted with `cancelInFlight`, an effect that awaits a main-actor service, and a
/// timer on `clock.timer(interval:)`.
struct ParityLab: EffectReducer {
  struct State: Equatable, Sendable {
    var ticks = 0
    var isTicking = false
    var log: [String] = []
    var results: [String] = []
    var saves = 0
    var pings: [Int] = []
  }

  enum Action: Equatable, Sendable, CaseIterable {
    case startTimer, stopTimer, tick
    case startSlow, slowDone, startFast, fastDone
    case runSequence
    case sequenceStep(String)
    case load, loaded, saved
    case searchA, searchB
    case searchResult(String)
    case pingMainActor
    case pinged(Int)
    case startClockTimer

    static let allCases: [Action] = [
      .startTimer, .stopTimer, .startSlow, .startFast, .runSequence, .load, .searchA, .searchB,
      .pingMainActor, .startClockTimer,
    ]
  }

  struct Environment: Sendable {
    var clock: any Clock<Duration>
    /// A main-actor service, one per store, so both stores count their own pings.
    var counter = PingCounter()
  }

  enum ID: Hashable, Sendable { case timer, slow, search }

  /// The tick at which the timer stops itself.
  static let lastTick = 6

  func reduce(into state: inout State, action: Action, environment: Environment) -> Effect<Action> {
    let clock = environment.clock
    switch action {
    case .startTimer:
      state.isTicking = true
      return .run { send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: ID.timer, cancelInFlight: true)
    case .stopTimer:
      state.isTicking = false
      return .cancel(id: ID.timer)
    case .tick:
      state.ticks += 1
      guard state.ticks >= Self.lastTick else { return .none }
      state.isTicking = false
      return .cancel(id: ID.timer)
    case .startSlow:
      return .run { send in
        try await clock.sleep(for: .seconds(5))
        await send(.slowDone)
      }
      .cancellable(id: ID.slow)
    case .slowDone:
      state.log.append("slow")
      return .none
    case .startFast:
      return .run { send in
        try await clock.sleep(for: .seconds(1))
        await send(.fastDone)
      }
    case .fastDone:
      state.log.append("fast")
      return .cancel(id: ID.slow)
    case .runSequence:
      return .concatenate(
        .send(.sequenceStep("a")),
        .run { send in
          try await clock.sleep(for: .seconds(2))
          await send(.sequenceStep("b"))
        },
        .send(.sequenceStep("c")))
    case .sequenceStep(let name):
      state.log.append(name)
      return .none
    case .load:
      return .run { send in
        try await clock.sleep(for: .seconds(1))
        await send(.loaded)
      }
    case .loaded:
      state.log.append("loaded")
      return .run { send in
        try await clock.sleep(for: .seconds(2))
        await send(.saved)
      }
    case .saved:
      state.saves += 1
      return .none
    case .searchA, .searchB:
      let query = action == .searchA ? "a" : "b"
      return .run { send in
        try await clock.sleep(for: .seconds(3))
        await send(.searchResult(query))
      }
      .cancellable(id: ID.search, cancelInFlight: true)
    case .searchResult(let query):
      state.results.append(query)
      return .none
    case .pingMainActor:
      let counter = environment.counter
      return .run { send in
        try await clock.sleep(for: .seconds(1))
        await counter.ping()
        await send(.pinged(counter.count))
      }
    case .pinged(let count):
      state.pings.append(count)
      return .none
    case .startClockTimer:
      state.isTicking = true
      return .run { send in
        for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
      }
      .cancellable(id: ID.timer, cancelInFlight: true)
    }
  }
}

/// The same lab in the split shape: a presenter turns actions into effects that emit events, a pure
/// reducer applies them.
///
/// Events start no effects, so the feedback here is the presenter's.
enum SplitParityLab {
  enum Event: Equatable, Sendable {
    case tick
    case logged(String)
    case searchResult(String)
    case pinged(Int)
  }

  struct Presenter: Arch.Presenter {
    typealias State = ParityLab.State
    typealias Action = ParityLab.Action
    typealias Environment = ParityLab.Environment

    func present(_ action: Action, state: State, environment: Environment) -> Effect<Event> {
      let clock = environment.clock
      switch action {
      case .startTimer:
        let remaining = max(0, ParityLab.lastTick - state.ticks)
        return .run { send in
          for _ in 0..<remaining {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
        .cancellable(id: ParityLab.ID.timer, cancelInFlight: true)
      case .stopTimer:
        return .cancel(id: ParityLab.ID.timer)
      case .runSequence:
        return .concatenate(
          .send(.logged("a")),
          .run { send in
            try await clock.sleep(for: .seconds(2))
            await send(.logged("b"))
          },
          .send(.logged("c")))
      case .startSlow:
        return .run { send in
          try await clock.sleep(for: .seconds(5))
          await send(.logged("slow"))
        }
        .cancellable(id: ParityLab.ID.slow)
      case .startFast:
        return .merge(
          .cancel(id: ParityLab.ID.slow),
          .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.logged("fast"))
          })
      case .searchA, .searchB:
        let query = action == .searchA ? "a" : "b"
        return .run { send in
          try await clock.sleep(for: .seconds(3))
          await send(.searchResult(query))
        }
        .cancellable(id: ParityLab.ID.search, cancelInFlight: true)
      case .load:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.logged("loaded"))
        }
      case .pingMainActor:
        let counter = environment.counter
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await counter.ping()
          await send(.pinged(counter.count))
        }
      case .startClockTimer:
        let remaining = max(0, ParityLab.lastTick - state.ticks)
        return .run { send in
          var ticks = 0
          for await _ in clock.timer(interval: .seconds(1)) {
            guard ticks < remaining else { return }
            ticks += 1
            await send(.tick)
          }
        }
        .cancellable(id: ParityLab.ID.timer, cancelInFlight: true)
      default:
        return .none
      }
    }
  }

  struct Reducer: Arch.Reducer {
    func reduce(_ state: inout ParityLab.State, event: Event) {
      switch event {
      case .tick: state.ticks += 1
      case .logged(let entry): state.log.append(entry)
      case .searchResult(let query): state.results.append(query)
      case .pinged(let count): state.pings.append(count)
      }
    }
  }

  static let feature = SplitFeature(presenter: Presenter(), reducer: Reducer())
}
