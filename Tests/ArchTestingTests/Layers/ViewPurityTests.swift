import Arch
import ArchTestSupport
import ArchTesting
import Testing

@Suite struct ViewPurityTests {
  @Test func viewsOfBothShapesArePure() {
    expectIssues([]) {
      expectPureView(Loader.LoaderView(), for: .init(isLoading: true, items: ["milk"], error: "offline"))
      expectPureView(ItemsEditor.EditorView(), for: .init(draft: "Br", items: [.init(name: "Milk")]))
    }
  }

  @Test func aViewThatChangesBetweenBuildsIsNotPure() {
    var line: UInt = 0
    let issues = withIssueCapture {
      line = #line + 1
      expectPureView(TickingView(), for: "Groceries")
    }
    #expect(
      issues.map(\.message) == [
        """
        Building the view twice from the same state gave two different descriptions, so the view \
        builder is not pure:

          First: −, Second: +
          @@ -1,3 +1,3 @@
            vstack
              text "Groceries"
          −   text "Build 1"
          +   text "Build 2"

        A view builder must only read the state it is given: keep clocks, random values and other \
        services out of it, and put what it shows in the state.
        """
      ])
    #expect(issues.first?.location.line == line)
  }
}

/// An impure view: it shows how many times it was built.
final class TickingView: ViewBuilder, @unchecked Sendable {
  private var builds = 0

  func view(for state: String) -> ViewNode<Never> {
    builds += 1
    return .vstack {
      ViewNode.text(state)
      ViewNode.text("Build \(builds)")
    }
  }
}
