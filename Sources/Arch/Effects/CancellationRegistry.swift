import ArchLocking

/// The running effects of one store, by cancellation identifier.
///
/// Each store owns its own registry, so identifiers never reach across stores (or across tests running
/// in parallel), and entries are removed as their tasks end, so nothing accumulates.
final class CancellationRegistry: Sendable {
  private struct Entry {
    var task: Task<Void, Never>?
    var isCancelled = false
  }

  private struct Storage {
    var nextToken = 0
    var entries: [EffectID: [Int: Entry]] = [:]
  }

  private let storage = Locked(Storage())

  /// Reserves a slot under `id` before the task exists, so a cancel that arrives in between still
  /// reaches it.
  func reserve(_ id: EffectID) -> Int {
    storage.withLock { storage in
      storage.nextToken += 1
      storage.entries[id, default: [:]][storage.nextToken] = Entry()
      return storage.nextToken
    }
  }

  /// Puts `task` in its reserved slot, cancelling it at once if its identifier was cancelled meanwhile.
  func fill(_ id: EffectID, token: Int, with task: Task<Void, Never>) {
    let cancelNow = storage.withLock { storage -> Bool in
      guard var entry = storage.entries[id]?[token] else { return false }
      entry.task = task
      storage.entries[id]?[token] = entry
      return entry.isCancelled
    }
    if cancelNow { task.cancel() }
  }

  /// Forgets a slot once its task has ended.
  func release(_ id: EffectID, token: Int) {
    storage.withLock { storage in
      storage.entries[id]?[token] = nil
      if storage.entries[id]?.isEmpty == true { storage.entries[id] = nil }
    }
  }

  /// Cancels every task registered under `id`.
  func cancel(_ id: EffectID) {
    let tasks = storage.withLock { storage -> [Task<Void, Never>] in
      guard var slots = storage.entries[id] else { return [] }
      for token in slots.keys { slots[token]?.isCancelled = true }
      storage.entries[id] = slots
      return slots.values.compactMap(\.task)
    }
    for task in tasks { task.cancel() }
  }

  /// How many identifiers have running effects; zero once everything has ended.
  var activeIdentifierCount: Int { storage.withLock { $0.entries.count } }
}
