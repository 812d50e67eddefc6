/// The fields and generators an exhaustive search could not go through in full, because they offer
/// more values than it tries (``ExhaustiveValues/maximumValues``): its certificate names them.
final class ExhaustiveCuts {
  /// Their names, each once, in the order they were first cut.
  private(set) var names: [String] = []

  func note(_ name: String) {
    if !names.contains(name) { names.append(name) }
  }
}
