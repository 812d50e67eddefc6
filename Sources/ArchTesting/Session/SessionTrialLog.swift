import Arch

/// What a ``SessionTrial`` notes as its store processes each input: the trace, and where the
/// invariants first broke.
final class SessionTrialLog<Subject: Explorable> {
  typealias F = Subject.Explored

  let watching: Bool
  var trace: [SessionTrial<Subject>.Event] = []
  var pendingMove: ExploreMove<F.Action>?
  var sentSteps = 0
  var firstBreak: SessionTrial<Subject>.Break?

  init(watching: Bool) { self.watching = watching }

  /// Notes every input `store` processes, after the store's own bookkeeping.
  func attach(to store: TestStore<F>, clock: TestClock) {
    let view = store.view
    store.engine.observe { [unowned self] input, _, after, _ in
      switch input {
      case .action(let action):
        trace.append(.send(action, move: pendingMove ?? .sessionStep(index: 0), stateAfter: after))
      case .output(let output):
        trace.append(.receive(output, stateAfter: after))
      }
      guard watching, firstBreak == nil else { return }
      let rendered = Subject.invariants.contains(where: \.needsView) ? view?.view(for: after) : nil
      if let broken = Subject.invariants.first(where: { !$0.holds(for: after, view: rendered) }) {
        firstBreak = .init(invariant: broken.name, stepsSent: sentSteps, time: clock.now.offset)
      }
    }
  }
}
