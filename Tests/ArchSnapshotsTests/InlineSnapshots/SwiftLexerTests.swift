import Foundation
import Testing

@testable import ArchSnapshots

/// The string literal tokens of `source`, as text, with whether they interpolate.
private func literals(in source: String) throws -> [(text: String, interpolates: Bool)] {
  let bytes = Array(source.utf8)
  var lexer = SwiftLexer(bytes)
  return try lexer.tokens().compactMap { token in
    guard case .stringLiteral(let literal) = token.kind else { return nil }
    return (String(decoding: bytes[token.range], as: UTF8.self), literal.hasInterpolation)
  }
}

/// The value of the first string literal in `source`.
private func value(of source: String) throws -> String? {
  let bytes = Array(source.utf8)
  var lexer = SwiftLexer(bytes)
  for token in try lexer.tokens() {
    if case .stringLiteral(let literal) = token.kind { return literal.value(in: bytes) }
  }
  return nil
}

@Suite struct SwiftLexerTests {
  @Test func findsEveryKindOfStringLiteral() throws {
    let source = ##"""
      let a = "x \("y(\")" + ")") z" // "a comment"
      /* outer /* inner " */ still " */ let b = #"raw \(no) "# + ##"a"#b"##
      let c = """
        multi "" \""" \(f { "n" }) \
        """
      let d = #"""
        """ \#(x)
        """#
      let r = #/a"b/# ; `default`("q")
      """##
    let found = try literals(in: source)
    #expect(
      found.map(\.text) == [
        #""x \("y(\")" + ")") z""#, ##"#"raw \(no) "#"##, ###"##"a"#b"##"###,
        "\"\"\"\n  multi \"\" \\\"\"\" \\(f { \"n\" }) \\\n  \"\"\"",
        "#\"\"\"\n  \"\"\" \\#(x)\n  \"\"\"#", #""q""#,
      ])
    #expect(found.map(\.interpolates) == [true, false, false, true, true, false])
  }

  @Test func findsCallsThroughNestedBracketsAndClosures() throws {
    let source = Array(
      #"""
      check(of: f([1, 2], { x in "(" }), as: .lines) { "done" }
      """#.utf8)
    var lexer = SwiftLexer(source)
    let tokens = try lexer.tokens()
    let call = try InlineCallLocator.locate(in: source, tokens: tokens, line: 1, column: 6).get()
    #expect(call.currentText(in: source) == .some("done"))
    #expect(InlineCallLocator.locate(in: source, tokens: tokens, line: 1, column: 1) == .failure(.noCall))
  }

  @Test func decodesLiteralsAsTheCompilerDoes() throws {
    #expect(try value(of: #"let s = "a\tb\u{41}\\\"\0""#) == "a\tbA\\\"\0")
    #expect(try value(of: ##"let s = #"a\nb\#tc"#"##) == "a\\nb\tc")
    #expect(
      try value(of: "let s = \"\"\"\n    one\n\n      two \\\n    three\n    \"\"\"") == "one\n\n  two three")
    #expect(try value(of: "let s = \"\"\"\r\n  crlf\r\n  lines\r\n  \"\"\"") == "crlf\nlines")
    #expect(try value(of: "let s = \"\"\"\n  \"\"\"") == "")
    #expect(try value(of: #"let s = "\(x)""#) == nil)
  }

  @Test func reportsUnclosedLiteralsAndComments() {
    for (source, reason) in [
      ("let s = \"open\nlet t = 1", "a string literal is not closed"),
      ("let s = \"\"\"\n  open", "a string literal is not closed"),
      ("/* /* */ let x", "a block comment is not closed"),
      ("let s = \"\\(f(\"", "a string literal is not closed"),
    ] {
      var lexer = SwiftLexer(Array(source.utf8))
      #expect(throws: SwiftLexer.Failure(line: 1, reason: reason)) { try lexer.tokens() }
    }
  }

  @Test func writtenLiteralsReadBackAsTheirText() throws {
    let texts = [
      "", "one", "two\nlines", "trailing\n", "\n\nblank lines\n\n", "\ttabs\t", "  leading spaces",
      #"back\slash"#, #"quotes """ inside"#, ##"hash """# and \# too"##, #"\(not interpolated)"#,
      "unicode é ✓ 🛒", #""single" "quotes""#, "carriage\r\nreturn\rnul\0bell\u{7}", "\\ and \r",
    ]
    for text in texts {
      let literal = InlineLiteralWriter.literal(for: text, indentation: "    ")
      #expect(try value(of: "  let s = " + literal + "\n") == text, "\(literal)")
    }
    #expect(InlineLiteralWriter.hashCount(for: "plain \"quotes\"") == 0)
    #expect(InlineLiteralWriter.hashCount(for: #"a\b"#) == 1)
    #expect(InlineLiteralWriter.hashCount(for: ##"a\#b"##) == 2)
    #expect(InlineLiteralWriter.hashCount(for: ##""""#"##) == 2)
  }

  /// Every Swift file of this repository (Sources/, Tests/ and Package.swift): each string literal is found whole (its text opens and
  /// closes with its own delimiters), splicing each literal back over itself leaves the file
  /// byte-identical, and every literal without interpolation reads back through the writer.
  @Test func everySwiftFileInThisRepositoryRoundTrips() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    var fileCount = 0, literalCount = 0
    for folder in ["Sources", "Tests", "."] {
      let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
      while let relative = enumerator?.nextObject() as? String {
        if folder == "." { enumerator?.skipDescendants() }
        guard relative.hasSuffix(".swift") else { continue }
        let path = root.appendingPathComponent(folder).appendingPathComponent(relative).path
        let bytes = [UInt8](FileManager.default.contents(atPath: path)!)
        var lexer = SwiftLexer(bytes)
        let tokens = try lexer.tokens()
        var rewritten = bytes
        for token in tokens.reversed() {
          guard case .stringLiteral(let literal) = token.kind else { continue }
          literalCount += 1
          let text = Array(bytes[token.range])
          let hashes = [UInt8](repeating: ascii("#"), count: literal.hashCount)
          let quotes = [UInt8](repeating: ascii("\""), count: literal.isMultiline ? 3 : 1)
          #expect(
            text.starts(with: hashes + quotes) && text.reversed().starts(with: hashes + quotes),
            "\(folder)/\(relative):\(token.line)")
          rewritten.replaceSubrange(token.range, with: text)
          if let decoded = literal.value(in: bytes) {
            let written = InlineLiteralWriter.literal(for: decoded, indentation: "  ")
            #expect(
              try value(of: "let s = " + written + "\n") == decoded, "\(folder)/\(relative):\(token.line)")
          }
        }
        #expect(rewritten == bytes, "\(folder)/\(relative)")
        fileCount += 1
      }
    }
    #expect(fileCount > 100)
    #expect(literalCount > 1000)
  }
}
