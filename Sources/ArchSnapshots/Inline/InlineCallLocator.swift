/// Finds an inline snapshot call in source text by the `#line` and `#column` it ran with, and
/// works out the edit that writes a new snapshot into it.
///
/// `#line` and `#column` of a call, as a default argument, name the end of its called expression:
/// the `(` that opens the arguments, right after the function's name. From there the locator skips
/// the balanced argument list and reads the trailing closure, which must hold one string literal and
/// nothing else but whitespace and comments.
///
/// ```swift
/// let call = try InlineCallLocator.locate(in: source, tokens: tokens, line: 12, column: 25).get()
/// let edit = call.edit(writing: "new text", in: source)
/// ```
struct InlineCall: Equatable {
  /// The called function's name, right before the `(` the call was compiled at.
  var callee: SwiftToken
  /// The `)` that closes the argument list.
  var closingParenthesis: SwiftToken
  /// The trailing closure's braces and literal, when there is one.
  var closure: Closure?
  /// The leading whitespace of the line the call starts on.
  var indentation: String

  struct Closure: Equatable {
    var openingBrace: SwiftToken
    var closingBrace: SwiftToken
    /// `nil` for an empty closure.
    var literal: SwiftToken?
  }

  /// The call's own bytes, from the function's name to the `)`: what identifies it, byte for byte.
  func text(in source: [UInt8]) -> ArraySlice<UInt8> {
    source[callee.range.lowerBound..<closingParenthesis.range.upperBound]
  }

  /// The snapshot text the call holds now: `nil` with no closure or an empty one, `.some(nil)`
  /// when the literal has no fixed value (interpolations).
  func currentText(in source: [UInt8]) -> String?? {
    guard let token = closure?.literal, case .stringLiteral(let literal) = token.kind else { return .none }
    return .some(literal.value(in: source))
  }

  /// A replacement of `range` of the source by `text`.
  struct Edit: Equatable {
    var range: Range<Int>
    var text: String
  }

  /// The edit that makes the call's trailing closure hold `snapshot`: the closure is written anew,
  /// or only its literal when comments sit beside it, or added after `)` when there is none.
  func edit(writing snapshot: String, in source: [UInt8]) -> Edit {
    let inner = literalIndentation(in: source)
    let literal = InlineLiteralWriter.literal(for: snapshot, indentation: inner)
    let block = "{\n\(inner)\(literal)\n\(indentation)}"
    guard let closure else {
      let end = closingParenthesis.range.upperBound
      return Edit(range: end..<end, text: " " + block)
    }
    if let token = closure.literal,
      holdsComments(source[closure.openingBrace.range.upperBound..<token.range.lowerBound])
        || holdsComments(source[token.range.upperBound..<closure.closingBrace.range.lowerBound])
    {
      return Edit(range: token.range, text: literal)
    }
    return Edit(
      range: closure.openingBrace.range.lowerBound..<closure.closingBrace.range.upperBound, text: block)
  }

  /// The literal's own indentation when it starts a line deeper than the call; else one step in.
  private func literalIndentation(in source: [UInt8]) -> String {
    if let token = closure?.literal {
      let own = lineIndentation(at: token.range.lowerBound, in: source)
      if own.utf8.count == token.column - 1 && own.utf8.count > indentation.utf8.count { return own }
    }
    return indentation + (indentation.contains("\t") ? "\t" : "  ")
  }

  private func holdsComments(_ bytes: ArraySlice<UInt8>) -> Bool {
    bytes.contains { ![ascii(" "), ascii("\t"), ascii("\n"), ascii("\r")].contains($0) }
  }
}

enum InlineCallLocator {
  /// Why no call could be read at the position.
  enum Problem: Error, Equatable {
    /// Nothing there reads as a call: the file changed since it was compiled.
    case noCall
    /// The trailing closure holds more than a string literal.
    case closureNotALiteral
    /// The text is passed as `matches: { … }` inside the parentheses, which is not rewritten.
    case closureInsideParentheses
  }

  static func locate(in source: [UInt8], tokens: [SwiftToken], line: Int, column: Int) -> Result<
    InlineCall, Problem
  > {
    guard let index = tokens.firstIndex(where: { $0.line == line && $0.column == column }),
      index > 0, tokens[index].isPunctuation("("), tokens[index - 1].kind == .identifier,
      let closing = matchingClose(of: index, in: tokens)
    else { return .failure(.noCall) }
    var call = InlineCall(
      callee: tokens[index - 1], closingParenthesis: tokens[closing], closure: nil,
      indentation: lineIndentation(at: tokens[index].range.lowerBound, in: source))
    let next = closing + 1
    guard next < tokens.count, tokens[next].isPunctuation("{") else {
      return hasArgument(labeled: "matches", in: tokens[index..<closing], source: source)
        ? .failure(.closureInsideParentheses) : .success(call)
    }
    guard let closeBrace = matchingClose(of: next, in: tokens) else { return .failure(.noCall) }
    let inside = tokens[(next + 1)..<closeBrace]
    switch inside.count {
    case 0: break
    case 1 where { if case .stringLiteral = inside.first!.kind { true } else { false } }(): break
    default: return .failure(.closureNotALiteral)
    }
    call.closure = InlineCall.Closure(
      openingBrace: tokens[next], closingBrace: tokens[closeBrace], literal: inside.first)
    return .success(call)
  }

  /// Whether the argument list (from its `(`) has an argument labeled `label` at its own level.
  private static func hasArgument(
    labeled label: String, in arguments: ArraySlice<SwiftToken>, source: [UInt8]
  ) -> Bool {
    var depth = 0
    for index in arguments.indices {
      guard case .punctuation(let byte) = arguments[index].kind else {
        if depth == 1, arguments[index].kind == .identifier, index + 1 < arguments.endIndex,
          arguments[index + 1].isPunctuation(":"),
          String(decoding: source[arguments[index].range], as: UTF8.self) == label
        {
          return true
        }
        continue
      }
      if [ascii("("), ascii("["), ascii("{")].contains(byte) { depth += 1 }
      if [ascii(")"), ascii("]"), ascii("}")].contains(byte) { depth -= 1 }
    }
    return false
  }

  /// The index of the bracket that closes the one at `open`, counting `(`, `[` and `{` alike.
  private static func matchingClose(of open: Int, in tokens: [SwiftToken]) -> Int? {
    var depth = 0
    for index in open..<tokens.count {
      guard case .punctuation(let byte) = tokens[index].kind else { continue }
      if [ascii("("), ascii("["), ascii("{")].contains(byte) { depth += 1 }
      if [ascii(")"), ascii("]"), ascii("}")].contains(byte) {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }
}

/// The spaces and tabs that start the line holding byte `offset`.
func lineIndentation(at offset: Int, in source: [UInt8]) -> String {
  var start = offset
  while start > 0 && source[start - 1] != ascii("\n") { start -= 1 }
  var end = start
  while end < source.count && (source[end] == ascii(" ") || source[end] == ascii("\t")) { end += 1 }
  return String(decoding: source[start..<end], as: UTF8.self)
}
