import Arch

// The split shape: a presenter and a pure reducer, joined by `SplitFeature`.

enum GreetingAction: Equatable, Sendable { case greetTapped }
enum GreetingEvent: Equatable, Sendable { case greeted(String) }
struct GreetingState: Equatable, Sendable { var greeting = "" }
struct GreetingServices: Sendable { var name = "Ada" }

/// The presenter's `Environment` is inferred from `present`'s `environment:` parameter.
struct GreetingPresenter: Presenter {
  func present(
    _ action: GreetingAction, state: GreetingState, environment: GreetingServices
  ) -> Effect<GreetingEvent> {
    .send(.greeted("Hello, \(environment.name)"))
  }
}

struct GreetingReducer: Reducer {
  func reduce(_ state: inout GreetingState, event: GreetingEvent) {
    if case .greeted(let greeting) = event { state.greeting = greeting }
  }
}

extension GreetingPresenter {
  /// The split feature, named by its four types and nothing longer.
  static var feature: some Feature<GreetingState, GreetingAction, GreetingEvent, GreetingServices> {
    SplitFeature(presenter: GreetingPresenter(), reducer: GreetingReducer())
  }
}

/// A feature conforming to `Feature` itself: its types are inferred from `handle` and `apply`.
struct Doubler: Feature {
  enum Action: Equatable, Sendable { case doubleTapped }

  func handle(_ action: Action, state: inout Int, environment: CounterServices) -> Effect<Action> {
    state *= 2 * environment.step
    return .none
  }

  func apply(_ output: Action, state: inout Int, environment: CounterServices) -> Effect<Action> { .none }
}
