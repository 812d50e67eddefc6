import Arch

/// Finds the one node a query names, or says in a failure message why it cannot.
struct ViewLookup<Action: Sendable> {
  let root: ViewNode<Action>

  /// The single node `query` finds; `verb` says what needs it to be single, as in "tap".
  func unique(_ query: ViewQuery, verb: String) -> Result<ViewMatch<Action>, ViewLookupFailure> {
    switch ViewSearch(root: root).run(query) {
    case .found(let matches) where matches.count == 1:
      return .success(matches[0])
    case .found(let matches):
      return .failure(.init(ViewQueryMessages.ambiguous(query, verb: verb, matches: matches)))
    case .containerMissing, .targetMissing:
      return .failure(.init(notFoundMessage(query)))
    }
  }

  /// Why `query` found nothing: the searched path, the closest nodes and the view.
  func notFoundMessage(_ query: ViewQuery) -> String {
    let search = ViewSearch(root: root)
    switch search.run(query) {
    case .found:
      return ""
    case .containerMissing(let container, let scopes):
      let candidates = search.descendants(of: scopes, includingScopes: scopes.first?.indexPath == [])
      return ViewQueryMessages.containerMissing(
        container, for: query, searchedIn: scopes,
        closest: ClosestNodes.to(container, among: candidates), root: root)
    case .targetMissing(let scopes):
      let candidates = search.descendants(of: scopes, includingScopes: scopes.first?.indexPath == [])
      return ViewQueryMessages.targetMissing(
        query, searchedIn: scopes, closest: ClosestNodes.to(query.withoutContainers, among: candidates),
        root: root)
    }
  }
}

/// A failed lookup or interaction, with its message.
struct ViewLookupFailure: Error {
  let message: String
  init(_ message: String) { self.message = message }
}
