import Arch
import ArchLocking
import ArchTesting

/// A service isolated to the main actor, as real apps have (analytics, a view model, UI state): it
/// counts the pings it got.
@MainActor final class PingCounter {
  private let pings = Locked(0)

  nonisolated init() {}

  func ping() { pings.withLock { $0 += 1 } }

  /// Read without the main actor, so a test off it does not give the main actor a turn by reading.
  nonisolated var count: Int { pings.withLock { $0 } }
}

/// A feature whose effects call a main-actor service: a timer that pings it every second, and a
/// one-off ping that reports the count back.
struct Pinger: EffectReducer {
  struct State: Equatable, Sendable {
    var lastCount = 0
  }

  enum Action: Equatable, Sendable {
    case startPinging
    case stopPinging
    case pingNow
    case pinged(Int)
  }

  struct Environment: Sendable {
    var clock: any Clock<Duration>
    var counter: PingCounter
  }

  enum ID: Hashable, Sendable { case pinging }

  func reduce(into state: inout State, action: Action, environment: Environment) -> Effect<Action> {
    switch action {
    case .startPinging:
      return .run { _ in
        while true {
          try await environment.clock.sleep(for: .seconds(1))
          await environment.counter.ping()
        }
      }
      .cancellable(id: ID.pinging)
    case .stopPinging:
      return .cancel(id: ID.pinging)
    case .pingNow:
      return .run { send in
        await environment.counter.ping()
        await send(.pinged(environment.counter.count))
      }
    case .pinged(let count):
      state.lastCount = count
      return .none
    }
  }
}

extension TestStore where F == Pinger {
  convenience init(
    pinging counter: PingCounter, clock: TestClock = TestClock(),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      initialState: .init(), feature: Pinger(), environment: .init(clock: clock, counter: counter),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
