import Arch

/// How a list of emitted values compares to an expected one, at one of three strengths.
struct EmittedComparison<Output: Equatable> {
  enum Strength {
    /// The same values in the same order, nothing else.
    case exactly
    /// The same values in any order, nothing else.
    case only
    /// At least these values, in any order; others may be emitted too.
    case contains
  }

  let expected: [Output]
  let emitted: [Output]
  /// Expected values that no emitted value matched, in expected order.
  private(set) var missing: [Output] = []
  /// Emitted values that no expected value matched, in emitted order.
  private(set) var unexpected: [Output] = []

  init(expected: [Output], emitted: [Output]) {
    self.expected = expected
    self.emitted = emitted
    var unused = Array(emitted.indices)
    for value in expected {
      if let position = unused.firstIndex(where: { emitted[$0] == value }) {
        unused.remove(at: position)
      } else {
        missing.append(value)
      }
    }
    unexpected = unused.map { emitted[$0] }
  }

  func passes(_ strength: Strength) -> Bool {
    switch strength {
    case .exactly: return expected == emitted
    case .only: return missing.isEmpty && unexpected.isEmpty
    case .contains: return missing.isEmpty
    }
  }

  /// The emitted value most like `value`: one of the same enum case first, else the one whose
  /// one-line description is the fewest edits away; the earliest wins a tie.
  ///
  /// Unmatched values are preferred, since a matched one already found its expected twin.
  func closestEmitted(to value: Output) -> Output? {
    let candidates = unexpected.isEmpty ? emitted : unexpected
    let caseName = EnumReflection.caseName(of: value)
    if let caseName, let sameCase = candidates.first(where: { EnumReflection.caseName(of: $0) == caseName }) {
      return sameCase
    }
    let target = TestStoreText.oneLine(value)
    return candidates.min { first, second in
      EditDistance.between(TestStoreText.oneLine(first), target)
        < EditDistance.between(TestStoreText.oneLine(second), target)
    }
  }
}
