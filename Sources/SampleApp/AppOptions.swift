import Foundation

/// What the command line asked for.
struct AppOptions {
  var scriptPath: String?
  var storagePath: String?
  var recordPath: String?
  var seed: UInt64 = AppOptions.defaultSeed
  var showsUsage = false

  /// Chosen so the built-in session shows a failed reload and a successful retry.
  static let defaultSeed: UInt64 = 33

  static let usage = """
    usage: sample-app [--script FILE] [--storage FILE] [--seed N] [--record FILE]

      --script FILE   run the commands in FILE (one a line, # starts a comment), then exit;
                      a command that fails stops the script with exit status 1, unless its line
                      starts with `!` (a refusal the script expects)
      --storage FILE  keep the list in FILE instead of the default file
      --seed N        pick which calls to the pretend server fail (default \(defaultSeed))
      --record FILE   record the session (every action and event, with its time and a fingerprint
                      of the state) and write it to FILE at exit, for a test to replay; `restart`
                      starts a new recording. A file that cannot be written is reported on one
                      line of standard error and does not change the exit status

    Interactive when standard input is a terminal; otherwise (a pipe, CI) it runs a short built-in
    session and exits.
    """

  static func parse(_ arguments: [String]) throws(UsageError) -> AppOptions {
    var options = AppOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--script": options.scriptPath = try value(after: argument, in: &remaining)
      case "--storage": options.storagePath = try value(after: argument, in: &remaining)
      case "--record": options.recordPath = try value(after: argument, in: &remaining)
      case "--seed":
        let text = try value(after: argument, in: &remaining)
        guard let seed = UInt64(text) else { throw UsageError("--seed needs a whole number, not “\(text)”.") }
        options.seed = seed
      case "--help", "-h": options.showsUsage = true
      default: throw UsageError("Unknown option “\(argument)”.")
      }
    }
    return options
  }

  private static func value(
    after option: String, in remaining: inout ArraySlice<String>
  ) throws(UsageError) -> String {
    guard let value = remaining.popFirst() else { throw UsageError("\(option) needs a value.") }
    return value
  }
}

/// A command line the app cannot follow.
struct UsageError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
