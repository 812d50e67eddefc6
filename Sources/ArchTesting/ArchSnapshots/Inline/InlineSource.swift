import Foundation

/// A test file read and lexed, to find inline snapshot calls in it.
///
/// "Edited since compiled" is detected without hashes or timestamps: the call must be where the
/// compiler's `#line` and `#column` say, and its literal must spell exactly the text the running
/// test got from its closure. Anything else means the file no longer matches the binary, and
/// writing into it by position would corrupt it.
///
/// ```swift
/// let source = try InlineSource.load(path: path, fileID: "AppTests/ListTests.swift").get()
/// let call = try source.call(line: 12, column: 5, holding: "Milk", location: "AppTests/ListTests.swift:12:5").get()
/// ```
struct InlineSource {
  var bytes: [UInt8]
  var tokens: [SwiftToken]

  static func load(path: String, fileID: String) -> Result<InlineSource, SnapshotFailure> {
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(SnapshotFailure(InlineSnapshotMessages.unreadableSource(fileID)))
    }
    let bytes = [UInt8](data)
    var lexer = SwiftLexer(bytes)
    do {
      return .success(InlineSource(bytes: bytes, tokens: try lexer.tokens()))
    } catch {
      return .failure(SnapshotFailure(InlineSnapshotMessages.unlexableSource(fileID, error)))
    }
  }

  /// The call at `line`/`column`, provided its literal still holds `expected` (`nil`: no literal).
  func call(line: Int, column: Int, holding expected: String?, location: String) -> Result<
    InlineCall, SnapshotFailure
  > {
    switch InlineCallLocator.locate(in: bytes, tokens: tokens, line: line, column: column) {
    case .failure(.noCall):
      return .failure(SnapshotFailure(InlineSnapshotMessages.sourceChanged(location)))
    case .failure(.closureNotALiteral):
      return .failure(SnapshotFailure(InlineSnapshotMessages.closureNotALiteral(location)))
    case .failure(.closureInsideParentheses):
      return .failure(SnapshotFailure(InlineSnapshotMessages.closureInsideParentheses(location)))
    case .success(let call):
      switch call.currentText(in: bytes) {
      case .some(.none):
        return .failure(SnapshotFailure(InlineSnapshotMessages.interpolatedLiteral(location)))
      case .some(.some(let current)) where current != expected:
        return .failure(SnapshotFailure(InlineSnapshotMessages.sourceChanged(location)))
      case .none where expected != nil:
        return .failure(SnapshotFailure(InlineSnapshotMessages.sourceChanged(location)))
      default:
        return .success(call)
      }
    }
  }

  /// The 1-based line and UTF-8 column of byte `offset`.
  func position(of offset: Int) -> (line: Int, column: Int) {
    var line = 1, lineStart = 0
    for index in 0..<offset where bytes[index] == ascii("\n") {
      line += 1
      lineStart = index + 1
    }
    return (line, offset - lineStart + 1)
  }
}
