import Foundation

/// Runs tests of this test binary again, alone, in a new process: for behaviour that
/// depends on what the process did before the test (the first store it makes, what it set up
/// lazily), which no test sharing a process with others can reproduce.
///
/// The test to run is told apart from its ordinary run by an environment variable, so that in the
/// ordinary run it only skips. Only where the test binary is an executable (Linux): on Apple
/// platforms it is a bundle that `xctest` loads.
struct FreshTestProcess {
  /// The environment variable that names the scenario a spawned process plays.
  static let scenarioVariable = "ARCH_TESTING_SCENARIO"

  /// The scenario this process was spawned to play, if any.
  static var scenario: String? { ProcessInfo.processInfo.environment[scenarioVariable] }

  /// What a spawned run printed and how it ended.
  struct Outcome {
    var status: Int32
    var output: String
  }

  /// This process's executable when it is a runnable XCTest binary.
  static var testBinary: URL? {
    #if os(Linux)
      guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
        path.hasSuffix(".xctest")
      else { return nil }
      return URL(fileURLWithPath: path)
    #else
      return nil
    #endif
  }

  /// Runs the XCTest test `test` (`Module.Class/testMethod`) alone in a new process playing
  /// `scenario`.
  static func runXCTest(_ test: String, scenario: String) throws -> Outcome? {
    try run([test], scenario: scenario)
  }

  /// Runs the Swift Testing tests `filter` selects in a new process playing `scenario`, with
  /// `arguments` added to Swift Testing's own.
  static func runSwiftTesting(filter: String, scenario: String, arguments: [String] = []) throws -> Outcome? {
    try run(["--testing-library", "swift-testing", "--filter", filter] + arguments, scenario: scenario)
  }

  /// Runs the Swift Testing tests `filter` names under `--attachments-path`, and returns the outcome
  /// and the files Swift Testing saved there, by name.
  static func runSavingAttachments(filter: String, scenario: String) throws -> (Outcome, [String: String])? {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "arch-attachments-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    guard
      let outcome = try runSwiftTesting(
        filter: filter, scenario: scenario, arguments: ["--attachments-path", folder.path])
    else { return nil }
    var saved: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      saved[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
    return (outcome, saved)
  }

  private static func run(_ arguments: [String], scenario: String) throws -> Outcome? {
    guard let binary = testBinary else { return nil }
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment[scenarioVariable] = scenario
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }
}
