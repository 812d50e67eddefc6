import Arch

/// A feature with concurrent effects: three sections load at once from an actor-backed service, each
/// after its own delay, and a refresh cancels loads still in flight.
enum Dashboard {
  struct State: Equatable, Sendable {
    var sections: [String: Int] = [:]
    var loadsFinished = 0
    var isRefreshing = false
  }

  enum Action: Equatable, Sendable {
    case refreshTapped
    case sectionLoaded(String, Int)
    case refreshFinished
  }

  actor Backend {
    private var requests = 0
    func value(for section: String) -> Int {
      requests += 1
      return section.count * 10
    }
  }

  struct Environment: Sendable {
    var clock: any Clock<Duration>
    var backend: Backend
  }

  struct RefreshID: Hashable, Sendable {}

  static let sections = [("news", 3), ("weather", 1), ("sport", 2)]

  static let feature = Reduce<State, Action, Environment> { state, action, environment in
    switch action {
    case .refreshTapped:
      state.isRefreshing = true
      let loads = sections.map { name, delay in
        Effect<Action>.run { send in
          try await environment.clock.sleep(for: .seconds(delay))
          await send(.sectionLoaded(name, await environment.backend.value(for: name)))
        }
      }
      return Effect.merge(loads).concatenate(with: .send(.refreshFinished))
        .cancellable(id: RefreshID(), cancelInFlight: true)
    case .sectionLoaded(let name, let value):
      state.sections[name] = value
      state.loadsFinished += 1
      return .none
    case .refreshFinished:
      state.isRefreshing = false
      return .none
    }
  }
}
