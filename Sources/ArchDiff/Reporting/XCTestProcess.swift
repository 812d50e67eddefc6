/// Whether this process is an XCTest test run, told by its executable's name.
///
/// XCTest drops a failure recorded while no test case runs, so outside a test bundle (a benchmark, a
/// tool) the reporter writes to standard error instead; and only a test run needs the
/// ``XCTestCaseTracker`` to follow its tests.
package enum XCTestProcess {
  /// True in an XCTest test binary (`….xctest` on Linux) or the `xctest` tool that loads a bundle.
  package static let isCurrent: Bool = {
    let executable = CommandLine.arguments.first ?? ""
    return executable.hasSuffix(".xctest") || executable.hasSuffix("/xctest")
      || executable.contains(".xctest/")
  }()
}
