import Synchronization

/// What an effect task knows about the harness running it, carried as a task-local value into every
/// task an effect starts.
///
/// Test clocks read it to drain the right executor after waking a sleeper, and to tell the harness
/// which effect is sleeping, so "waiting on the clock" can be reported at once instead of timing out.
struct HarnessContext: Sendable {
  let executor: ManualTaskExecutor
  let sleepers: SleeperRegistry
  /// The step that started the effect, such as `step 2, send(.searchChanged)`.
  let origin: StepLabel
  /// Where the test wrote that step, to report an effect's failures there.
  let site: CallSite
  /// Identifies the started effect, to count its sleeping tasks.
  let effectID: Int

  @TaskLocal static var current: HarnessContext?
}

/// The tasks of a harness's effects that are asleep on a test clock.
final class SleeperRegistry: Sendable {
  struct Sleeper: Sendable {
    var effectID: Int
    var description: String
  }

  private let sleepers = Mutex<[Int: Sleeper]>([:])
  private let nextToken = Atomic<Int>(0)

  func add(_ sleeper: Sleeper) -> Int {
    let token = nextToken.add(1, ordering: .relaxed).newValue
    sleepers.withLock { $0[token] = sleeper }
    return token
  }

  func remove(_ token: Int) { sleepers.withLock { $0[token] = nil } }

  /// How many tasks of each effect are asleep.
  func countsByEffect() -> [Int: Int] {
    sleepers.withLock { sleepers in
      sleepers.values.reduce(into: [:]) { counts, sleeper in counts[sleeper.effectID, default: 0] += 1 }
    }
  }

  func descriptions(forEffect effectID: Int) -> [String] {
    sleepers.withLock { sleepers in
      sleepers.sorted { $0.key < $1.key }.filter { $0.value.effectID == effectID }.map(\.value.description)
    }
  }
}
