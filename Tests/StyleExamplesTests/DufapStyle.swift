import Arch
import ArchLocking
import ArchTesting

/// The Dufap style, reproduced: a thread-safe view model with `trigger(action)`.
///
/// Sync actions change
/// the state at once; async ones run as tasks keyed by a cancel id, a new one cancelling the old.
/// Tasks start through an injectable spawner, so tests can run them on the harness.
enum Dufap {
  nonisolated protocol Cancellable: Sendable {
    func cancel()
  }

  nonisolated protocol TaskSpawner: Sendable {
    func spawn(_ operation: @escaping @Sendable () async -> Void) -> any Cancellable
  }

  /// What the app uses: plain tasks.
  nonisolated struct TaskPerAction: TaskSpawner {
    func spawn(_ operation: @escaping @Sendable () async -> Void) -> any Cancellable {
      Task { await operation() }
    }
  }
}

extension Task: Dufap.Cancellable where Success == Void, Failure == Never {}

// MARK: - The glue a team on Dufap writes once: the harness's spawner behind the style's protocol.

extension SpawnedTask: Dufap.Cancellable {}

nonisolated struct HarnessSpawner: Dufap.TaskSpawner {
  let spawner: EffectSpawner
  func spawn(_ operation: @escaping @Sendable () async -> Void) -> any Dufap.Cancellable {
    spawner.spawn(operation)
  }
}

// MARK: - The example feature: a counter that loads a fact about its number and saves itself.

nonisolated final class CounterViewModel: Sendable {
  nonisolated struct State: Equatable, Sendable {
    var count = 0
    var fact: String?
    var isLoadingFact = false
    var savedCount: Int?
  }

  nonisolated enum Action: Sendable {
    case increment
    case decrement
    case loadFact
    case cancelFact
    case save
  }

  nonisolated enum CancelID: Hashable, Sendable { case fact, save }

  struct Environment: Sendable {
    var clock: any Clock<Duration>
    var fact: @Sendable (Int) async throws -> String
    var save: @Sendable (Int) async -> Void
  }

  private let current = Locked(State())
  private let running = Locked<[CancelID: any Dufap.Cancellable]>([:])
  private let observers = Locked<[@Sendable (State) -> Void]>([])
  private let spawner: any Dufap.TaskSpawner
  private let environment: Environment

  init(spawner: any Dufap.TaskSpawner = Dufap.TaskPerAction(), environment: Environment) {
    self.spawner = spawner
    self.environment = environment
  }

  var state: State { current.withLock { $0 } }

  /// Views register here to redraw after each change.
  func observe(_ observer: @escaping @Sendable (State) -> Void) {
    observers.withLock { $0.append(observer) }
  }

  func trigger(_ action: Action) {
    switch action {
    case .increment:
      mutate { $0.count += 1 }
    case .decrement:
      mutate { $0.count -= 1 }
    case .loadFact:
      run(.fact) { [self] in await loadFact() }
    case .cancelFact:
      running.withLock { $0[.fact] }?.cancel()
      mutate { $0.isLoadingFact = false }
    case .save:
      run(.save) { [self] in await save() }
    }
  }

  private func loadFact() async {
    mutate { $0.isLoadingFact = true }
    do {
      try await environment.clock.sleep(for: .seconds(1))
      let fact = try await environment.fact(state.count)
      mutate {
        $0.fact = fact
        $0.isLoadingFact = false
      }
    } catch is CancellationError {
      // A newer request or the user took over; leave the state to them.
    } catch {
      mutate {
        $0.fact = nil
        $0.isLoadingFact = false
      }
    }
  }

  private func save() async {
    // Debounced: a save triggered within half a second replaces this one.
    guard (try? await environment.clock.sleep(for: .milliseconds(500))) != nil else { return }
    let count = state.count
    await environment.save(count)
    mutate { $0.savedCount = count }
  }

  private func run(_ id: CancelID, _ operation: @escaping @Sendable () async -> Void) {
    let task = spawner.spawn(operation)
    running.withLock { $0.updateValue(task, forKey: id) }?.cancel()
  }

  private func mutate(_ change: (inout State) -> Void) {
    let changed = current.withLock { state -> State? in
      let before = state
      change(&state)
      return state == before ? nil : state
    }
    guard let changed else { return }
    for observer in observers.withLock({ $0 }) { observer(changed) }
  }
}
