import Foundation

/// A fenced ```` ```swift ```` block of a Markdown page, and whether the page marks it as a
/// deliberately partial fragment with `<!-- example: fragment, REASON -->` on the line before it.
struct SwiftCodeBlock {
  /// The 1-based line of the opening fence.
  let line: Int
  /// The block's lines, as written.
  let lines: [String]
  /// The reason given for a deliberate fragment; `nil` when the block must be compiled code.
  let fragmentReason: String?

  static let fragmentMarkerPrefix = "<!-- example: fragment,"

  /// Every ```` ```swift ```` block of `markdown`, in order.
  static func all(in markdown: String) -> [SwiftCodeBlock] {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var blocks: [SwiftCodeBlock] = []
    var index = 0
    while index < lines.count {
      defer { index += 1 }
      let fence = lines[index].trimmingLeadingSpaces
      guard fence.hasPrefix("```swift") else { continue }
      let end =
        lines[(index + 1)...].firstIndex { $0.trimmingLeadingSpaces.hasPrefix("```") }
        ?? lines.count
      let previous = index > 0 ? lines[index - 1].trimmingLeadingSpaces : ""
      let reason = fragmentReason(in: previous)
      let body = Array(lines[(index + 1)..<end])
      blocks.append(SwiftCodeBlock(line: index + 1, lines: body, fragmentReason: reason))
      index = end
    }
    return blocks
  }

  private static func fragmentReason(in line: String) -> String? {
    guard line.hasPrefix(fragmentMarkerPrefix), line.hasSuffix("-->") else { return nil }
    let reason = line.dropFirst(fragmentMarkerPrefix.count).dropLast(3)
    return reason.trimmingCharacters(in: .whitespaces)
  }
}

extension String {
  var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
