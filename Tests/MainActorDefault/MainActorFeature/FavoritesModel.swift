// The `@Observable` model style as Xcode's new-app template writes it: in this target every
// declaration is on the main actor by default, so the model class is `@MainActor` without saying so.
import Arch
import Observation

/// A list of favorite quotes kept in a main-actor model that changes itself and returns effects.
@Observable
final class FavoritesModel {
  var favorites: [String] = []
  var isSaving = false

  /// The actions travel to effects and back, so they are `nonisolated` (see the README's note).
  nonisolated enum Action: Equatable, Sendable {
    case add(String)
    case saveTapped
    case saveFinished(succeeded: Bool)
  }

  func update(action: Action, environment: FavoritesEnvironment) -> Effect<Action> {
    switch action {
    case .add(let quote):
      favorites.append(quote)
      return .none
    case .saveTapped:
      isSaving = true
      return .run { [favorites] send in
        await send(.saveFinished(succeeded: await environment.save(favorites)))
      }
    case .saveFinished:
      isSaving = false
      return .none
    }
  }
}

/// The model's one service.
struct FavoritesEnvironment: Sendable {
  var save: @Sendable ([String]) async -> Bool
}
