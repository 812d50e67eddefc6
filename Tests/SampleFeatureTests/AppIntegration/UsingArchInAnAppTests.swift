import Arch
import Observation
import Synchronization
import Testing

// What the article "Using Arch in a SwiftUI or UIKit app" (Arch.docc/UsingArchInAnApp.md) shows
// that compiles without SwiftUI or UIKit, compiled and run on the README's first feature.

typealias QuoteFeature = SplitFeature<QuotePresenter, QuoteReducer>

/// A stand-in for a UIKit label: it shows text, and is told when it must update.
@MainActor final class QuoteLabel {
  var text = ""
  private(set) var needsUpdate = false
  func setNeedsUpdate() { needsUpdate = true }
  func updated() { needsUpdate = false }
}

/// Shows the store's quote in `label`, and asks the label to update when the quote it showed changes:
/// what UIKit code does with an `@Observable` store, outside SwiftUI's own tracking.
@MainActor func show(_ store: Store<QuoteFeature>, in label: QuoteLabel) {
  withObservationTracking {
    label.text = store.state.quote ?? "No quote yet"
    label.updated()
  } onChange: {
    // The store changes its state on the main actor only, so this runs there.
    MainActor.assumeIsolated { label.setNeedsUpdate() }
  }
}

/// A child view's model: it reads only the favorites and sends only the feature's actions.
@MainActor struct FavoritesModel {
  let store: ScopedStore<[String], QuoteAction>

  var title: String { "Favorites: \(store.state.count)" }
  func favoriteTapped() async { await store.send(.favoriteTapped).finish() }
}

/// How a renderer walks a `ViewNode`: one case per kind, each mapped to a real control.
///
/// A SwiftUI renderer returns views from the same switch; this one returns lines for a plain list.
func controls<Action>(in node: ViewNode<Action>) -> [String] {
  let own: [String]
  switch node.kind {
  case .text(let string): own = ["label \(string)"]
  case .button(let label, _): own = [node.isEnabled ? "button \(label)" : "button \(label) (disabled)"]
  case .toggle(let label, let isOn, _): own = ["switch \(label) \(isOn ? "on" : "off")"]
  case .textField(let label, let text, _, _): own = ["field \(label): \(text)"]
  case .image(let name): own = ["image \(name)"]
  case .progress(let label, _): own = ["spinner \(label ?? "")"]
  case .alert(let title, _): own = ["alert \(title)"]
  case .confirmationDialog(let title, _): own = ["dialog \(title)"]
  case .list, .row, .stack, .section: own = []
  }
  return own + node.children.flatMap { controls(in: $0) }
}

@MainActor @Suite struct UsingArchInAnAppTests {
  let environment = QuoteEnvironment(fetchQuote: { "Simple is better than clever." })

  @Test func codeOutsideSwiftUIIsToldWhenWhatItShowedChanges() async {
    let store = Store(initialState: QuoteState(), feature: quoteFeature, environment: environment)
    let label = QuoteLabel()
    show(store, in: label)
    #expect(label.text == "No quote yet" && !label.needsUpdate)

    await store.send(.refreshTapped).finish()
    #expect(label.needsUpdate)
    show(store, in: label)
    #expect(label.text == "Simple is better than clever." && !label.needsUpdate)
  }

  @Test func aChildViewGetsAScopedStore() async {
    let store = Store(
      initialState: QuoteState(quote: "Less is more."), feature: quoteFeature, environment: environment)
    let favorites = FavoritesModel(store: store.scope(state: \.favorites, action: { $0 }))
    #expect(favorites.title == "Favorites: 0")
    await favorites.favoriteTapped()
    #expect(favorites.title == "Favorites: 1")
  }

  @Test func aRendererMapsEachNodeToAControl() {
    let node = QuoteView().view(for: QuoteState(quote: "Less is more.", isLoading: true))
    #expect(
      controls(in: node) == [
        "label Less is more.", "button Refresh (disabled)", "button Favorite", "label Favorites: 0",
      ])
  }
}
