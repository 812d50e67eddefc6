import Arch
import Testing

/// A feature's `Environment` is inferred from the `environment:` parameter of its `reduce` or
/// `present`, with no `typealias`; a feature that names none gets `Void`.
@Suite struct EnvironmentInferenceTests {
  struct CounterServices: Sendable { var step: Int }

  struct Counter: EffectReducer {
    struct State: Equatable { var count = 0 }
    enum Action: Sendable { case tapped }

    func reduce(into state: inout State, action: Action, environment: CounterServices) -> Effect<Action> {
      state.count += environment.step
      return .none
    }
  }

  struct PlainCounter: EffectReducer {
    struct State: Equatable { var count = 0 }
    enum Action: Sendable { case tapped }

    func reduce(into state: inout State, action: Action, environment: Environment) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  struct CounterPresenter: Presenter {
    struct State {}
    enum Action: Sendable { case tapped }
    enum Event: Sendable { case counted(Int) }

    func present(_ action: Action, state: State, environment: CounterServices) -> Effect<Event> {
      .send(.counted(environment.step))
    }
  }

  /// A direct `Feature` conformance infers it from `handle` and `apply`.
  struct Doubler: Feature {
    enum Action: Sendable { case tapped }

    func handle(_ action: Action, state: inout Int, environment: CounterServices) -> Effect<Action> {
      state *= environment.step
      return .none
    }

    func apply(_ output: Action, state: inout Int, environment: CounterServices) -> Effect<Action> { .none }
  }

  @Test func aDirectFeatureInfersItFromHandleAndApply() {
    #expect(Doubler.Environment.self == CounterServices.self)
  }

  @Test func theEnvironmentComesFromTheReduceParameter() {
    #expect(Counter.Environment.self == CounterServices.self)
    var state = Counter.State()
    _ = Counter().handle(.tapped, state: &state, environment: CounterServices(step: 3))
    #expect(state.count == 3)
  }

  @Test func aFeatureWithoutServicesHasAVoidEnvironment() {
    #expect(PlainCounter.Environment.self == Void.self)
  }

  @Test func aPresenterInfersItsEnvironmentToo() {
    #expect(CounterPresenter.Environment.self == CounterServices.self)
  }
}
