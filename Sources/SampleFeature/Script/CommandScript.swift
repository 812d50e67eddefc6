import Foundation

/// A script of commands for the terminal sample app, one a line, run until a command fails: a
/// scripted run (CI, `--script FILE`) must not pass when a step of it did not happen.
///
/// Blank lines and `#` comments are skipped. A command the script expects to be refused, to show the
/// refusal, starts with `!`; it fails the script if it is followed instead.
///
/// ```swift
/// let script = CommandScript(lines: ["# a tour", "tap Reload", "! dance"])
/// let failure = await script.run(echo: { print($0) }) { command in
///   await session.perform(command)
/// }
/// if let failure { print(failure.message) }
/// ```
public struct CommandScript: Sendable {
  /// The script's lines, as written.
  public var lines: [String]

  /// A script of `lines`, numbered from 1 in messages.
  ///
  /// ```swift
  /// let script = CommandScript(lines: text.components(separatedBy: .newlines))
  /// ```
  public init(lines: [String]) { self.lines = lines }

  /// What following one command came to.
  public enum Outcome: Equatable, Sendable {
    /// It was followed; go on.
    case followed
    /// The person asked to leave: stop here, without a failure.
    case quit
    /// It could not be followed, for this reason.
    case refused(String)
  }

  /// The line that stopped a script, and why.
  public struct Failure: Equatable, Sendable {
    /// The line's number in the script, from 1.
    public var lineNumber: Int
    /// The line, as written.
    public var line: String
    /// Why it failed: the refusal, or that an expected refusal did not come.
    public var reason: String

    /// The failure as a sentence that names the line.
    ///
    /// For example: `Line 7 of the script failed (tap Nope): There is no control “Nope”.`
    ///
    /// ```swift
    /// FileHandle.standardError.write(Data((failure.message + "\n").utf8))
    /// ```
    public var message: String {
      "Line \(lineNumber) of the script failed (\(line.trimmingCharacters(in: .whitespaces))): \(reason)"
    }
  }

  /// Echoes and performs each command in order; returns the first failure, or `nil` when every
  /// command did what the script expected (or one of them quit).
  ///
  /// ```swift
  /// let failure = await script.run(echo: { print($0) }) { await session.perform($0) }
  /// ```
  public func run(
    isolation: isolated (any Actor)? = #isolation,
    echo: (String) -> Void, perform: (String) async -> Outcome
  ) async -> Failure? {
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty else { continue }
      // Comments narrate the tour; commands are echoed as if typed.
      guard !trimmed.hasPrefix("#") else {
        echo("\n\(trimmed)")
        continue
      }
      echo("\n> \(trimmed)")
      let expectsRefusal = trimmed.hasPrefix("!")
      let command =
        expectsRefusal ? String(trimmed.dropFirst()).trimmingCharacters(in: .whitespaces) : trimmed
      switch (await perform(command), expectsRefusal) {
      case (.quit, _): return nil
      case (.followed, false), (.refused, true): continue
      case (.refused(let reason), false):
        return Failure(lineNumber: index + 1, line: line, reason: reason)
      case (.followed, true):
        return Failure(
          lineNumber: index + 1, line: line,
          reason: "the script expected this command to be refused (it starts with `!`), but it was followed.")
      }
    }
    return nil
  }
}
