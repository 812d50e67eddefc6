/// The test store's wording for shared values that changed otherwise than the test said.
extension TestStoreMessages {
  static func unassertedSharedChange(_ name: String, _ step: StepLabel, diff: String) -> String {
    """
    The shared value "\(name)" changed at \(step), but the test did not assert it:

    \(indented(diff))

    \(legend)
    Assert it in the step's trailing closure, through any path that reaches it: `{ $0.….value = … }`.
    """
  }

  static func sharedMismatch(_ name: String, _ step: StepLabel, diff: String) -> String {
    """
    The shared value "\(name)" after \(step) is not what the test expected:

    \(indented(diff))

    \(legend)
    Fix the expectation in the trailing closure, or the feature if the actual value is wrong.
    """
  }

  static func unassertedSharedChangeAtEnd(_ name: String, afterStep: Int, diff: String) -> String {
    """
    The shared value "\(name)" changed after step \(afterStep), and the test never asserted it:

    \(indented(diff))

    \(legend)
    Assert it with `store.assert { $0.….value = … }`, or receive the step that changes it.
    """
  }
}
