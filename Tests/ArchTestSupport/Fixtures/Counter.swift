import Arch
import ArchTesting

/// A small reducer with effects: a counter with a timer on the clock, a delayed increment, an effect
/// that fails and one that waits on something the harness does not control.
///
/// The one counter every test target shares.
package struct Counter: EffectReducer {
  package struct State: Equatable, Sendable, Codable {
    package var count = 0
    package var isTimerOn = false

    package init(count: Int = 0, isTimerOn: Bool = false) {
      self.count = count
      self.isTimerOn = isTimerOn
    }
  }

  package enum Action: Equatable, Sendable, Codable {
    case incrementTapped
    case decrementTapped
    case noopTapped
    case startTimerTapped
    case stopTimerTapped
    case timerTicked
    case delayedIncrementTapped
    case failingEffectTapped
    case waitForeverTapped
  }

  package struct Environment: Sendable {
    package var clock: any Clock<Duration>
    package var step = 1

    package init(clock: any Clock<Duration>, step: Int = 1) {
      self.clock = clock
      self.step = step
    }
  }

  package struct TimerID: Hashable, Sendable {}
  package struct Boom: Error, CustomStringConvertible {
    package var description: String { "boom" }
  }

  package init() {}

  package func reduce(into state: inout State, action: Action, environment: Environment) -> Effect<Action> {
    switch action {
    case .incrementTapped:
      state.count += environment.step
      return .none
    case .decrementTapped:
      state.count -= 1
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
  /// A test store of a ``Counter`` on `clock`.
  package convenience init(
    counter state: Counter.State = Counter.State(), clock: TestClock = TestClock(),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      initialState: state, feature: Counter(), environment: .init(clock: clock),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
