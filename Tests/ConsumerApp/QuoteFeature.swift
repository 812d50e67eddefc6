// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// (An app's code, as a consumer writes it: `public` for another module, not a library's API.)
// The README's "Your first feature" as it looks in an app module whose types are `public`, as the
// README's note says: a public struct is not inferred `Sendable`, so the presenter, the reducer and
// the view builder declare it, and the global `public let quoteFeature` compiles. ConsumerTests test
// it as a consumer would, with `import ArchTesting` and `@testable import ConsumerApp` only.

import Arch

public struct QuoteState: Equatable, Sendable {
  public var quote: String?
  public var isLoading = false
  public var favorites: [String] = []
}

/// What the person does.
public enum QuoteAction: Equatable, Sendable {
  case refreshTapped
  case favoriteTapped
}

/// What happened: the presenter's effects send these, the reducer applies them.
public enum QuoteEvent: Equatable, Sendable {
  case loadingDidStart
  case quoteDidLoad(String)
  case loadingDidFail
  case quoteWasFavorited(String)
}

/// Every service the effects use, so a test can replace each one.
public struct QuoteEnvironment: Sendable {
  public var fetchQuote: @Sendable () async throws -> String
}

/// Turns an action into effects that send events.
///
/// It reads the state and never changes it.
public struct QuotePresenter: Presenter, Sendable {
  public func present(
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
public struct QuoteReducer: Reducer, Sendable {
  public func reduce(_ state: inout QuoteState, event: QuoteEvent) {
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
public struct QuoteView: ViewBuilder, Sendable {
  public func view(for state: QuoteState) -> ViewNode<QuoteAction> {
    .vstack {
      ViewNode.text(state.quote ?? "No quote yet", id: "quote")
      ViewNode.button("Refresh", sends: .refreshTapped, isEnabled: !state.isLoading)
      ViewNode.button("Favorite", sends: .favoriteTapped, isEnabled: state.quote != nil)
      ViewNode.text("Favorites: \(state.favorites.count)")
    }
  }
}

/// The presenter and the reducer joined into one feature, for a `Store` or a `TestStore`.
public let quoteFeature = SplitFeature(presenter: QuotePresenter(), reducer: QuoteReducer())
