import Arch

/// The nodes most like what a failed query asked for, to suggest in its message.
///
/// Nodes of the asked role come with any label, nearest first; nodes of another role only when
/// their label is nearly the same (a text "Reload" when a button "Reload" was asked for). Labels
/// are compared ignoring case, by edit distance; document order breaks ties.
enum ClosestNodes {
  static let limit = 3

  static func to<Action>(_ query: ViewQuery, among candidates: [ViewMatch<Action>]) -> [ViewMatch<Action>] {
    guard let wanted = (query.label ?? query.identifier)?.lowercased() else { return [] }
    let scored = candidates.enumerated().compactMap { order, match -> (Int, Int, Int, ViewMatch<Action>)? in
      let key = query.label != nil ? match.node.queryLabel : match.node.identifier
      guard let key else { return nil }
      let distance = EditDistance.between(wanted, key.lowercased())
      let sameRole = query.role.map { ViewRole(of: match.node) == $0 } ?? true
      guard sameRole || distance <= wanted.count / 3 else { return nil }
      return (distance, sameRole ? 0 : 1, order, match)
    }
    return scored.sorted { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }.prefix(limit).map(\.3)
  }
}
