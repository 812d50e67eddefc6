import Foundation

/// One test process of a test run, and whether it ran every test.
///
/// `swift test` starts one process for XCTest and one for Swift Testing; both have the `swift test`
/// process as parent, so the parent's id is the run key that groups them. A process counts as
/// complete unless its arguments narrow the tests: `--filter` or `--skip` (Swift Testing), or a test
/// name (how SwiftPM hands XCTest a filter, and how `--parallel` splits the work). Unknown options
/// followed by a value are read as test names, so doubt counts as partial.
package struct SnapshotRun: Sendable, Equatable {
  package var key: String
  package var processID: Int32
  /// The process's arguments, without the executable.
  package var arguments: [String]

  package init(key: String, processID: Int32, arguments: [String]) {
    self.key = key
    self.processID = processID
    self.arguments = arguments
  }

  static let currentProcess = SnapshotRun(
    key: String(getppid()), processID: getpid(), arguments: Array(CommandLine.arguments.dropFirst()))

  /// The arguments that make this a partial run; empty when it ran every test.
  package var narrowingArguments: [String] {
    var narrowing: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      let name = String(argument.prefix { $0 != "=" })
      let hasInlineValue = argument.contains("=")
      let takesValue = Self.optionsWithValues.contains(name) && !hasInlineValue
      if Self.narrowingOptions.contains(name) {
        narrowing.append(contentsOf: arguments[index..<min(index + (takesValue ? 2 : 1), arguments.count)])
      } else if !argument.hasPrefix("-") {
        narrowing.append(argument)
      }
      index += takesValue ? 2 : 1
    }
    return narrowing
  }

  private static let narrowingOptions: Set<String> = ["--filter", "--skip"]
  private static let optionsWithValues: Set<String> = [
    "--filter", "--skip", "--testing-library", "--configuration-path", "--experimental-configuration-path",
    "--event-stream-output-path", "--experimental-event-stream-output", "--event-stream-version",
    "--experimental-event-stream-version", "--xunit-output", "--attachments-path",
    "--experimental-attachments-path", "--repetitions", "--repeat-until",
    "--maximum-parallelization-width", "--symbolicate-backtraces",
  ]
}
