/// Where the test wrote the step whose expectation closure is running: a failure the state raises
/// while the closure reads or writes it, such as a ``ModelSnapshot`` that cannot put a reference
/// back, is reported there rather than where the store was made.
enum ExpectationSite {
  @TaskLocal static var current: CallSite?

  /// Runs `body` with `site` current.
  static func with<Result>(_ site: CallSite, _ body: () throws -> Result) rethrows -> Result {
    try $current.withValue(site, operation: body)
  }
}
