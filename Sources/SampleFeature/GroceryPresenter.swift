import Arch
import Foundation

/// Turns each ``GroceryAction`` into effects that emit ``GroceryEvent``s.
///
/// It reads the state but never
/// changes it; the ``GroceryReducer`` does.
///
/// ```swift
/// let effect = GroceryPresenter().present(.reloadTapped, state: state, environment: environment)
/// ```
public struct GroceryPresenter: Presenter, Sendable {
  /// How long typing must pause before the catalog is searched.
  ///
  /// ```swift
  /// await clock.advance(by: GroceryPresenter.searchDelay)
  /// ```
  ///
  /// `nonisolated`: the search effect reads it, and with default MainActor isolation a read would hop
  /// to the main actor.
  public nonisolated static let searchDelay: Duration = .milliseconds(300)

  /// Makes the presenter.
  ///
  /// ```swift
  /// SplitFeature(presenter: GroceryPresenter(), reducer: GroceryReducer())
  /// ```
  public init() {}

  /// The effects `action` starts in `state`.
  ///
  /// ```swift
  /// GroceryPresenter().present(.addTapped, state: GroceryState(draft: "  "), environment: environment)
  /// // sends .draftWasRejected("Type a name before adding.")
  /// ```
  public func present(
    _ action: GroceryAction, state: GroceryState, environment: GroceryEnvironment
  ) -> Effect<GroceryEvent> {
    switch action {
    case .appeared:
      return restore(environment)
    case .reloadTapped:
      return state.isLoading ? .none : reload(environment)
    case .retryTapped:
      return retry(state, environment)
    case .draftChanged(let text):
      return .merge(.send(.draftDidChange(text)), searchSuggestions(for: text, environment))
    case .addTapped:
      return add(named: state.draft, to: state, environment)
    case .suggestionTapped(let name):
      return add(named: name, to: state, environment)
    case .toggleBoughtTapped(let id):
      guard state.items.contains(where: { $0.id == id }) else { return .none }
      return change(.itemWasToggled(id), in: state, environment)
    case .deleteTapped(let id):
      guard state.items.contains(where: { $0.id == id }) else { return .none }
      return change(.itemWasDeleted(id), in: state, environment)
    }
  }

  nonisolated private struct SearchID: Hashable, Sendable {}
  nonisolated private struct SaveID: Hashable, Sendable {}

  /// The saved list if there is one; on the very first launch, the server's.
  private func restore(_ environment: GroceryEnvironment) -> Effect<GroceryEvent> {
    .run(name: "restore") { send in
      if let saved = try await environment.storage.load() {
        await send(.listDidRestore(saved))
      } else {
        await loadFromServer(environment, send)
      }
    } catch: { error, send in
      await send(.restoringDidFail(message(describing: error)))
    }
  }

  private func reload(_ environment: GroceryEnvironment) -> Effect<GroceryEvent> {
    .run(name: "reload") { send in await loadFromServer(environment, send) }
  }

  /// The whole story of a load: started, loaded or failed, stopped; then the loaded list is saved.
  ///
  /// `nonisolated`, as `persist`: effects call them, and with default MainActor isolation
  /// they would hop to the main actor, which a synchronous presenter test cannot wait for.
  nonisolated private func loadFromServer(_ environment: GroceryEnvironment, _ send: Send<GroceryEvent>) async
  {
    await send(.loadingDidStart)
    do {
      let items = try await environment.api.fetchItems()
      await send(.itemsDidLoad(items))
      await send(.loadingDidStop)
      await persist(items, environment, send)
    } catch {
      await send(.loadingDidFail(message(describing: error)))
      await send(.loadingDidStop)
    }
  }

  private func retry(_ state: GroceryState, _ environment: GroceryEnvironment) -> Effect<GroceryEvent> {
    switch state.problem {
    case nil: return .none
    case .loadingFailed: return state.isLoading ? .none : reload(environment)
    case .restoringFailed: return restore(environment)
    case .savingFailed: return save(state.items, environment)
    }
  }

  /// Waits for a pause in typing: each keystroke cancels the search the one before it started.
  private func searchSuggestions(
    for text: String, _ environment: GroceryEnvironment
  ) -> Effect<GroceryEvent> {
    guard !text.isBlank else { return .cancel(id: SearchID()) }
    return .run(name: "search") { send in
      try await environment.clock.sleep(for: Self.searchDelay)
      await send(.suggestionsDidLoad(try await environment.api.search(text)))
    } catch: { error, send in
      await send(.suggestionsDidFail(message(describing: error)))
    }
    .cancellable(id: SearchID(), cancelInFlight: true)
  }

  private func add(
    named name: String, to state: GroceryState, _ environment: GroceryEnvironment
  ) -> Effect<GroceryEvent> {
    let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !name.isEmpty else { return .send(.draftWasRejected("Type a name before adding.")) }
    let item = GroceryItem(id: environment.makeID(), name: name)
    return .merge(.cancel(id: SearchID()), change(.itemWasAdded(item), in: state, environment))
  }

  /// Emits `event` and saves the list it leads to, so the file always holds what the screen shows.
  private func change(
    _ event: GroceryEvent, in state: GroceryState, _ environment: GroceryEnvironment
  ) -> Effect<GroceryEvent> {
    let changed = GroceryReducer().reducing(state, event: event)
    return .merge(.send(event), save(changed.items, environment))
  }

  /// The latest save wins: starting one cancels any save still waiting to write.
  private func save(_ items: [GroceryItem], _ environment: GroceryEnvironment) -> Effect<GroceryEvent> {
    .run(name: "save") { send in await persist(items, environment, send) }
      .cancellable(id: SaveID(), cancelInFlight: true)
  }

  nonisolated private func persist(
    _ items: [GroceryItem], _ environment: GroceryEnvironment, _ send: Send<GroceryEvent>
  ) async {
    do {
      try await environment.storage.save(items)
      await send(.listDidSave)
    } catch is CancellationError {
      // A newer save replaced this one.
    } catch {
      await send(.savingDidFail(message(describing: error)))
    }
  }
}
