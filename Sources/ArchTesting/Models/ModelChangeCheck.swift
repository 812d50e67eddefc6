/// The exhaustive check of one change of a class model: the model read before, as the expectation
/// describes it, and after.
enum ModelChangeCheck {
  enum Verdict {
    case matched
    /// Nothing changed and nothing was described: a pass for a step, a failure for `expectChanges`.
    case nothingChanged
    case mismatch(ModelChangeProblem, diff: String)
  }

  /// The model as `expectation` describes it: the expectation writes into the live model, which is
  /// in the state `base` holds, and every object is then put back as `base` read it.
  static func expected<Model: AnyObject>(
    _ model: Model, from base: ModelGraph, by expectation: (Model) throws -> Void,
    reader: inout ModelReader
  ) rethrows -> ModelGraph {
    var expected: ModelGraph?
    defer { base.restore(undoing: expected) }
    try expectation(model)
    expected = reader.read(model, since: base)
    return expected!
  }

  /// The failure of an expectation that changed a `weak` or `unowned` reference, which stays
  /// changed once the rest of the model is put back; `nil` when it changed none.
  static func unrestorableWrite(base: ModelGraph, expected: ModelGraph) -> String? {
    let fields = base.unrestorableChanges(in: expected)
    return fields.isEmpty ? nil : ModelChangeMessages.unrestorableWrite(fields)
  }

  static func verdict(before: ModelGraph, expected: ModelGraph, after: ModelGraph) -> Verdict {
    let changed = !before.holdsSameValues(as: after)
    if expected.holdsSameValues(as: after) { return changed ? .matched : .nothingChanged }
    let problem: ModelChangeProblem
    if !changed {
      problem = .unchanged
    } else if expected.holdsSameValues(as: before) {
      problem = .undescribed
    } else {
      problem = .different
    }
    return .mismatch(problem, diff: diff(expected: expected, actual: after))
  }

  /// The diff of two copies known to differ, marked `−` (expected) and `+` (actual).
  static func diff(expected: ModelGraph, actual: ModelGraph) -> String {
    DumpOutline.diff(expected.outline, actual.outline, format: .unicode) ?? identicalDumpsExplanation
  }
}
