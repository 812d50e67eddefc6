import Arch

/// Every message the view queries and interactions print: what was searched, where, what came
/// closest, and the view itself.
enum ViewQueryMessages {
  static func targetMissing<Action>(
    _ query: ViewQuery, searchedIn scopes: [ViewMatch<Action>], closest: [ViewMatch<Action>],
    root: ViewNode<Action>
  ) -> String {
    notFound("Found no \(query) in the view.", query: query, scopes: scopes, closest: closest, root: root)
  }

  static func containerMissing<Action>(
    _ container: ViewQuery, for query: ViewQuery, searchedIn scopes: [ViewMatch<Action>],
    closest: [ViewMatch<Action>], root: ViewNode<Action>
  ) -> String {
    notFound(
      "Found no \(container) in the view, so there was nowhere to look for \(query.withoutContainers).",
      query: query, scopes: scopes, closest: closest, root: root)
  }

  static func ambiguous<Action>(_ query: ViewQuery, verb: String, matches: [ViewMatch<Action>]) -> String {
    """
    Found \(matches.count) nodes for \(query), but can only \(verb) one:
    \(TestStoreMessages.bulleted(matches.map(\.path)))
    Narrow the query with `.within(…)`, or give the node an identifier and query `.id(…)`.
    """
  }

  static func refused<Action>(_ query: ViewQuery, verb: String, match: ViewMatch<Action>, reason: String)
    -> String
  {
    """
    Cannot \(verb) \(query) (at \(match.path)): \(reason).
    A person could not \(verb) it in this state; reach a state where they can first.
    """
  }

  static func noSubmitAction<Action>(_ query: ViewQuery, match: ViewMatch<Action>) -> String {
    """
    Cannot submit \(query) (at \(match.path)): it has no submit action.
    Give it one with `onSubmit:` in the view builder, or send the action directly.
    """
  }

  static func unexpectedlyPresent<Action>(_ query: ViewQuery, matches: [ViewMatch<Action>]) -> String {
    """
    Expected no \(query), but found \(matches.count):
    \(TestStoreMessages.bulleted(matches.map(\.path)))
    """
  }

  static func impureView(diff: String) -> String {
    """
    Building the view twice from the same state gave two different descriptions, so the view \
    builder is not pure:

    \(TestStoreMessages.indented(diff))

    A view builder must only read the state it is given: keep clocks, random values and other \
    services out of it, and put what it shows in the state.
    """
  }

  static func noView(_ step: StepLabel) -> String {
    """
    \(TestStoreMessages.capitalized(step)) sent nothing: the test store has no view to find it in.
    Give the store its view builder: `TestStore(initialState: …, feature: …, environment: …, \
    view: MyView())`.
    """
  }

  static func sentNothing(_ step: StepLabel, failure: String) -> String {
    "\(TestStoreMessages.capitalized(step)) sent nothing:\n\(failure)"
  }

  private static func notFound<Action>(
    _ headline: String, query: ViewQuery, scopes: [ViewMatch<Action>], closest: [ViewMatch<Action>],
    root: ViewNode<Action>
  ) -> String {
    var lines = [headline, "Searched: view › \(query.path)"]
    if !closest.isEmpty {
      lines.append("Closest:\n" + TestStoreMessages.bulleted(closest.map(\.node.renderedLine)))
    }
    let marked = scopes.filter { !$0.indexPath.isEmpty }.map(\.indexPath)
    lines.append("The view\(marked.isEmpty ? "" : " (◀ where it searched)"):")
    lines.append(TestStoreMessages.indented(renderedMarking(marked, in: root)))
    return lines.joined(separator: "\n")
  }

  /// The view's rendering, with `◀` after the lines of the nodes at `marked`.
  private static func renderedMarking<Action>(_ marked: [[Int]], in root: ViewNode<Action>) -> String {
    var lines: [String] = []
    func append(_ node: ViewNode<Action>, at indexPath: [Int]) {
      let mark = marked.contains(indexPath) ? "  ◀" : ""
      lines.append(String(repeating: "  ", count: indexPath.count) + node.renderedLine + mark)
      for (index, child) in node.children.enumerated() { append(child, at: indexPath + [index]) }
    }
    append(root, at: [])
    return lines.joined(separator: "\n")
  }
}
