/// Every message of the change checks of class models, in one place so they read alike.
enum ModelChangeMessages {
  static let title = "expectChanges failed"

  /// The one-shot check's failure: what went wrong, then the diff of the expected and the actual
  /// model.
  static func mismatch(_ problem: ModelChangeProblem, message: String, diff: String) -> String {
    assertionFailure(title + ": " + problem.rawValue, message, diff + "\n\n" + TestStoreMessages.legend)
  }

  /// The one-shot check of an operation that changed nothing, as custom-dump's #149 has it.
  static func unchanged(message: String) -> String {
    assertionFailure(
      title + ": " + ModelChangeProblem.unchanged.rawValue, message,
      """
      The model is the same before and after the operation, so there is nothing to describe. To \
      check that an operation leaves a model unchanged, compare its dump with expectNoDifference.
      """)
  }

  /// The expectation changed `fields` (`Type.field`), `weak` or `unowned` references the check reads
  /// through `Mirror` and cannot write back.
  static func unrestorableWrite(_ fields: [String]) -> String {
    """
    The expectation changed a weak or unowned reference, which the check cannot put back: \
    \(fields.joined(separator: ", ")). The model keeps the change, and what the operation changed is \
    not checked. Check such a reference with #expect after the operation instead.
    """
  }

  /// An expectation written on a ``ModelSnapshot`` changed `fields` (`Type.field`), `weak` or
  /// `unowned` references the snapshot cannot put back into the live model.
  static func snapshotExpectationChangedReference(_ fields: [String]) -> String {
    """
    The expectation changed a weak or unowned reference, which the snapshot cannot put back: \
    \(fields.joined(separator: ", ")). The live model keeps the change. Check such a reference with \
    #expect after the step instead.
    """
  }

  /// A ``ModelSnapshot`` read before `fields` (`Type.field`), `weak` or `unowned` references, changed
  /// had to be put into the live model, which cannot hold those references as they were.
  static func snapshotCannotPutBack(_ fields: [String]) -> String {
    """
    A state of the model read before a weak or unowned reference changed cannot be put back into \
    the model, to read or write through it: \(fields.joined(separator: ", ")). Reads and expectations \
    through that state see the reference as it is now. Check such a reference with #expect after \
    the step instead.
    """
  }

  /// The model changed after a step, through its tasks, and the test went on without checking it.
  static func uncheckedChange(since step: String, diff: String) -> String {
    """
    The model changed after \(step), and the test did not check how:

    \(TestStoreMessages.indented(diff))

    \(TestStoreMessages.legend)
    Check it with `await tester.assert { … }` when its tasks have made the change.
    """
  }

  /// A task the model started is still running when the check or the test ends: `origin` names
  /// what started it (`step 2, load` or `the operation`), `end` what ended (`the test`).
  static func stillRunning(_ origin: String, end: String, sleepers: [String]) -> String {
    var message = "A task started by \(origin) is still running at the end of \(end)."
    if !sleepers.isEmpty { message += "\n" + TestStoreMessages.bulleted(sleepers) }
    return message + "\n" + howToEndTasks
  }

  /// A task still running when a test ended without `finish()`, found as the tester was released or
  /// its test ended.
  static func stillRunningUnfinished(_ origin: StepLabel, sleepers: [String]) -> String {
    stillRunning(origin.description, end: "the test", sleepers: sleepers) + "\n" + unfinished
  }

  static let unfinished = """
    The test did not call `await tester.finish()`, which waits for the tasks and reports them where \
    it is called.
    """

  static let howToEndTasks = """
    Make it end before the test does: advance the test clock it sleeps on, or cancel it through \
    the model.
    """

  /// The operation of a step threw; the step is still checked, for what it changed before.
  static func operationThrew(_ step: StepLabel, error: any Error) -> String {
    "The operation of \(step) threw an error: \(error)"
  }

  /// A diff line printed by the change log: the step, then what it changed.
  static func logged(_ step: StepLabel, diff: String?) -> String {
    guard let diff else { return "\(TestStoreMessages.capitalized(step)) changed nothing." }
    return "\(TestStoreMessages.capitalized(step)) changed the model:\n\(TestStoreMessages.indented(diff))"
  }
}

/// What went wrong in a one-shot check, as its failure's title says it.
enum ModelChangeProblem: String {
  case unchanged = "the operation did not change the model"
  case undescribed = "the model changed, but the expectation describes no change"
  case different = "the model did not change as described"
}

extension ModelChangeMessages {
  /// A step through a view, on a tester made without one.
  static func noView(_ step: StepLabel) -> String {
    """
    \(TestStoreMessages.capitalized(step)) called nothing: the tester has no view to find it in.
    Give the tester its view: `ModelTester(model, view: MyView()) { model, action in … }`.
    """
  }
}
