import Arch

/// A feature set up to be explored, named so that the test `explore` prints can build it again.
///
/// `explore(_:budget:seed:fileID:filePath:line:column:)` calls ``makeStore(clock:)`` for a fresh
/// feature, initial state, environment and view in every run, and checks ``invariants`` after every
/// step. The test it prints on a failure calls the same `makeStore(clock:)` and checks the same
/// `invariants`, so it compiles and runs, as printed, in the test target that called `explore`.
///
/// ```swift
/// enum Exploration: Explorable {  // in the zoo's BlankName
///   static func makeStore(clock: TestClock) -> TestStore<Reduce<State, Action, Void>> {
///     TestStore(initialState: State(), feature: feature, environment: (), view: View())
///   }
///   static let invariants = [
///     Invariant<State, Action>("no saved name is blank") { state in
///       state.names.allSatisfy { name in name.contains { !$0.isWhitespace } }
///     }
///   ]
/// }
/// ```
public protocol Explorable {
  /// The feature explored.
  associatedtype Explored: Feature where Explored.State: Equatable, Explored.Action: Equatable

  /// A test store of the feature, its environment built on `clock`, with the view to drive it by.
  ///
  /// ```swift
  /// let store = BlankName.Exploration.makeStore(clock: TestClock())
  /// ```
  static func makeStore(clock: TestClock) -> TestStore<Explored>

  /// What must hold after every step; none by default.
  ///
  /// ```swift
  /// store.expect(BlankName.Exploration.invariants)
  /// ```
  static var invariants: [Invariant<Explored.State, Explored.Action>] { get }

  /// Generators of actions besides what the view offers; none by default.
  ///
  /// ```swift
  /// static var actions: [ActionGenerator<State, Action>] { [.always("load", .loadTapped)] }
  /// ```
  static var actions: [ActionGenerator<Explored.State, Explored.Action>] { get }

  /// What to type into particular text fields, by label or identifier: a generator, or texts added
  /// to the field's ``FieldVocabulary``; every field is typed with its vocabulary and short texts of
  /// ``Choices/defaultAlphabet`` otherwise.
  ///
  /// ```swift
  /// static var texts: [FieldText] { [.from("Name", alphabet: " \t", maximumLength: 2)] }
  /// ```
  static var texts: [FieldText] { get }
}

extension Explorable {
  /// No invariants: explore still checks the view's purity, effect errors and runtime issues.
  ///
  /// ```swift
  /// enum TimerExploration: Explorable { static func makeStore(clock: TestClock) -> TestStore<Timer> { … } }
  /// ```
  public static var invariants: [Invariant<Explored.State, Explored.Action>] { [] }

  /// No generators: only the view's controls and the clock drive the runs.
  ///
  /// ```swift
  /// BlankName.Exploration.actions.isEmpty // true unless it declares some
  /// ```
  public static var actions: [ActionGenerator<Explored.State, Explored.Action>] { [] }

  /// No field-specific text: every field gets its ``FieldVocabulary`` and short default texts.
  ///
  /// ```swift
  /// BlankName.Exploration.texts.isEmpty // true unless it declares some
  /// ```
  public static var texts: [FieldText] { [] }
}
