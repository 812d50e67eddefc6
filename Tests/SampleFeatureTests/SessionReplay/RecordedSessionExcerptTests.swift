import Foundation
import Testing

/// Keeps the excerpts of the reported session that README.md and the article "From a bug report to
/// a test" show true: the ```` ```text ```` block after `<!-- recorded-session -->` holds lines of
/// the recorded file, in the file's order, exactly as written there.
struct RecordedSessionExcerptTests {
  static let documents = ["README.md", "Sources/ArchTesting/ArchTesting.docc/FromABugReportToATest.md"]
  static let marker = "<!-- recorded-session -->"

  @Test(arguments: documents)
  func theExcerptIsCutFromTheRecordedFile(document path: String) throws {
    let document = try FailureOutputDocument.load(path)
    let file = try String(contentsOf: ReportedSession.fixtureURL, encoding: .utf8)
      .split(separator: "\n").map(String.init)
    let excerpt = try #require(Self.excerpt(in: document.text), "\(path) has no \(Self.marker) block")
    #expect(!excerpt.isEmpty)
    var remaining = file[...]
    for line in excerpt {
      guard let found = remaining.firstIndex(of: line) else {
        Issue.record("\(path): this line is not in the recorded file, after the lines before it:\n\(line)")
        return
      }
      remaining = remaining[(found + 1)...]
    }
  }

  /// The lines of the fenced block right after the marker.
  static func excerpt(in text: String) -> [String]? {
    guard let marker = text.range(of: Self.marker) else { return nil }
    let lines = text[marker.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
      .dropFirst()
    guard let open = lines.first, open.hasPrefix("```") else { return nil }
    return Array(lines.dropFirst().prefix { !$0.hasPrefix("```") }.map(String.init))
  }
}
