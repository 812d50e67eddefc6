import Arch
import ArchLocking
import ArchTesting
import Testing

/// A dismissal case nested in another (`.delegate(.dismiss)`) dismisses only through that very path:
/// the other delegate outputs leave the feature running, at the root of either store.
@Suite struct NestedDismissalTests {
  enum Delegate: Equatable, Sendable { case dismiss, saved }
  enum Action: Equatable, Sendable {
    case delegate(Delegate)
    case tap
  }

  static let form = Reduce<Int, Action, Void> { state, action, _ in
    if action == .tap { state += 1 }
    return .none
  }

  @Test func onlyTheWholePathDismissesAtTheRootOfATestStore() async {
    let store = TestStore(
      initialState: 0, feature: Self.form, environment: (), dismissedBy: .delegate(.dismiss))
    await store.send(.delegate(.saved))
    #expect(!store.isDismissed)
    await store.send(.delegate(.dismiss))
    #expect(store.isDismissed)
    let issues = await withIssueCapture {
      await store.send(.tap)
    }
    #expect(
      issues.map(\.message) == [
        """
        .tap reached a store whose feature dismissed itself with .delegate(.dismiss). Nothing ran: a \
        dismissed feature takes no more actions or outputs, and its effects were cancelled. Stop \
        sending to the store once isDismissed is true.
        (Reported while running step 3, send(.tap).)
        """
      ])
    await store.finish()
  }

  @MainActor
  @Test func onlyTheWholePathDismissesAtTheRootOfAStore() {
    let store = Store(initialState: 0, feature: Self.form, environment: (), dismissedBy: .delegate(.dismiss))
    store.send(.delegate(.saved))
    #expect(!store.isDismissed)
    store.send(.delegate(.dismiss))
    #expect(store.isDismissed)
  }

  @Test func theCaseIsMatchedAtEveryLevelAndNamedWholeInMessages() {
    let dismissal = DismissalCase(Action.delegate(.dismiss))
    #expect(dismissal.matches(Action.delegate(.dismiss)))
    #expect(!dismissal.matches(Action.delegate(.saved)))
    #expect(!dismissal.matches(Action.tap))
    #expect(dismissal.name == "delegate(.dismiss)")
    #expect(DismissalCase(Action.tap).name == "tap")
  }
}
