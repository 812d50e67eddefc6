import Foundation

/// A ```` ```swift ```` block inside a `///` doc comment of a Swift file: the short example under a
/// symbol's summary.
///
/// Doc-comment examples are fragments by policy (a call or two, not a compilable program; STYLE.md
/// says so), so the check they get is that every type they name is one the package declares or the
/// toolchain ships.
struct DocCommentExample {
  /// The 1-based line of the opening fence.
  let line: Int
  /// The example's lines, without the `///` prefix.
  let lines: [String]
  /// Whether a closing fence ends it, not the next example's opening fence.
  var isClosed = true

  /// Every doc-comment example of the Swift source `text`, in order.
  static func all(inSwiftSource text: String) -> [DocCommentExample] {
    var examples: [DocCommentExample] = []
    var opening: Int?
    var body: [String] = []
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard let comment = docCommentText(rawLine) else {
        opening = nil
        continue
      }
      let fence = comment.trimmingLeadingSpaces
      if fence.hasPrefix("```swift") {
        if let line = opening {
          examples.append(DocCommentExample(line: line, lines: body, isClosed: false))
        }
        opening = index + 1
        body = []
      } else if let line = opening, fence.hasPrefix("```") {
        examples.append(DocCommentExample(line: line, lines: body))
        opening = nil
      } else if opening != nil {
        body.append(comment)
      }
    }
    return examples
  }

  /// The capitalized identifiers the example's code names, outside string literals and comments.
  var capitalizedNames: Set<String> {
    let code = Self.withoutLiteralsAndComments(lines.joined(separator: "\n"))
    // Whole identifiers, then the capitalized ones: Unicode word boundaries would join
    // `Core.State` into one word.
    let identifier = /[A-Za-z_][A-Za-z0-9_]*/
    return Set(code.matches(of: identifier).map { String($0.output) }.filter { $0.first!.isUppercase })
  }

  private static func docCommentText(_ line: Substring) -> String? {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    guard trimmed.hasPrefix("///") else { return nil }
    let text = trimmed.dropFirst(3)
    return String(text.hasPrefix(" ") ? text.dropFirst() : text)
  }

  private static func withoutLiteralsAndComments(_ code: String) -> String {
    code
      .replacing(/"""[\s\S]*?"""/, with: "\"\"")
      .replacing(/#"[^\n]*?"#/, with: "\"\"")
      .replacing(/"(?:[^"\\\n]|\\.)*"/, with: "\"\"")
      .replacing(/\/\/[^\n]*/, with: "")
  }
}
