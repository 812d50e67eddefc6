import Arch
import ArchTesting

/// The ArchitectureSample style, reproduced: an action goes to a presenter (with injected
/// dependencies) that emits ordered events; a pure reducer maps (state, event) to a new state; a
/// view builder describes the screen for a state.
enum ArchitectureSample {
  protocol Presenter: Sendable {
    associatedtype Action: Sendable
    associatedtype Event: Sendable
    func handle(_ action: Action, emit: Emitter<Event>) async
  }

  nonisolated struct Emitter<Event: Sendable>: Sendable {
    let emit: @Sendable (Event) async -> Void
    func callAsFunction(_ event: Event) async { await emit(event) }
  }

  protocol Reducer {
    associatedtype State
    associatedtype Event
    func reduce(_ state: State, _ event: Event) -> State
  }

  protocol ViewBuilder {
    associatedtype State
    associatedtype Action: Sendable
    func build(_ state: State) -> ViewNode<Action>
  }
}

// MARK: - The glue a team on this style writes once: its presenter and reducer as Arch's.

extension ArchitectureSample.Presenter {
  /// The presenter as an ``Arch/Presenter``; it does not read the state, as in the style.
  func arch<State: Sendable>(state _: State.Type) -> AsyncPresenter<Action, Event, State, Void> {
    AsyncPresenter { action, _, _, send in
      await self.handle(action, emit: ArchitectureSample.Emitter { await send($0) })
    }
  }
}

extension ArchitectureSample.Reducer {
  var arch: FunctionReducer<State, Event> { FunctionReducer(reduce) }
}

// MARK: - The example feature: the style's worked example, "load data".

nonisolated struct Article: Equatable, Sendable {
  var id: Int
  var title: String
}

nonisolated struct ArticlesState: Equatable, Sendable {
  var articles: [Article] = []
  var isLoading = false
  var errorMessage: String?
}

nonisolated enum ArticlesAction: Equatable, Sendable {
  case loadData
  case dismissError
}

nonisolated enum ArticlesEvent: Equatable, Sendable {
  case loadingDidStart
  case dataDidCome([Article])
  case errorDidOccur(String)
  case loadingDidStop
  case errorDidClear
}

struct ArticleService: Sendable {
  var fetchArticles: @Sendable () async throws -> [Article]
}

nonisolated struct ArticlesPresenter: ArchitectureSample.Presenter {
  let service: ArticleService

  func handle(_ action: ArticlesAction, emit: ArchitectureSample.Emitter<ArticlesEvent>) async {
    switch action {
    case .loadData:
      await emit(.loadingDidStart)
      do {
        await emit(.dataDidCome(try await service.fetchArticles()))
      } catch {
        await emit(.errorDidOccur("\(error)"))
      }
      await emit(.loadingDidStop)
    case .dismissError:
      await emit(.errorDidClear)
    }
  }
}

struct ArticlesReducer: ArchitectureSample.Reducer {
  func reduce(_ state: ArticlesState, _ event: ArticlesEvent) -> ArticlesState {
    var state = state
    switch event {
    case .loadingDidStart:
      state.isLoading = true
      state.errorMessage = nil
    case .dataDidCome(let articles):
      state.articles = articles
    case .errorDidOccur(let message):
      state.errorMessage = message
    case .loadingDidStop:
      state.isLoading = false
    case .errorDidClear:
      state.errorMessage = nil
    }
    return state
  }
}

struct ArticlesView: ArchitectureSample.ViewBuilder {
  func build(_ state: ArticlesState) -> ViewNode<ArticlesAction> {
    .vstack {
      ViewNode.text("Articles")
      if state.isLoading { ViewNode.progress("Loading…") }
      ViewNode.list(
        id: "articles",
        rows: state.articles.map { article in
          .row(id: "\(article.id)") { ViewNode.text(article.title) }
        })
      if let message = state.errorMessage {
        ViewNode.alert("Could not load", message: message) {
          ViewNode.button("OK", sends: .dismissError)
        }
      }
      ViewNode.button("Reload", sends: .loadData).disabled(state.isLoading)
    }
  }
}
