// The README's "Your first feature", compiled: ReadmeFirstFeatureTests checks that each block between
// `// readme:NAME` and `// readme:end` equals the README's block marked `<!-- readme:NAME -->`.
// It imports only Arch, as an app target would.

// readme:feature
import Arch

struct QuoteState: Equatable, Sendable {
  var quote: String?
  var isLoading = false
  var favorites: [String] = []
}

/// What the person does.
enum QuoteAction: Equatable, Sendable {
  case refreshTapped
  case favoriteTapped
}

/// What happened: the presenter's effects send these, the reducer applies them.
enum QuoteEvent: Equatable, Sendable {
  case loadingDidStart
  case quoteDidLoad(String)
  case loadingDidFail
  case quoteWasFavorited(String)
}

/// Every service the effects use, so a test can replace each one.
struct QuoteEnvironment: Sendable {
  var fetchQuote: @Sendable () async throws -> String
}

/// Turns an action into effects that send events.
///
/// It reads the state and never changes it.
struct QuotePresenter: Presenter {
  func present(
    _ action: QuoteAction, state: QuoteState, environment: QuoteEnvironment
  ) -> Effect<QuoteEvent> {
    switch action {
    case .refreshTapped:
      return .run { send in
        await send(.loadingDidStart)
        await send(.quoteDidLoad(try await environment.fetchQuote()))
      } catch: { _, send in
        await send(.loadingDidFail)
      }
    case .favoriteTapped:
      guard let quote = state.quote, !state.favorites.contains(quote) else { return .none }
      return .send(.quoteWasFavorited(quote))
    }
  }
}

/// Applies each event to the state: pure, no services, no time.
struct QuoteReducer: Reducer {
  func reduce(_ state: inout QuoteState, event: QuoteEvent) {
    switch event {
    case .loadingDidStart:
      state.isLoading = true
    case .quoteDidLoad(let quote):
      state.quote = quote
      state.isLoading = false
    case .loadingDidFail:
      state.isLoading = false
    case .quoteWasFavorited(let quote):
      state.favorites.append(quote)
    }
  }
}

/// Describes the screen for a state: pure, platform-neutral, testable without a UI framework.
struct QuoteView: ViewBuilder {
  func view(for state: QuoteState) -> ViewNode<QuoteAction> {
    .vstack {
      ViewNode.text(state.quote ?? "No quote yet", id: "quote")
      ViewNode.button("Refresh", sends: .refreshTapped, isEnabled: !state.isLoading)
      ViewNode.button("Favorite", sends: .favoriteTapped, isEnabled: state.quote != nil)
      ViewNode.text("Favorites: \(state.favorites.count)")
    }
  }
}

/// The presenter and the reducer joined into one feature, for a `Store` or a `TestStore`.
let quoteFeature = SplitFeature(presenter: QuotePresenter(), reducer: QuoteReducer())
// readme:end
