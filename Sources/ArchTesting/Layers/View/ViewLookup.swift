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
    case .containerMissing(let container, let scopes):
      return .failure(.init(containerMissingMessage(query, container: container, scopes: scopes)))
    case .targetMissing(let scopes):
      return .failure(.init(targetMissingMessage(query, scopes: scopes)))
    }
  }

  /// Why `query` found nothing, or `nil` when it found something: the searched path, the closest
  /// nodes and the view.
  func notFoundMessage(_ query: ViewQuery) -> String? {
    switch ViewSearch(root: root).run(query) {
    case .found: nil
    case .containerMissing(let container, let scopes):
      containerMissingMessage(query, container: container, scopes: scopes)
    case .targetMissing(let scopes): targetMissingMessage(query, scopes: scopes)
    }
  }

  private func containerMissingMessage(
    _ query: ViewQuery, container: ViewQuery, scopes: [ViewMatch<Action>]
  ) -> String {
    ViewQueryMessages.containerMissing(
      container, for: query, searchedIn: scopes,
      closest: ClosestNodes.to(container, among: candidates(in: scopes)), root: root)
  }

  private func targetMissingMessage(_ query: ViewQuery, scopes: [ViewMatch<Action>]) -> String {
    ViewQueryMessages.targetMissing(
      query, searchedIn: scopes,
      closest: ClosestNodes.to(query.withoutContainers, among: candidates(in: scopes)), root: root)
  }

  /// The nodes a missing query could have meant: everything it searched.
  private func candidates(in scopes: [ViewMatch<Action>]) -> [ViewMatch<Action>] {
    ViewSearch(root: root).descendants(of: scopes, includingScopes: scopes.first?.indexPath == [])
  }
}

/// A failed lookup or interaction, with its message.
struct ViewLookupFailure: Error {
  let message: String
  init(_ message: String) { self.message = message }
}
