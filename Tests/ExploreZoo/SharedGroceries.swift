import Arch
import ArchTesting

/// A grocery list kept in a `Shared` value: an editor pushed on a stack adds and removes items,
/// and two screens read the list, the list itself (with a badge it keeps) and a summary.
///
/// The buggy variant updates the badge when the editor adds an item, not when it removes one.
package enum SharedGroceries {
  package struct State: Equatable, Sendable {
    package var items: Shared<[String]>
    /// The count the list's badge shows, which the list keeps up to date.
    package var badge: Int
    package var path = ScreenStack<Screen>()

    package init(items: Shared<[String]>) {
      self.items = items
      self.badge = items.value.count
    }
  }

  package enum Screen: Equatable, Sendable {
    case editor(Editor.State)
    case summary(Shared<[String]>)
  }

  package enum Action: Equatable, Sendable {
    case editTapped, summaryTapped, backTapped
    case editor(id: ScreenID, action: Editor.Action)
  }

  /// The screen that changes the shared list.
  package struct Editor: EffectReducer {
    package struct State: Equatable, Sendable {
      package var items: Shared<[String]>

      package init(items: Shared<[String]>) { self.items = items }
    }

    package enum Action: Equatable, Sendable { case addTapped, removeTapped }

    package func reduce(into state: inout State, action: Action, environment: Void) -> Effect<Action> {
      switch action {
      case .addTapped: state.items.withLock { $0.append("Item \($0.count + 1)") }
      case .removeTapped: state.items.withLock { _ = $0.popLast() }
      }
      return .none
    }
  }

  package static func feature(fixed: Bool) -> StackChild<Reduce<State, Action, Void>, Editor, Screen> {
    Reduce<State, Action, Void> { state, action, _ in
      switch action {
      case .editTapped: state.path.push(.editor(Editor.State(items: state.items)))
      case .summaryTapped: state.path.push(.summary(state.items))
      case .backTapped: state.path.pop()
      case .editor(_, .addTapped): state.badge = state.items.value.count
      case .editor(_, .removeTapped): if fixed { state.badge = state.items.value.count }
      }
      return .none
    }
    .stack(
      Editor(), state: \State.path, case: CaseOf(Screen.editor), action: CaseOf(Action.editor),
      output: CaseOf(Action.editor), environment: { _ in () })
  }

  package struct View: ViewBuilder {
    package init() {}

    package func view(for state: State) -> ViewNode<Action> {
      .vstack {
        ViewNode.text("\(state.items.value.count) items")
        ViewNode.text("Badge: \(state.badge)")
        if let id = state.path.topID, let top = state.path[id: id] {
          screen(top, id: id)
          ViewNode.button("Back", sends: .backTapped)
        } else {
          ViewNode.button("Edit", sends: .editTapped)
          ViewNode.button("Summary", sends: .summaryTapped)
        }
      }
    }

    private func screen(_ screen: Screen, id: ScreenID) -> ViewNode<Action> {
      switch screen {
      case .editor(let editor):
        .vstack {
          ViewNode.button("Add", sends: .editor(id: id, action: .addTapped))
          ViewNode.button(
            "Remove", sends: .editor(id: id, action: .removeTapped), isEnabled: !editor.items.value.isEmpty)
        }
      case .summary(let items):
        .text("Total: \(items.value.count)")
      }
    }
  }

  package static let invariants = [
    Invariant<State, Action>("the badge counts the shared list") { state in
      state.badge == state.items.value.count
    }
  ]

  /// The feature explored as a test sets it up: fresh shared values for every store.
  package static func makeStore(fixed: Bool) -> TestStore<
    StackChild<Reduce<State, Action, Void>, Editor, Screen>
  > {
    let shared = SharedValues(storage: .inMemory())
    return TestStore(
      initialState: State(items: shared[.groceries]), feature: feature(fixed: fixed), environment: (),
      view: View())
  }

  /// The correct feature, explored through ``Explorable``.
  package enum Correct: Exploration { package static let isFixed = true }

  /// The buggy feature, explored through ``Explorable``.
  package enum Buggy: Exploration { package static let isFixed = false }

  /// The feature explored through ``Explorable``, correct or buggy.
  package protocol Exploration: Explorable {
    static var isFixed: Bool { get }
  }
}

extension SharedGroceries.Exploration {
  package static func makeStore(clock: TestClock) -> TestStore<
    StackChild<
      Reduce<SharedGroceries.State, SharedGroceries.Action, Void>, SharedGroceries.Editor,
      SharedGroceries.Screen
    >
  > {
    SharedGroceries.makeStore(fixed: isFixed)
  }

  package static var invariants: [Invariant<SharedGroceries.State, SharedGroceries.Action>] {
    SharedGroceries.invariants
  }
}

extension SharedKey where Value == [String] {
  /// The grocery list, starting with milk.
  package static let groceries = SharedKey.inMemory("groceries", default: ["Milk"])
}
