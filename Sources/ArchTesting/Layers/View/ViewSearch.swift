import Arch

/// A node found in a view description, with the nodes above it from the root down.
struct ViewMatch<Action: Sendable> {
  var node: ViewNode<Action>
  var ancestors: [ViewNode<Action>]
  /// The child indices leading from the root to the node.
  var indexPath: [Int]

  /// `vstack › list #items › row "milk" › toggle "Bought"`.
  var path: String {
    (ancestors + [node]).map(\.pathComponent).joined(separator: " › ")
  }
}

/// Searches a view description for a ``ViewQuery``: its containers first, outermost first, then the
/// target inside them.
struct ViewSearch<Action: Sendable> {
  let root: ViewNode<Action>

  enum Outcome {
    case found([ViewMatch<Action>])
    /// A container of the query matched nothing; nothing inside it could be searched.
    case containerMissing(ViewQuery, searchedIn: [ViewMatch<Action>])
    /// The containers were found, the target was not.
    case targetMissing(searchedIn: [ViewMatch<Action>])
  }

  func run(_ query: ViewQuery) -> Outcome {
    var scopes = [ViewMatch(node: root, ancestors: [], indexPath: [])]
    var includeScopeItself = true
    for container in query.containers {
      let found = matches(of: container, in: scopes, includingScopes: includeScopeItself)
      if found.isEmpty { return .containerMissing(container, searchedIn: scopes) }
      scopes = found
      includeScopeItself = false
    }
    let found = matches(of: query.withoutContainers, in: scopes, includingScopes: includeScopeItself)
    return found.isEmpty ? .targetMissing(searchedIn: scopes) : .found(found)
  }

  func all(_ query: ViewQuery) -> [ViewMatch<Action>] {
    if case .found(let matches) = run(query) { return matches }
    return []
  }

  /// Every node under the scopes, in document order; the root scope includes itself, since a view
  /// may be a single control.
  func descendants(of scopes: [ViewMatch<Action>], includingScopes: Bool) -> [ViewMatch<Action>] {
    var nodes: [ViewMatch<Action>] = []
    for scope in scopes {
      if includingScopes { nodes.append(scope) }
      appendDescendants(of: scope, to: &nodes)
    }
    return nodes
  }

  private func matches(
    of query: ViewQuery, in scopes: [ViewMatch<Action>], includingScopes: Bool
  ) -> [ViewMatch<Action>] {
    descendants(of: scopes, includingScopes: includingScopes).filter { query.matches($0.node) }
  }

  private func appendDescendants(of match: ViewMatch<Action>, to nodes: inout [ViewMatch<Action>]) {
    let ancestors = match.ancestors + [match.node]
    for (index, child) in match.node.children.enumerated() {
      let childMatch = ViewMatch(node: child, ancestors: ancestors, indexPath: match.indexPath + [index])
      nodes.append(childMatch)
      appendDescendants(of: childMatch, to: &nodes)
    }
  }
}

extension ViewNode {
  /// The node as one step of a path: its kind, label and identifier, without what it sends.
  var pathComponent: String {
    var text: String
    switch kind {
    case .stack(let axis): text = axis == .vertical ? "vstack" : "hstack"
    case .list: text = "list"
    default: text = ViewRole(of: self).description
    }
    if let label = queryLabel { text += " " + label.debugDescription }
    if let identifier { text += " #\(identifier)" }
    return text
  }
}
