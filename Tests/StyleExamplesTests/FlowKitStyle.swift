import Arch
import Foundation
import Synchronization

/// The FlowKit style, reproduced: a value-state reducer, `reduce(into:action:) -> Effect`, with the
/// library's own effect enum, and a store that persists the state after every action.
enum FlowKit {
  protocol Reducer {
    associatedtype State
    associatedtype Action: Sendable
    func reduce(into state: inout State, action: Action) -> Effect<Action>
  }

  indirect enum Effect<Action: Sendable>: Sendable {
    case none
    case send(Action)
    case merge([Effect])
    case run(
      operation: @Sendable (Send<Action>) async throws -> Void,
      handler: (@Sendable (any Error, Send<Action>) async -> Void)?)
    case cancel(CancelID)
    case cancellable(id: CancelID, cancelInFlight: Bool, Effect)

    static func merge(_ effects: Effect...) -> Effect { .merge(effects) }

    static func run(
      operation: @escaping @Sendable (Send<Action>) async throws -> Void,
      catch handler: (@Sendable (any Error, Send<Action>) async -> Void)? = nil
    ) -> Effect {
      .run(operation: operation, handler: handler)
    }

    static func cancel(id: some Hashable & Sendable) -> Effect { .cancel(CancelID(id)) }

    func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Effect {
      .cancellable(id: CancelID(id), cancelInFlight: cancelInFlight, self)
    }
  }

  nonisolated struct Send<Action: Sendable>: Sendable {
    let send: @Sendable (Action) async -> Void
    func callAsFunction(_ action: Action) async { await send(action) }
  }

  nonisolated struct CancelID: Hashable, @unchecked Sendable {
    // Only ever wraps a Sendable value.
    let base: AnyHashable
    init(_ base: some Hashable & Sendable) { self.base = AnyHashable(base) }
  }

  /// Where the store keeps the state between launches.
  struct Persistence<State: Sendable>: Sendable {
    var save: @Sendable (State) -> Void
    var load: @Sendable () -> State?
  }
}

// MARK: - The glue a team on FlowKit writes once: FlowKit effects as Arch effects, and the store's
// "persist after every action" as part of each step.

extension FlowKit.Effect {
  var arch: Arch.Effect<Action> {
    switch self {
    case .none:
      return .none
    case .send(let action):
      return .send(action)
    case .merge(let effects):
      return .merge(effects.map(\.arch))
    case .run(let operation, let handler):
      return .run { send in
        try await operation(FlowKit.Send { await send($0) })
      } catch: { error, send in
        guard let handler else { return }
        await handler(error, FlowKit.Send { await send($0) })
      }
    case .cancel(let id):
      return .cancel(id: id)
    case .cancellable(let id, let cancelInFlight, let effect):
      return effect.arch.cancellable(id: id, cancelInFlight: cancelInFlight)
    }
  }
}

struct FlowKitFeature<R: FlowKit.Reducer>: EffectReducer where R.State: Sendable {
  typealias State = R.State
  typealias Action = R.Action
  typealias Environment = FlowKit.Persistence<R.State>

  let reducer: R

  func reduce(into state: inout State, action: Action, environment: Environment) -> Arch.Effect<Action> {
    let effect = reducer.reduce(into: &state, action: action)
    environment.save(state)
    return effect.arch
  }
}

// MARK: - The example feature: notes with a debounced search.

nonisolated struct NotesState: Equatable, Codable, Sendable {
  var notes: [String] = []
  var query = ""
  var results: [String] = []
  var isSearching = false
  var error: String?
}

nonisolated enum NotesAction: Equatable, Sendable {
  case add(String)
  case addAll([String])
  case queryChanged(String)
  case cancelSearchTapped
  case searchResponse([String])
  case searchFailed(String)
}

struct NotesReducer: FlowKit.Reducer {
  nonisolated enum CancelID: Hashable, Sendable { case search }

  let clock: any Clock<Duration>
  let search: @Sendable (String) async throws -> [String]

  func reduce(into state: inout NotesState, action: NotesAction) -> FlowKit.Effect<NotesAction> {
    switch action {
    case .add(let note):
      state.notes.append(note)
      return .none
    case .addAll(let notes):
      return .merge(notes.map { .send(.add($0)) })
    case .queryChanged(let query):
      state.query = query
      state.isSearching = true
      state.error = nil
      return .run { [clock, search] send in
        try await clock.sleep(for: .milliseconds(300))
        await send(.searchResponse(try await search(query)))
      } catch: { error, send in
        await send(.searchFailed("\(error)"))
      }
      .cancellable(id: CancelID.search, cancelInFlight: true)
    case .cancelSearchTapped:
      state.isSearching = false
      return .cancel(id: CancelID.search)
    case .searchResponse(let results):
      state.results = results
      state.isSearching = false
      return .none
    case .searchFailed(let message):
      state.error = message
      state.isSearching = false
      return .none
    }
  }
}

/// An in-memory persistence service that stores the state as JSON, as a disk-backed one would.
nonisolated final class MemoryStorage: Sendable {
  private let data = Mutex<Data?>(nil)
  private let saves = Mutex(0)

  var saveCount: Int { saves.withLock { $0 } }

  func persistence<State: Codable & Sendable>(of _: State.Type = State.self) -> FlowKit.Persistence<State> {
    FlowKit.Persistence(
      save: { state in
        let encoded = try? JSONEncoder().encode(state)
        self.data.withLock { $0 = encoded }
        self.saves.withLock { $0 += 1 }
      },
      load: {
        guard let data = self.data.withLock({ $0 }) else { return nil }
        return try? JSONDecoder().decode(State.self, from: data)
      })
  }
}

/// The queries a search service was asked, in order.
nonisolated final class SearchLog: Sendable {
  private let log = Mutex<[String]>([])
  func record(_ query: String) { log.withLock { $0.append(query) } }
  var queries: [String] { log.withLock { $0 } }
}
