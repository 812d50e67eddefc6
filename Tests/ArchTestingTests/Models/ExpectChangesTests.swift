import ArchTestSupport
import Observation
import Testing

@testable import ArchTesting

@Suite struct ExpectChangesTests {
  @Test func anExactDescriptionPasses() {
    let model = ClickCounter()
    expectIssues([]) {
      expectChanges(of: model) {
        model.incrementTapped()
      } assert: {
        $0.count = 1
        $0.history.append(1)
      }
    }
  }

  @Test func nestedModelsAndArraysOfModelsAreDescribedThroughTheirOwnProperties() {
    let model = ChoreList()
    expectIssues([]) {
      expectChanges(of: model) {
        model.toggle(2)
        model.owner.name = "Grace"
      } assert: {
        $0.chores[1].isDone = true
        $0.owner.name = "Grace"
      }
    }
  }

  @Test func aChangeTheExpectationLeavesOutFailsWithTheDiff() {
    let model = ClickCounter()
    expectIssues([
      """
      expectChanges failed: the model did not change as described

        ClickCounter(
          count: 1,
      −   history: []
      +   history: [
      +     [0]: 1
      +   ]
        )

      Expected: −, Actual: +
      """
    ]) {
      expectChanges(of: model) {
        model.incrementTapped()
      } assert: {
        $0.count = 1
      }
    }
  }

  @Test func aDescribedChangeThatDidNotHappenFails() {
    let model = ChoreList()
    expectIssues([
      """
      expectChanges failed: the operation did not change the model: toggle

        ChoreList(
          chores: [
            [0]: Chore(
              … (2 unchanged)
      −       isDone: true
      +       isDone: false
            ),
            [1]: Chore(…)
          ],
          … (2 unchanged)
        )

      Expected: −, Actual: +
      """
    ]) {
      expectChanges(of: model, "toggle") {
        model.toggle(7)
      } assert: {
        $0.chores[0].isDone = true
      }
    }
  }

  @Test func aChangeWhenTheExpectationDescribesNoneFails() {
    let model = ChoreList()
    expectIssues([
      """
      expectChanges failed: the model changed, but the expectation describes no change

        ChoreList(
          … (2 unchanged)
          owner: Owner(
      −     name: "Ada"
      +     name: "Grace"
          )
        )

      Expected: −, Actual: +
      """
    ]) {
      expectChanges(of: model) {
        model.owner.name = "Grace"
      } assert: { _ in
      }
    }
  }

  @Test func anOperationThatChangesNothingFailsEvenWhenNothingIsDescribed() {
    let model = ClickCounter()
    expectIssues([
      """
      expectChanges failed: the operation did not change the model

      The model is the same before and after the operation, so there is nothing to describe. To \
      check that an operation leaves a model unchanged, compare its dump with expectNoDifference.
      """
    ]) {
      expectChanges(of: model) {
      } assert: { _ in
      }
    }
  }

  @Test func theExpectationsWritesNeverReachTheModel() {
    let model = ChoreList()
    _ = withIssueCapture {
      expectChanges(of: model) {
        model.toggle(1)
      } assert: {
        $0.chores[0].title = "Windows"
        $0.owner = Owner()
        $0.chores.append(Chore(id: 3, title: "Bins"))
      }
    }
    #expect(model.chores.map(\.title) == ["Dishes", "Laundry"])
    #expect(model.chores[0].isDone)
    #expect(model.owner.name == "Ada")
  }

  @Test func aChildReachedTwiceIsComparedOnceAndNamed() {
    let model = ChoreList()
    model.selected = model.chores[1]
    expectIssues([
      """
      expectChanges failed: the model did not change as described

        ChoreList(
          chores: [
            [0]: Chore(…),
            [1]: #1 Chore(
              id: 2,
      −       title: "Laundry",
      +       title: "Ironing",
              isDone: false
            )
          ],
          … (2 unchanged)
        )

      Expected: −, Actual: +
      """
    ]) {
      expectChanges(of: model) {
        model.chores[1].title = "Ironing"
        model.owner.name = "Grace"
      } assert: {
        $0.owner.name = "Grace"
      }
    }
  }

  @Test func modelsThatPointBackAtTheirParentsAreCheckedWithoutLooping() {
    let root = TreeNode(name: "root")
    expectIssues([]) {
      expectChanges(of: root) {
        root.add("leaf")
      } assert: {
        let leaf = TreeNode(name: "leaf")
        leaf.parent = $0
        $0.children.append(leaf)
      }
    }
    #expect(root.children.count == 1)
  }

  @Test func anOptionalAndAnArrayHoldingNaNAreTheSameValuesWhenTheOperationLeavesThem() {
    let series = NaNSeries()
    expectIssues([]) {
      expectChanges(of: series) {
        series.label = "hot"
      } assert: {
        $0.label = "hot"
      }
    }
  }

  @Test func aFieldHoldingNaNIsTheSameValueBeforeAndAfter() {
    let gauge = NaNGauge()
    expectChanges(of: gauge) {
      gauge.reading = .nan
    } assert: {
      $0.reading = .nan
    }
    expectIssues([
      """
      expectChanges failed: the model changed, but the expectation describes no change

        NaNGauge(
          reading: nan,
      −   label: ""
      +   label: "hot"
        )

      Expected: −, Actual: +
      """
    ]) {
      expectChanges(of: gauge) {
        gauge.label = "hot"
      } assert: { _ in
      }
    }
  }
}

/// A model whose reading starts as a number and may become `.nan`, which is not `==` itself.
@Observable private final class NaNGauge {
  var reading = 0.0
  var label = ""
}

/// A model holding NaNs inside an optional and an array, which are not `==` themselves either.
@Observable private final class NaNSeries {
  var last: Double? = .nan
  var samples: [Double] = [1, .nan]
  var label = ""
}
