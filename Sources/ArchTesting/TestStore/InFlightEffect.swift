import Arch

/// An effect a test store started and that has not finished, with the step that started it.
struct InFlightEffect {
  var id: Int
  var origin: StepLabel
  var site: CallSite
  var lifetime: EffectLifetime
  var task: EffectTask
}
