import Arch
import ArchTestSupport
import ArchTesting
import Observation
import Testing

/// A chore list whose owner is a constant and whose chores only the list changes: from a test
/// their key paths are read-only, so an expectation writes through the objects it reads.
@Observable final class LockedChoreList {
  let owner = Owner()
  private(set) var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]
  var doneCount = 0

  func finishAll() {
    for chore in chores {
      chore.isDone = true
      doneCount += 1
    }
  }
}

/// What the tests send to the locked chore list.
enum LockedChoreAction: Equatable, Sendable {
  case renameOwner(String)
  case finishAll
  case nothing
}

/// Expectations that write through objects a snapshot hands out by a read-only key path (a `let`
/// child, a `private(set)` array of models), and that go on reading the snapshot between writes:
/// the writes describe the expected state and never reach the live model.
@Suite struct ModelSnapshotReadOnlyPathTests {
  func store(_ model: LockedChoreList) -> TestStore<
    ReferenceModelFeature<LockedChoreList, LockedChoreAction, Void>
  > {
    TestStore(model: model, environment: ()) { model, action, _ in
      switch action {
      case .renameOwner(let name): model.owner.name = name
      case .finishAll: model.finishAll()
      case .nothing: break
      }
      return .none
    }
  }

  @Test func aWriteThroughAConstantChildDescribesTheStep() async {
    let model = LockedChoreList()
    let store = store(model)
    await expectIssues([]) {
      await store.send(.renameOwner("Grace")) { $0.owner.name = "Grace" }
      await store.finish()
    }
    #expect(model.owner.name == "Grace")
  }

  @Test func aWriteThroughAConstantChildThatTheFeatureDidNotMakeFailsAndLeavesTheModel() async {
    let model = LockedChoreList()
    let store = store(model)
    store.exhaustivity = .off
    await expectIssues([
      """
      State after step 1, send(.nothing) is not what the test expected:

          LockedChoreList(
            owner: Owner(
        −     name: "Grace"
        +     name: "Ada"
            ),
            … (2 unchanged)
          )

      Expected: −, Actual: +
      Fix the expectation in the trailing closure, or the feature if the actual state is wrong.
      """
    ]) {
      await store.send(.nothing) { $0.owner.name = "Grace" }
    }
    #expect(model.owner.name == "Ada")
    await store.finish()
  }

  @Test func writesThroughObjectsReadInALoopBetweenOtherWritesAreAllExpected() async {
    let model = LockedChoreList()
    let store = store(model)
    await expectIssues([]) {
      await store.send(.finishAll) {
        for chore in $0.chores {
          chore.isDone = true
          $0.doneCount += 1
        }
      }
      await store.finish()
    }
    #expect(model.chores.map(\.isDone) == [true, true] && model.doneCount == 2)
  }
}
