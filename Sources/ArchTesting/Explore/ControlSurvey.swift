import Arch

/// What a step needs of a view's controls, from one walk of the view: how many interactions a person
/// could use, the name of each, and every control shown, usable or not.
///
/// A run surveys the view of each state it reaches for its coverage, and chooses its next step from
/// the same survey: three walks of the view became one.
@usableFromInline
struct ControlSurvey {
  /// How many interactions the usable controls offer (``ViewControl/count(in:)``).
  @usableFromInline var usableCount = 0
  /// The name of each of those interactions, in the same order (``ViewControl/names(in:into:)``).
  @usableFromInline var names: [ControlName] = []
  /// Every control shown, by name, with whether it is usable.
  @usableFromInline var sightings: [ControlSighting] = []

  @usableFromInline
  init() {}
}
