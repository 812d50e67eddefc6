import Arch
import ArchTesting

/// One move of a script run through both stores to prove they behave alike.
package enum ParityMove<Action: Sendable>: Sendable {
  /// Sends an action, as the UI would.
  case send(Action)
  /// Moves the shared test clock forward.
  case advance(Duration)
  /// Cancels the handle the `index`-th send returned (counting sends only); ignored when there is none.
  case cancel(sendIndex: Int)
}

/// What a store did with a script: the state it ended in and every output its feature applied.
package struct ParityOutcome<State, Output> {
  package var finalState: State
  package var outputs: [Output]
  /// Whether the feature dismissed itself at the root of the store.
  package var isDismissed = false
}

extension ParityOutcome: Equatable where State: Equatable, Output: Equatable {}
