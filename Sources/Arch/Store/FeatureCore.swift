/// The one engine behind ``Store`` and the test store: applies actions and outputs to the state, starts
/// the effects they return, and applies what those effects send at the moment they send it.
///
/// Both stores drive a feature through this class, so a test runs the feature exactly as the app does;
/// the test store only adds its executor, its recording and its checks through the two hooks.
/// Not thread-safe: its owner calls it from one place at a time (the main actor for ``Store``, the
/// test's task for the test store).
package final class FeatureCore<F: Feature> {
  package typealias Step = StoreStep<F.State, F.Action, F.Output>

  /// The live state: every action and every output applied so far.
  ///
  /// Set from outside only by a test
  /// store replaying a recorded session, which starts from the state the session recorded.
  package var state: F.State
  /// The services effects use.
  package var environment: F.Environment
  package let feature: F
  package let runner: EffectRunner<F.Output>

  /// Wraps the processing of one input (the feature's call and the start of its effects), for a host
  /// that binds task-local values there; `parent` is the lifetime of the effect that sent an output.
  package var around: ((_ input: Step.Input, _ parent: EffectLifetime?, _ body: () -> Void) -> Void)?
  /// Told after each input with the state before it (`nil` when the host said it needs none), the
  /// state after it, and the handle on the effects it started.
  package var didProcess:
    ((_ input: Step.Input, _ before: F.State?, _ after: F.State, _ effects: StoreTask) -> Void)?
  /// Whether ``didProcess`` ever needs the state before an input; when not, every step changes a
  /// state nothing else holds, in place.
  package var didProcessNeedsStateBefore = true

  /// The case of the feature's outputs (and, for a reducer with effects, actions) that dismisses it
  /// at the root; `nil` when nothing does.
  package let dismissal: RootDismissal?
  /// Whether the feature dismissed itself: its effects are cancelled and it takes no more input.
  package private(set) var isDismissed = false

  /// Outputs effects sent, waiting their turn, with the lifetime of the effect that sent each: two
  /// arrays rather than one of a struct or a tuple, whose generic type the unspecialized core would
  /// look up at every step that queues an output.
  private var pendingOutputs: [F.Output] = []
  private var pendingSenders: [EffectLifetime?] = []
  private var pendingHead = 0
  private var isApplyingOutputs = false
  /// Whether an input is running (the feature's call, the start of its effects, the host's hook):
  /// an action sent meanwhile is sent from inside the step.
  private var isRunningInput = false
  /// The actions sent from inside the running input's step, reported with the input once it ends.
  ///
  /// Not the input itself, kept while it runs: setting and clearing an optional of the generic
  /// input looks its type up, unspecialized, at every input, where a reentrant send is rare.
  private var reentrantActions: [Any] = []

  package init(
    initialState: F.State, feature: F, environment: F.Environment, runner: EffectRunner<F.Output>,
    dismissedBy dismissal: F.Output? = nil
  ) {
    self.state = initialState
    self.feature = feature
    self.environment = environment
    self.runner = runner
    self.dismissal = dismissal.map(RootDismissal.init)
  }

  /// Handles an action, then applies the outputs its effects send at once.
  ///
  /// - Parameters:
  ///   - action: The action to handle.
  ///   - environment: Services for this action only; ``environment`` when `nil`.
  ///   - keepingStateBefore: Whether ``didProcess`` needs the state before the action. Without it the
  ///     feature changes a state nothing else holds, in place, with no copy.
  /// - Returns: A handle on the action's effects and on everything their outputs start.
  package func send(
    _ action: F.Action, environment: F.Environment? = nil, keepingStateBefore: Bool = true
  ) -> StoreTask {
    if isRunningInput {
      reentrantActions.append(action)
      return StoreTask(lifetime: .ended)
    }
    let task = process(
      .action(action), parent: nil, environment: environment ?? self.environment,
      keepingStateBefore: keepingStateBefore)
    applyPendingOutputs()
    return task
  }

  /// Applies an output an effect sent, with the effects it starts; `sender` is the lifetime of that
  /// effect (`EffectLifetime.current` in its task), so cancelling the sender's handle reaches them.
  package func receive(_ output: F.Output, sentBy sender: EffectLifetime?) {
    pendingOutputs.append(output)
    pendingSenders.append(sender)
    applyPendingOutputs()
  }

  /// Handles an action or applies an output as the feature would, but starts none of the effects it
  /// returns, not even the outputs it sends at once: what a replay of a recorded session does, which
  /// feeds every output the effects sent that day back itself, as its own step.
  package func applyWithoutEffects(_ input: Step.Input) {
    process(input, parent: nil, environment: environment, startingEffects: false)
  }

  /// Told whenever an effect task ends; the test store wakes its waiting loop with it.
  package var onEffectEnd: (@Sendable () -> Void)?

  // Outputs are applied one at a time, first in first out, even when applying one sends another at
  // once: no output overtakes one that was sent before it.
  private func applyPendingOutputs() {
    // Checked first: most inputs leave nothing pending, and emptying the list costs a lookup of
    // its generic type.
    guard pendingHead < pendingSenders.count, !isApplyingOutputs else { return }
    isApplyingOutputs = true
    while pendingHead < pendingSenders.count {
      let output = pendingOutputs[pendingHead]
      let sender = pendingSenders[pendingHead]
      pendingHead += 1
      process(.output(output), parent: sender, environment: environment)
    }
    pendingOutputs.removeAll(keepingCapacity: true)
    pendingSenders.removeAll(keepingCapacity: true)
    pendingHead = 0
    isApplyingOutputs = false
  }

  @discardableResult
  private func process(
    _ input: Step.Input, parent: EffectLifetime?, environment: F.Environment, keepingStateBefore: Bool = true,
    startingEffects: Bool = true
  ) -> StoreTask {
    guard let around else {
      return run(
        input, parent: parent, environment: environment, keepingStateBefore: keepingStateBefore,
        startingEffects: startingEffects)
    }
    var task: StoreTask?
    around(input, parent) {
      task = run(
        input, parent: parent, environment: environment, keepingStateBefore: keepingStateBefore,
        startingEffects: startingEffects)
    }
    return task ?? StoreTask(lifetime: .ended)
  }

  private func run(
    _ input: Step.Input, parent: EffectLifetime?, environment: F.Environment, keepingStateBefore: Bool,
    startingEffects: Bool
  ) -> StoreTask {
    guard !isDismissed else {
      RuntimeIssue.report(
        StoreMessages.inputAfterDismissal(input.value, dismissal: dismissal?.dismissal.name ?? ""))
      return StoreTask(lifetime: .ended)
    }
    let before = keepingStateBefore && didProcessNeedsStateBefore && didProcess != nil ? state : nil
    // Set here and cleared at the end without a `defer`: a deferred block is a function of its own,
    // which looks the input's generic type up again on every input.
    let effect: Effect<F.Output>
    isRunningInput = true
    switch input {
    case .action(let action): effect = feature.handle(action, state: &state, environment: environment)
    case .output(let output): effect = feature.apply(output, state: &state, environment: environment)
    }
    // Most steps start nothing: they share one lifetime that never runs, and allocate none.
    let task: StoreTask
    if effect.isNone || !startingEffects {
      task = StoreTask(lifetime: .ended)
    } else {
      let lifetime = EffectLifetime(parent: parent ?? dismissal?.root, onEnd: onEffectEnd)
      let (started, immediate) = runner.start(effect, lifetime: lifetime)
      queue(immediate, sentBy: lifetime)
      task = started
    }
    if let dismissal, dismissal.isDismissed(by: input) { dismiss(dismissal) }
    didProcess?(input, before, state, task)
    // Cleared only now: an action sent while the effects start or the host hears of the input is
    // sent from inside the step too.
    isRunningInput = false
    if !reentrantActions.isEmpty { reportReentrantActions(during: input) }
    return task
  }

  /// Reports each action sent from inside the feature's handling of `input`, none of which ran.
  @inline(never)
  private func reportReentrantActions(during input: Step.Input) {
    for action in reentrantActions {
      RuntimeIssue.report(StoreMessages.reentrantSend(action, during: input.value))
    }
    reentrantActions.removeAll()
  }

  /// Queues the outputs an effect sent at once, behind those already waiting.
  ///
  /// Not inlined into ``run``, which would look the outputs' array type up for every effect.
  @inline(never)
  private func queue(_ outputs: [F.Output], sentBy sender: EffectLifetime) {
    guard !outputs.isEmpty else { return }
    pendingOutputs.append(contentsOf: outputs)
    for _ in outputs { pendingSenders.append(sender) }
  }

  /// Tears the feature down: every effect it started is cancelled, outputs still queued are dropped
  /// (each reported when it comes up), and later inputs are reported instead of run.
  private func dismiss(_ dismissal: RootDismissal) {
    isDismissed = true
    dismissal.root.cancel()
  }
}
