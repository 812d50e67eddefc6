import Arch
import Foundation
import Testing

@testable import ArchSnapshots

/// One inline snapshot call of a generated file: where its `(` is, and what its literal holds.
private struct GeneratedCall {
  var line: Int
  var column: Int
  /// `nil` when the call has no closure, or an empty one.
  var literal: String?
}

/// Writes random but valid Swift test files: inline snapshot calls with and without literals of
/// every kind, among comments, `#if` blocks, closures, string literals of every kind and unicode.
private struct TestFileGenerator {
  var random: SplitMix64
  private(set) var lines: [String] = []
  private(set) var calls: [GeneratedCall] = []
  private var indentation = ""

  init(seed: UInt64) { random = SplitMix64(seed: seed) }

  mutating func number(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
  mutating func pick<Element>(_ elements: [Element]) -> Element { elements[number(0...(elements.count - 1))] }

  static let words = ["Milk", "café", "naïve", "🥛🍞", "עברית", "日本語", "x", "Ünïcödé", "tea  time"]

  mutating func file() -> String {
    indentation = pick(["  ", "    ", "\t"])
    lines = ["import ArchTesting", "import Testing", "", "@Test func generated() {"]
    for _ in 0..<number(3...14) { statement(depth: 1) }
    lines.append("}")
    lines.append("")
    return lines.joined(separator: "\n")
  }

  private mutating func indent(_ depth: Int) -> String { String(repeating: indentation, count: depth) }

  private mutating func statement(depth: Int) {
    let pad = indent(depth)
    switch number(0...11) {
    case 0: lines.append(pad + "// " + pick(Self.words) + " \"not a string\" assertInlineSnapshot(of: x)")
    case 1: lines.append(pad + "/* " + pick(Self.words) + " /* nested */ { ( */")
    case 2: lines.append(pad + "let text\(lines.count) = \"a \\(1 + 2) \\\"q\\\" \(pick(Self.words))\"")
    case 3: lines.append(pad + "let raw\(lines.count) = #\"a \"quoted\" \\ b \\#(1)\"#")
    case 4:
      lines.append(pad + "let multi\(lines.count) = \"\"\"")
      lines.append(pad + "  \(pick(Self.words)) \"\" \\(2)")
      lines.append(pad + "  \"\"\"")
    case 5: lines.append(pad + "let doubled\(lines.count) = [1, 2].map { $0 * 2 }.filter { ($0) > 1 }")
    case 6 where depth < 3:
      lines.append("#if DEBUG")
      statement(depth: depth)
      lines.append("#else")
      statement(depth: depth)
      lines.append("#endif")
    case 7 where depth < 3:
      lines.append(pad + "do {")
      for _ in 0..<number(1...3) { statement(depth: depth + 1) }
      lines.append(pad + "}")
    case 8:
      let first = call(depth: depth, closure: false)
      lines.append(pad + first + "; " + secondCallOnTheLine(after: pad + first + "; "))
    default:
      lines.append(pad + call(depth: depth, closure: number(0...2) > 0))
    }
  }

  /// A call without closure placed after `prefix` on the line being built.
  private mutating func secondCallOnTheLine(after prefix: String) -> String {
    let head = "assertInlineSnapshot("
    calls.append(
      GeneratedCall(line: lines.count + 1, column: prefix.utf8.count + head.utf8.count, literal: nil))
    return head + "of: second, as: .lines)"
  }

  /// A call starting the line being built; when `closure`, followed by lines of a closure with a literal.
  private mutating func call(depth: Int, closure: Bool) -> String {
    let pad = indent(depth)
    let head = "assertInlineSnapshot("
    let argument = pick(["value", "[1, 2].map { \"\\($0)\" }.joined()", "\"(\" + \")\"", "rows[0]"])
    let text = head + "of: \(argument), as: .lines)"
    let line = lines.count + 1
    guard closure else {
      calls.append(GeneratedCall(line: line, column: pad.utf8.count + head.utf8.count, literal: nil))
      return text
    }
    let literal: String?
    switch number(0...3) {
    case 0:
      let word = pick(Self.words)
      literal = word
      calls.append(GeneratedCall(line: line, column: pad.utf8.count + head.utf8.count, literal: literal))
      return text + " { \"\(word)\" }"
    case 1:
      literal = nil
      calls.append(GeneratedCall(line: line, column: pad.utf8.count + head.utf8.count, literal: literal))
      return text + " {}"
    case 2:
      let body = [pick(Self.words), pick(Self.words)]
      literal = body.joined(separator: "\n")
      calls.append(GeneratedCall(line: line, column: pad.utf8.count + head.utf8.count, literal: literal))
      let inner = pad + indentation
      lines.append(pad + text + " {")
      lines.append(inner + "\"\"\"")
      for row in body { lines.append(inner + row) }
      lines.append(inner + "\"\"\"")
      return "}"
    default:
      literal = "back\\slash \"\"\" \(pick(Self.words))"
      calls.append(GeneratedCall(line: line, column: pad.utf8.count + head.utf8.count, literal: literal))
      let inner = pad + indentation
      lines.append(pad + text + " {")
      lines.append(inner + "#\"\"\"")
      lines.append(inner + literal!)
      lines.append(inner + "\"\"\"#")
      return "}"
    }
  }

  static let valueLines = [
    "Milk", "say \"hi\"", "a \\ b", "\"\"\" triple", "\\(not interpolated)", "tab\there", "emoji 🥛🍞",
    "עברית \u{202E}bidi", "  indented", "", "#\"raw\"#", "trailing space  ", "cr\rhere", "}", "{ (",
  ]

  mutating func value() -> String {
    (0..<number(1...4)).map { _ in pick(Self.valueLines) }.joined(separator: "\n")
  }
}

/// The bytes of `source` without the trailing closures of its inline snapshot calls: what no write
/// may change.
private func withoutClosures(_ source: [UInt8]) throws -> [UInt8] {
  var lexer = SwiftLexer(source)
  let tokens = try lexer.tokens()
  var cuts: [Range<Int>] = []
  for (index, token) in tokens.enumerated()
  where token.kind == .identifier && index + 1 < tokens.count && tokens[index + 1].isPunctuation("(")
    && String(decoding: source[token.range], as: UTF8.self) == "assertInlineSnapshot"
  {
    let open = tokens[index + 1]
    if case .success(let call) = InlineCallLocator.locate(
      in: source, tokens: tokens, line: open.line, column: open.column)
    {
      let end = call.closingParenthesis.range.upperBound
      cuts.append(end..<(call.closure?.closingBrace.range.upperBound ?? end))
    }
  }
  var bytes = source
  for cut in cuts.reversed() { bytes.replaceSubrange(cut, with: [ascii("#")]) }
  return bytes
}

/// The texts of every inline snapshot call's literal, in the order of the calls.
private func literals(in source: [UInt8]) throws -> [String?] {
  var lexer = SwiftLexer(source)
  let tokens = try lexer.tokens()
  return tokens.indices.compactMap { index in
    let token = tokens[index]
    guard token.kind == .identifier, index + 1 < tokens.count, tokens[index + 1].isPunctuation("("),
      String(decoding: source[token.range], as: UTF8.self) == "assertInlineSnapshot",
      case .success(let call) = InlineCallLocator.locate(
        in: source, tokens: tokens, line: tokens[index + 1].line, column: tokens[index + 1].column)
    else { return nil }
    return .some(call.currentText(in: source) ?? nil)
  }
}

@Suite struct InlineSnapshotFuzzTests {
  /// Random files, random calls recorded by two test processes in turn (the second with the
  /// positions it was compiled with, after the first wrote): every recorded text reads back from
  /// its own call, every other call keeps its literal, and nothing outside the closures changes.
  @Test func recordedSnapshotsRoundTripThroughRandomTestFiles() throws {
    for seed in UInt64(1)...150 {
      var generator = TestFileGenerator(seed: seed)
      let text = generator.file()
      let crlf = generator.number(0...3) == 0
      let bom = generator.number(0...5) == 0
      let original =
        (bom ? [0xEF, 0xBB, 0xBF] : [])
        + Array((crlf ? text.replacingOccurrences(of: "\n", with: "\r\n") : text).utf8)
      let sandbox = SnapshotSandbox().built()
      defer { sandbox.remove() }
      sandbox.writeSourceBytes(original)
      var expected = generator.calls.map(\.literal)
      // Each chosen call is recorded by one of two test processes of the run; the second records
      // after the first ended and wrote the file, with the positions it was compiled with.
      let first = sandbox, second = sandbox.nextRun().built()
      var byProcess: [[(index: Int, value: String)]] = [[], []]
      for index in generator.calls.indices where generator.number(0...2) > 0 {
        byProcess[generator.number(0...1)].append((index, generator.value()))
      }
      for (process, assigned) in zip([first, second], byProcess) {
        for (index, value) in assigned {
          let call = generator.calls[index]
          let location = "Tests/ScreenTests.swift:\(call.line):\(call.column)"
          let failure = process.inline(
            value, line: call.line, column: call.column, record: .all, matches: call.literal)
          if value == call.literal {
            #expect(failure == nil, "seed \(seed)")
            continue
          }
          let recorded =
            failure == InlineSnapshotMessages.recordedMissing(location)
            || failure?.hasPrefix(
              InlineSnapshotMessages.mismatch(location) + " " + InlineSnapshotMessages.rerecorded(.all))
              == true
          #expect(recorded, "seed \(seed), call \(index): \(failure ?? "passed")")
          expected[index] = value
        }
        #expect(process.endProcess() == [], "seed \(seed)")
      }
      let written = sandbox.sourceBytes
      #expect(try literals(in: written) == expected, "seed \(seed)")
      #expect(try withoutClosures(written) == withoutClosures(original), "seed \(seed)")
      #expect(Array(written.prefix(3)) == Array(original.prefix(3)), "seed \(seed): the BOM, or its absence")
      #expect(SourceLineEndings(of: written) == SourceLineEndings(of: original), "seed \(seed)")
      #expect(sandbox.files == [], "seed \(seed): nothing left pending")
    }
  }
}
