import Arch

/// Everything one exploration needs to start a run: the feature, where it starts, how to build a
/// fresh environment, and what to check.
struct ExploreSetup<F: Feature> where F.State: Equatable, F.Action: Equatable {
  init(
    feature: F, initialState: F.State, makeEnvironment: @escaping (TestClock) -> F.Environment,
    view: (any ViewBuilder<F.State, F.Action>)?, viewChecks: ExploreViewChecks<F.Action>,
    generators: [ActionGenerator<F.State, F.Action>],
    invariants: [Invariant<F.State, F.Action>], maximumSteps: Int, texts: [FieldText] = [],
    reproduction: ExploreReproduction,
    makeStart: ((TestClock) -> (state: F.State, environment: F.Environment))? = nil
  ) {
    self.makeStart = makeStart ?? { clock in (initialState, makeEnvironment(clock)) }
    self.stateHoldsShared = ExploreSharedValues.contains(initialState)
    self.texts = Dictionary(texts.map { ($0.field, $0) }, uniquingKeysWith: { _, last in last })
    self.reproduction = reproduction
    self.feature = feature
    self.initialState = initialState
    self.makeEnvironment = makeEnvironment
    self.view = view
    self.viewChecks = viewChecks
    self.generators = generators
    self.invariants = invariants
    self.maximumSteps = maximumSteps
    self.invariantsNeedTheView = view != nil && invariants.contains { $0.needsView }
    self.invariantsHaveConditions = invariants.contains { $0.condition != nil }
  }

  let makeEnvironment: (TestClock) -> F.Environment
  /// Builds a run's initial state and its environment on the run's clock, together, as a fresh
  /// test does: an `Explorable`'s store is made anew for every run, so its shared values are fresh.
  let makeStart: (TestClock) -> (state: F.State, environment: F.Environment)
  /// Whether the initial state holds shared values: then a run records what each state printed
  /// when it was reached, since the shared values inside it change after.
  let stateHoldsShared: Bool
  let view: (any ViewBuilder<F.State, F.Action>)?
  let viewChecks: ExploreViewChecks<F.Action>
  let generators: [ActionGenerator<F.State, F.Action>]
  let invariants: [Invariant<F.State, F.Action>]
  var maximumSteps: Int
  /// Whether runs take every choice from a finite set an exhaustive search can go through: texts
  /// from a field's vocabulary, a generator's distinct values, the clock only to the next deadline.
  var enumerates = false
  /// The first step a run checks (invariants, the view's purity) and records coverage of: an
  /// exhaustive search's steps before it replay a path a run checked already.
  var checksFromStep = 0
  /// Whether an enumerating run digests the state it ends in (``ExhaustiveFingerprint``), for a
  /// search split into shards.
  var fingerprints = false
  /// Where an exhaustive search notes the fields and generators it could not go through in full.
  var cuts: ExhaustiveCuts? = nil
  /// What to type into the fields with these labels or identifiers.
  let texts: [String: FieldText]
  /// How the printed test names its module's types and builds its store.
  let reproduction: ExploreReproduction
  /// Whether checking the invariants needs a rendering: worked out once, as steps ask it often.
  let invariantsNeedTheView: Bool
  /// Whether some invariant applies only when its `when:` condition holds, which coverage notes.
  let invariantsHaveConditions: Bool
  /// Hashes the states an exhaustive search keys, when they are not `Hashable`: one for the whole
  /// exploration, so every key of a search is hashed alike.
  let statePropertyHasher = StoredPropertyHasher<F.State>()
  // Last, as the only properties whose size depends on the feature's types: every property before
  // them then sits at an offset known without the setup's generic type, which the unspecialized
  // explorer would otherwise look up at each of the dozens of reads a step makes.
  let feature: F
  let initialState: F.State

  /// The generator for `control`'s text: the one naming its identifier, else the one naming its
  /// label; an identifier is the more specific name, so it wins when both are given.
  func fieldText(for control: ViewControl<F.Action>) -> FieldText? {
    control.identifier.flatMap { texts[$0] } ?? texts[control.label]
  }

  /// The finite texts `control`, a field holding `content`, is typed with: its boundary texts, then
  /// the ones the feature declared for it.
  func vocabulary(for control: ViewControl<F.Action>, content: TextFieldContent) -> [String] {
    FieldVocabulary.defaults(for: content) + (fieldText(for: control)?.texts ?? [])
  }

  /// The text a run types into `control`, a field holding `content`.
  ///
  /// Enumerating (an exhaustive
  /// search), each of ``ExhaustiveValues/texts(of:content:cuts:)`` in turn; else from the field's
  /// generator if the feature gave one, or, as `choices` pick, a short text of the default alphabet
  /// (which shrinks toward the empty text) or one of the field's vocabulary.
  func text(for control: ViewControl<F.Action>, content: TextFieldContent, _ choices: Choices) -> String {
    let fieldText = fieldText(for: control)
    if enumerates {
      return choices.element(of: ExhaustiveValues.texts(of: fieldText, content: content, cuts: cuts))
    }
    if let make = fieldText?.make { return make(choices) }
    guard choices.sequence.drawOrSimplest(below: 2) == 1 else { return choices.text() }
    return choices.element(of: vocabulary(for: control, content: content))
  }

  /// The action `generator` makes in `state`: generated, or one of its distinct values when enumerating.
  func action(
    of generator: ActionGenerator<F.State, F.Action>, in state: F.State, from choices: Choices
  ) -> F.Action {
    guard enumerates else { return generator.make(state, choices) }
    return choices.element(of: ExhaustiveValues.actions(of: generator, in: state, cuts: cuts))
  }
}
