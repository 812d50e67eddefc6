import Arch
import ArchTesting

/// A search field whose results come back later for shorter queries (they match more).
///
/// The buggy variant never cancels the search before: a stale response overwrites a newer query's results.
package enum StaleSearch {
  package struct State: Equatable {
    package var query = ""
    package var results: [String] = []

    package init(query: String = "", results: [String] = []) {
      self.query = query
      self.results = results
    }
  }

  package enum Action: Equatable {
    case queryChanged(String)
    case resultsLoaded([String])
  }

  package static let catalog = ["apple", "banana", "lemon", "lime", "melon", "olive"]

  private struct SearchID: Hashable, Sendable {}

  package static func feature(fixed: Bool) -> Reduce<State, Action, TestClock> {
    Reduce { state, action, clock in
      switch action {
      case .queryChanged(let query):
        state.query = query
        state.results = []
        guard !query.isEmpty else { return fixed ? .cancel(id: SearchID()) : .none }
        let search = Effect<Action>.run { send in
          try await clock.sleep(for: .milliseconds(400 - 100 * min(query.count, 3)))
          await send(.resultsLoaded(catalog.filter { $0.contains(query) }))
        }
        return fixed ? search.cancellable(id: SearchID(), cancelInFlight: true) : search
      case .resultsLoaded(let results):
        state.results = results
        return .none
      }
    }
  }

  package struct View: ViewBuilder {
    package init() {}

    package func view(for state: State) -> ViewNode<Action> {
      .vstack {
        ViewNode.textField("Search", text: state.query, onChange: Action.queryChanged)
        for result in state.results { ViewNode.text(result) }
      }
    }
  }

  package static var invariants: [Invariant<State, Action>] {
    [
      Invariant("results match the query") { state in
        state.query.isEmpty ? state.results.isEmpty : state.results.allSatisfy { $0.contains(state.query) }
      }
    ]
  }
}
