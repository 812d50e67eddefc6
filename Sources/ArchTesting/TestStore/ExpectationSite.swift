/// Where the test wrote the step whose expectation closure is running: a failure the state raises
/// while the closure reads or writes it, such as a ``ModelSnapshot`` that cannot put a reference
/// back, is reported there rather than where the store was made.
///
/// Carried in Arch's step scope, bound with the expectation's shared overlay: one task-local binding
/// per expectation rather than two.
enum ExpectationSite {
  /// Where the test wrote the step whose expectation is running; `nil` outside an expectation.
  static var current: CallSite? {
    StepScope.current.expectationSite.map {
      CallSite(fileID: $0.fileID, filePath: $0.filePath, line: $0.line, column: $0.column)
    }
  }

  /// `site` as the step scope holds it.
  static func scoped(_ site: CallSite) -> StepScope.Site {
    (site.fileID, site.filePath, site.line, site.column)
  }
}
