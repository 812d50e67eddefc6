import ArchLocking

/// The tasks that one step of a store started, and the lifetimes of the steps their outputs caused.
///
/// Lifetimes form a tree: an output an effect sends is applied in a lifetime whose parent is the
/// sender's, so cancelling a `send`'s handle ends everything that action set going, directly or
/// through outputs, and waiting for it waits for all of that.
package final class EffectLifetime: Sendable {
  fileprivate struct State {
    var nextToken = 0
    /// This lifetime's own running tasks; `nil` until the task exists.
    var tasks: [Int: Task<Void, Never>?] = [:]
    /// Running tasks here and in every descendant.
    var treeRunning = 0
    /// The descendants' lifetimes one level down, each with its tree's running tasks.
    var children: [ObjectIdentifier: (lifetime: EffectLifetime, running: Int)] = [:]
    var isCancelled = false
    var waiters: [CheckedContinuation<Void, Never>] = []
  }

  private let state = Locked(State())
  private let parent: EffectLifetime?
  private let onEnd: (@Sendable () -> Void)?

  /// The lifetime of a step that started nothing: it never runs, and cancelling it does nothing.
  package static let ended = EffectLifetime()

  /// The lifetime of the effect task running now: outputs it sends start their effects below it.
  @TaskLocal package static var current: EffectLifetime?

  /// - Parameters:
  ///   - parent: The lifetime of the effect whose output caused this step, if any.
  ///   - onEnd: Told whenever one of this lifetime's own tasks ends.
  package init(parent: EffectLifetime? = nil, onEnd: (@Sendable () -> Void)? = nil) {
    self.parent = parent
    self.onEnd = onEnd
  }

  /// Whether a task of this lifetime or of a descendant is still running.
  package var isRunning: Bool { state.withLock { $0.treeRunning > 0 } }

  /// How many of this lifetime's own tasks are still running.
  package var runningTaskCount: Int { state.withLock { $0.tasks.count } }

  /// Whether this lifetime is `ancestor` or descends from it.
  package func isWithin(_ ancestor: EffectLifetime) -> Bool {
    var lifetime: EffectLifetime? = self
    while let current = lifetime {
      if current === ancestor { return true }
      lifetime = current.parent
    }
    return false
  }

  /// Counts a task about to start; returns the token that ``adopt(_:token:)`` and
  /// ``taskDidEnd(token:)`` take.
  func taskWillStart() -> Int {
    let token = state.withLock { state -> Int in
      state.nextToken += 1
      state.tasks[state.nextToken] = .some(nil)
      state.treeRunning += 1
      return state.nextToken
    }
    parent?.descendantDidStart(self)
    return token
  }

  /// Keeps `task` to cancel it with the lifetime; cancels it at once if the lifetime already was.
  func adopt(_ task: Task<Void, Never>, token: Int) {
    let cancelNow = state.withLock { state -> Bool in
      guard state.tasks[token] != nil else { return false }
      state.tasks[token] = task
      return state.isCancelled
    }
    if cancelNow { task.cancel() }
  }

  func taskDidEnd(token: Int) {
    treeTaskDidEnd(notifying: onEnd) { $0.tasks[token] = nil }
  }

  /// Cancels this lifetime's tasks and every descendant's, now and as they start.
  package func cancel() {
    guard self !== Self.ended else { return }
    let (tasks, children) = state.withLock { state in
      state.isCancelled = true
      return (state.tasks.values.compactMap { $0 }, state.children.values.map(\.lifetime))
    }
    for task in tasks { task.cancel() }
    for child in children { child.cancel() }
  }

  /// Returns once no task of this lifetime or its descendants is running.
  package func waitUntilEnded() async {
    await withCheckedContinuation { continuation in
      let endedAlready = state.withLock { state -> Bool in
        guard state.treeRunning > 0 else { return true }
        state.waiters.append(continuation)
        return false
      }
      if endedAlready { continuation.resume() }
    }
  }

  private func descendantDidStart(_ child: EffectLifetime) {
    let cancelChild = state.withLock { state -> Bool in
      state.treeRunning += 1
      state.children[ObjectIdentifier(child), default: (child, 0)].running += 1
      return state.isCancelled
    }
    if cancelChild { child.cancel() }
    parent?.descendantDidStart(self)
  }

  private func descendantDidEnd(_ child: EffectLifetime) {
    treeTaskDidEnd { state in
      // A child with nothing left running is let go, so a long-lived effect's tree does not grow. It
      // is counted here, under this lock: a child that starts a task again as one ends stays known.
      let id = ObjectIdentifier(child)
      state.children[id]?.running -= 1
      if state.children[id]?.running == 0 { state.children[id] = nil }
    }
  }

  /// Counts one task of this tree as ended, after `update`, and tells the ancestors, in one lock.
  private func treeTaskDidEnd(
    notifying onEnd: (@Sendable () -> Void)? = nil, _ update: (inout State) -> Void
  ) {
    let waiters = state.withLock { state in
      update(&state)
      return state.taskEnded()
    }
    onEnd?()
    parent?.descendantDidEnd(self)
    for waiter in waiters { waiter.resume() }
  }
}

extension EffectLifetime.State {
  /// Counts one task of the tree as ended; returns the waiters to resume if none is left.
  fileprivate mutating func taskEnded() -> [CheckedContinuation<Void, Never>] {
    treeRunning -= 1
    guard treeRunning == 0 else { return [] }
    defer { waiters = [] }
    return waiters
  }
}
