import Arch

/// The explorer's work on each rendered view: listing its controls and comparing two renders.
///
/// `explore` makes these where the feature's action type is known, so they run as code specialized
/// for it; called from the explorer's generic code they would look up generic metadata at every
/// node, several times per step.
@usableFromInline
struct ExploreViewChecks<Action: Equatable & Sendable> {
  /// How many controls a person could use.
  let controlCount: (ViewNode<Action>) -> Int
  /// The usable control at an index, in render order.
  let control: (Int, ViewNode<Action>) -> ViewControl<Action>?
  /// Whether two renders are the same view.
  let isSame: (ViewNode<Action>, ViewNode<Action>) -> Bool
  /// The names of the usable controls, in index order.
  let controlNames: (ViewNode<Action>) -> [ControlName]
  /// The usable controls' count and names and every control shown, from one walk: what a run
  /// recording coverage takes of each view, and chooses its next step from.
  let controlSurvey: (ViewNode<Action>) -> ControlSurvey

  @inlinable
  init() {
    self.init(
      controlCount: { ViewControl.count(in: $0) },
      control: { ViewControl.control(at: $0, in: $1) },
      isSame: { $0 == $1 },
      controlNames: { view in
        var names: [ControlName] = []
        ViewControl.names(in: view, into: &names)
        return names
      },
      controlSurvey: { view in
        var survey = ControlSurvey()
        ViewControl.survey(view, usable: true, into: &survey)
        return survey
      })
  }

  @usableFromInline
  init(
    controlCount: @escaping (ViewNode<Action>) -> Int,
    control: @escaping (Int, ViewNode<Action>) -> ViewControl<Action>?,
    isSame: @escaping (ViewNode<Action>, ViewNode<Action>) -> Bool,
    controlNames: @escaping (ViewNode<Action>) -> [ControlName],
    controlSurvey: @escaping (ViewNode<Action>) -> ControlSurvey
  ) {
    self.controlCount = controlCount
    self.control = control
    self.isSame = isSame
    self.controlNames = controlNames
    self.controlSurvey = controlSurvey
  }
}
