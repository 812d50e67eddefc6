import Arch
import ArchTesting

/// A small reducer with effects: a counter with a timer on the clock.
struct Counter: EffectReducer {
  struct State: Equatable, Sendable {
    var count = 0
    var isTimerOn = false
  }

  enum Action: Equatable, Sendable {
    case incrementTapped
    case noopTapped
    case startTimerTapped
    case stopTimerTapped
    case timerTicked
    case delayedIncrementTapped
    case failingEffectTapped
    case waitForeverTapped
  }

  struct Environment: Sendable {
    var clock: any Clock<Duration>
    var step = 1
  }

  struct TimerID: Hashable, Sendable {}
  struct Boom: Error, CustomStringConvertible {
    var description: String { "boom" }
  }

  func reduce(into state: inout State, action: Action, environment: Environment) -> Effect<Action> {
    switch action {
    case .incrementTapped:
      state.count += environment.step
      return .none
    case .noopTapped:
      return .none
    case .startTimerTapped:
      state.isTimerOn = true
      return .run(name: "timer") { send in
        while true {
          try await environment.clock.sleep(for: .seconds(1))
          await send(.timerTicked)
        }
      }
      .cancellable(id: TimerID())
    case .stopTimerTapped:
      state.isTimerOn = false
      return .cancel(id: TimerID())
    case .timerTicked:
      state.count += 1
      return .none
    case .delayedIncrementTapped:
      return .run { send in
        try await environment.clock.sleep(for: .seconds(1))
        await send(.incrementTapped)
      }
    case .failingEffectTapped:
      return .run(name: "upload") { _ in throw Boom() }
    case .waitForeverTapped:
      return .run { _ in
        // Waits on something the harness does not control: a stream nobody feeds.
        let (stream, continuation) = AsyncStream<Void>.makeStream()
        for await _ in stream {}
        withExtendedLifetime(continuation) {}
      }
    }
  }
}

extension TestStore where F == Counter {
  convenience init(
    counter state: Counter.State = Counter.State(), clock: TestClock = TestClock(),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      initialState: state, feature: Counter(), environment: .init(clock: clock),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
