import Arch

/// Compares the traces of a run and its replay, to catch a feature that does not repeat itself.
enum ExploreTraceComparison {
  /// The first event (counting from one) where the traces differ, with both events described;
  /// `nil` when they are the same.
  ///
  /// States that hold shared values are compared by what they printed when they were reached
  /// (`firstTexts`, `secondTexts`, as the runs recorded them): shared values compare by identity,
  /// and every run has fresh ones.
  static func firstDifference<State: Equatable, Action: Equatable, Output>(
    _ first: [ExploreEvent<State, Action, Output>], _ second: [ExploreEvent<State, Action, Output>],
    firstTexts: [String] = [], secondTexts: [String] = []
  ) -> (index: Int, first: String, second: String)? {
    for index in 0..<max(first.count, second.count) {
      let a = index < first.count ? first[index] : nil
      let b = index < second.count ? second[index] : nil
      let texts = (
        index < firstTexts.count ? firstTexts[index] : nil,
        index < secondTexts.count ? secondTexts[index] : nil
      )
      if let a, let b, same(a, b, texts: texts) { continue }
      return (index + 1, describe(a, text: texts.0), describe(b, text: texts.1))
    }
    return nil
  }

  private static func same<State: Equatable, Action: Equatable, Output>(
    _ a: ExploreEvent<State, Action, Output>, _ b: ExploreEvent<State, Action, Output>,
    texts: (String?, String?)
  ) -> Bool {
    func sameState(_ s: State, _ t: State) -> Bool {
      if let first = texts.0, let second = texts.1 { return first == second }
      // A state can hold shared values without starting with one (a screen pushed later): equal
      // states print the same, whatever the identity of their shared values.
      return s == t || OneLineDescription.of(s) == OneLineDescription.of(t)
    }
    // Printing an output costs far more than comparing it, and the output's type need not be
    // `Equatable`: equal by `==` when it is, else by what it prints.
    func sameOutput(_ x: Output, _ y: Output) -> Bool {
      EquatableValues.areEqual(x, y) || OneLineDescription.of(x) == OneLineDescription.of(y)
    }
    return switch (a, b) {
    case (.send(let x, _, let s), .send(let y, _, let t)): x == y && sameState(s, t)
    case (.receive(let x, let s), .receive(let y, let t)):
      sameState(s, t) && sameOutput(x, y)
    case (.advance(let x), .advance(let y)): x == y
    case (.reorder(let p, let r), .reorder(let q, let s)): p == q && r == s
    default: false
    }
  }

  /// `event` as a message shows it; `text` is what its state printed when it was reached, if recorded.
  static func describe<State, Action, Output>(
    _ event: ExploreEvent<State, Action, Output>?, text: String? = nil
  ) -> String {
    switch event {
    case nil: ExploreMessages.endOfRun
    case .send(let action, _, let state):
      "send(\(OneLineDescription.of(action))), leaving \(text ?? OneLineDescription.of(state))"
    case .receive(let output, let state):
      "receive(\(OneLineDescription.of(output))), leaving \(text ?? OneLineDescription.of(state))"
    case .advance(let duration): "advance(by: \(duration.shortDescription))"
    case .reorder(let picked, let ready): ExploreMessages.ranFirst(picked: picked, ready: ready)
    }
  }
}
