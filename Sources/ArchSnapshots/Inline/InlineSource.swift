import Foundation

/// A test file read and lexed, to find inline snapshot calls in it.
///
/// At a position, ``call(line:column:holding:location:)`` checks the call is there and its literal
/// spells exactly the text the running test got from its closure. Which position to trust — the
/// file's version, its modification time against the build, the call's own text — is
/// ``compiledCall(at:holding:actual:builtAt:journal:)``'s and ``call(recordedBy:journal:)``'s.
///
/// ```swift
/// let source = try InlineSource.load(path: path, fileID: "AppTests/ListTests.swift").get()
/// let call = try source.call(line: 12, column: 5, holding: "Milk", location: "AppTests/ListTests.swift:12:5").get()
/// ```
struct InlineSource {
  var bytes: [UInt8]
  var tokens: [SwiftToken]
  /// When the file was last modified; `.distantPast` for text that is not a file.
  var modified: Date = .distantPast

  /// ``SourceFingerprint`` of these bytes.
  var version: String { SourceFingerprint.of(bytes) }

  static func load(path: String, fileID: String) -> Result<InlineSource, SnapshotFailure> {
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(SnapshotFailure(InlineSnapshotMessages.unreadableSource(fileID)))
    }
    let bytes = [UInt8](data)
    var lexer = SwiftLexer(bytes)
    do {
      return .success(
        InlineSource(bytes: bytes, tokens: try lexer.tokens(), modified: modificationDate(of: path)))
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

  private static func modificationDate(of path: String) -> Date {
    TestBinaryBuildTime.modificationDate(of: path) ?? .distantPast
  }

  /// The text of line `line`, without its indentation and line break, for messages.
  func text(ofLine line: Int) -> String {
    var number = 1, start = 0
    while number < line, let lineBreak = bytes[start...].firstIndex(of: ascii("\n")) {
      start = lineBreak + 1
      number += 1
    }
    guard number == line else { return "" }
    let end = bytes[start...].firstIndex(of: ascii("\n")) ?? bytes.count
    return String(decoding: bytes[start..<end], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
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
