import Foundation
import Testing

/// Keeps the table of "Coming from TCA" true: each of the port's test files is as long as the table
/// says, and no longer than TCA's counterpart.
struct SyncUpsPortLengthTests {
  static let testsFolder = URL(filePath: #filePath).deletingLastPathComponent()
  static let article = testsFolder.appending(
    path: "../../Sources/ArchTesting/ArchTesting.docc/ComingFromTCA.md")

  /// The table's rows: a file, TCA's line count, the port's.
  static func rows() throws -> [(file: String, tca: Int, port: Int)] {
    try String(contentsOf: article, encoding: .utf8).split(separator: "\n").compactMap { line in
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 3, cells[0].hasSuffix("Tests.swift`"), let tca = Int(cells[1]),
        let port = Int(cells[2])
      else { return nil }
      return (String(cells[0].dropFirst().dropLast()), tca, port)
    }
  }

  @Test func eachTestFileIsAsLongAsTheTableSaysAndNoLongerThanTCAs() throws {
    let rows = try Self.rows()
    #expect(rows.count == 5)
    for row in rows {
      let text = try String(contentsOf: Self.testsFolder.appending(path: row.file), encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
      #expect(lines == row.port, "\(row.file)")
      #expect(row.port <= row.tca, "\(row.file)")
    }
  }
}
