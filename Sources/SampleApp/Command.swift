import Foundation

/// One line typed by the person (or read from a script), understood.
enum Command: Equatable {
  /// Press the button, or flip the switch, numbered or labelled so.
  case tap(String)
  /// Flip the switch numbered or labelled so.
  case toggle(String)
  /// Replace a text field's text; the only field on screen when `field` is nil.
  case type(field: String?, text: String)
  /// Submit a text field, like pressing Return.
  case submit(field: String?)
  case show, restart, help, quit

  static let helpText = """
    Commands (a number is the [n] printed next to a control):
      tap <n|label>      press a button or flip a switch     tap 1   tap Reload   tap Add Bananas
      toggle <n|label>   flip a switch                       toggle Milk
      type [n] <text>    set a text field's text             type Bananas   type 2 "   "
      submit [n]         submit a text field (Return)        submit
      show               print the screen again
      restart            quit and relaunch on the same saved list
      help               this list
      quit               leave
    """

  /// The command on `line`, or nil for a blank line or a `#` comment.
  static func parse(_ line: String) throws(CommandError) -> Command? {
    let line = line.trimmingCharacters(in: .whitespaces)
    guard !line.isEmpty, !line.hasPrefix("#") else { return nil }
    let verb = line.prefix { !$0.isWhitespace }
    let rest = line.dropFirst(verb.count).trimmingCharacters(in: .whitespaces)
    switch verb.lowercased() {
    case "tap", "press": return .tap(try required(rest, usage: "tap 3` or `tap Reload"))
    case "toggle", "flip": return .toggle(try required(rest, usage: "toggle 4` or `toggle Milk"))
    case "type": return try typing(rest)
    case "submit": return .submit(field: rest.isEmpty ? nil : rest)
    case "show": return .show
    case "restart": return .restart
    case "help", "?": return .help
    case "quit", "exit", "q": return .quit
    default: throw CommandError("Unknown command “\(verb)”. Type `help` for the list.")
    }
  }

  private static func required(_ argument: String, usage: String) throws(CommandError) -> String {
    guard !argument.isEmpty else { throw CommandError("Which control? Say `\(usage)`.") }
    return argument
  }

  /// `type Milk` types into the only field; `type 2 Milk` into field 2; quotes keep blanks.
  private static func typing(_ rest: String) throws(CommandError) -> Command {
    guard !rest.isEmpty else {
      throw CommandError("Type what? Say `type Milk`, or `type 2 Milk` for field 2.")
    }
    let first = rest.prefix { !$0.isWhitespace }
    let afterFirst = rest.dropFirst(first.count).trimmingCharacters(in: .whitespaces)
    if Int(first) != nil, !afterFirst.isEmpty {
      return .type(field: String(first), text: unquoted(afterFirst))
    }
    return .type(field: nil, text: unquoted(rest))
  }

  private static func unquoted(_ text: String) -> String {
    guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return text }
    return String(text.dropFirst().dropLast())
  }
}

/// Why a command cannot be followed, said so the person knows what to do instead.
struct CommandError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
