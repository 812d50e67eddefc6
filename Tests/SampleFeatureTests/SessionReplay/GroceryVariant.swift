import Arch
import ArchTesting
import SampleFeature

/// Which grocery reducer the stores of ``GroceryReport`` are made with: the sample's own unless a
/// test binds the buggy one.
///
/// The printed test of the reported session is generated from the buggy
/// variant and runs, as a plain test, on the sample's reducer; the proof tests run it on both.
enum GroceryVariant {
  @TaskLocal static var isFixed = true

  /// Runs `body` with the stores made inside it using the buggy reducer.
  static func buggy<Result>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async -> Result
  ) async -> Result {
    await $isFixed.withValue(false) { await body() }
  }
}

/// The sample's ``GroceryReducer``, or, when not `isFixed`, the bug a tester reported: adding an
/// item clears the field but leaves the suggestions for the old text on screen.
struct ReportedGroceryReducer: Reducer {
  let isFixed: Bool

  func reduce(_ state: inout GroceryState, event: GroceryEvent) {
    let suggestions = state.suggestions
    GroceryReducer().reduce(&state, event: event)
    if !isFixed, case .itemWasAdded = event { state.suggestions = suggestions }  // the bug
  }
}

/// The grocery screen with ``ReportedGroceryReducer``, as the app the session was recorded in.
typealias ReportedGroceryFeature = SplitFeature<GroceryPresenter, ReportedGroceryReducer>

/// The reported grocery screen set up for tests: the store the shrunk session's printed test makes,
/// and the promise the session broke.
enum GroceryReport: Explorable {
  static func makeStore(clock: TestClock) -> TestStore<ReportedGroceryFeature> {
    TestStore(
      initialState: GroceryState(), feature: feature(),
      environment: .test(
        api: .returning(GroceryAPI.starterList), storage: .inMemory(), clock: clock, makeID: .incrementing),
      view: GroceryViewBuilder())
  }

  static let invariants = [
    Invariant<GroceryState, GroceryAction>("suggestions show only for a typed name") { state in
      state.suggestions.isEmpty || !state.draft.allSatisfy(\.isWhitespace)
    }
  ]

  /// The grocery feature with the variant of the reducer the current task asks for.
  static func feature() -> ReportedGroceryFeature {
    SplitFeature(
      presenter: GroceryPresenter(), reducer: ReportedGroceryReducer(isFixed: GroceryVariant.isFixed))
  }
}
