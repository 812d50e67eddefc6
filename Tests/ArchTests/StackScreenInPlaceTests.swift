import Arch
import Testing

/// A stacked screen's feature changes the screen's state in place: the stack lets go of the screen
/// while its feature runs, so a screen holding a large list is not copied on every action, in the
/// `stack(_:action:screens:)` form and in the one-kind-per-call `stack(_:state:case:…)` form alike.
@Suite struct StackScreenInPlaceTests {
  /// Storage whose uniqueness the screen's feature checks before it writes.
  final class Storage: @unchecked Sendable {
    var values: [Int] = []
  }

  struct Screen: Equatable, Sendable {
    var storage = Storage()
    var uniqueWhenChanged: [Bool] = []
    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.storage === rhs.storage && lhs.uniqueWhenChanged == rhs.uniqueWhenChanged
    }
  }

  enum ScreenAction: Equatable, Sendable { case change }

  static let screenFeature = Reduce<Screen, ScreenAction, Void> { screen, _, _ in
    screen.uniqueWhenChanged.append(isKnownUniquelyReferenced(&screen.storage))
    return .none
  }

  struct State: Equatable, Sendable { var path = ScreenStack<Screen>() }

  enum Action: Equatable, Sendable {
    case path(StackAction<Screen, ScreenAction>)
    case screen(id: ScreenID, action: ScreenAction)
  }

  static func stateWithOneScreen() -> State {
    var state = State()
    state.path.push(Screen())
    return state
  }

  @Test func aScreenOfAStackBuiltFromKindsIsChangedInPlace() {
    let feature = Reduce<State, Action, Void> { _, _, _ in .none }
      .stack(\.path, action: Action.path) { StackScreen(Self.screenFeature) }
    var state = Self.stateWithOneScreen()
    _ = feature.handle(.path(.element(id: 0, action: .change)), state: &state, environment: ())
    _ = feature.handle(.path(.element(id: 0, action: .change)), state: &state, environment: ())
    #expect(state.path[id: 0]?.uniqueWhenChanged == [true, true])
  }

  @Test func aScreenOfAStackOfOneKindPerCallIsChangedInPlace() {
    let feature = Reduce<State, Action, Void> { _, _, _ in .none }
      .stack(
        Self.screenFeature, state: \.path, case: CaseOf<Screen, Screen>(embed: { $0 }, extract: { $0 }),
        action: CaseOf(Action.screen), output: CaseOf(Action.screen), environment: { $0 })
    var state = Self.stateWithOneScreen()
    _ = feature.handle(.screen(id: 0, action: .change), state: &state, environment: ())
    _ = feature.handle(.screen(id: 0, action: .change), state: &state, environment: ())
    #expect(state.path[id: 0]?.uniqueWhenChanged == [true, true])
  }
}
