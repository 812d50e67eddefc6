import Arch

/// Everything one exploration needs to start a run: the feature, where it starts, how to build a
/// fresh environment, and what to check.
struct ExploreSetup<F: Feature> where F.State: Equatable, F.Action: Equatable {
  let feature: F
  let initialState: F.State
  let makeEnvironment: (TestClock) -> F.Environment
  let view: (any ViewBuilder<F.State, F.Action>)?
  let generators: [ActionGenerator<F.State, F.Action>]
  let invariants: [Invariant<F.State, F.Action>]
  let maximumSteps: Int

  var invariantsNeedTheView: Bool { view != nil && invariants.contains(where: \.needsView) }
}
