import Arch

/// Compares the traces of a run and its replay, to catch a feature that does not repeat itself.
enum ExploreTraceComparison {
  /// The first event (counting from one) where the traces differ, with both events described;
  /// `nil` when they are the same.
  static func firstDifference<State: Equatable, Action: Equatable, Output>(
    _ first: [ExploreEvent<State, Action, Output>], _ second: [ExploreEvent<State, Action, Output>]
  ) -> (index: Int, first: String, second: String)? {
    for index in 0..<max(first.count, second.count) {
      let a = index < first.count ? first[index] : nil
      let b = index < second.count ? second[index] : nil
      if let a, let b, same(a, b) { continue }
      return (index + 1, describe(a), describe(b))
    }
    return nil
  }

  private static func same<State: Equatable, Action: Equatable, Output>(
    _ a: ExploreEvent<State, Action, Output>, _ b: ExploreEvent<State, Action, Output>
  ) -> Bool {
    switch (a, b) {
    case (.send(let x, _, let s), .send(let y, _, let t)): x == y && s == t
    case (.receive(let x, let s), .receive(let y, let t)):
      s == t && OneLineDescription.of(x) == OneLineDescription.of(y)
    case (.advance(let x), .advance(let y)): x == y
    case (.reorder(let p, let r), .reorder(let q, let s)): p == q && r == s
    default: false
    }
  }

  static func describe<State, Action, Output>(_ event: ExploreEvent<State, Action, Output>?) -> String {
    switch event {
    case nil: ExploreMessages.endOfRun
    case .send(let action, _, let state):
      "send(\(OneLineDescription.of(action))), leaving \(OneLineDescription.of(state))"
    case .receive(let output, let state):
      "receive(\(OneLineDescription.of(output))), leaving \(OneLineDescription.of(state))"
    case .advance(let duration): "advance(by: \(duration.shortDescription))"
    case .reorder(let picked, let ready): ExploreMessages.ranFirst(picked: picked, ready: ready)
    }
  }
}
