/// Where in a test a check was written: the place a failure is reported at.
///
/// Every public assertion in ArchTesting takes `fileID`, `filePath`, `line` and `column` defaulted to
/// the caller's location, and bundles them into a `CallSite`:
///
/// ```swift
/// func expectPositive(_ value: Int, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
///                     line: UInt = #line, column: UInt = #column) {
///   if value <= 0 {
///     reportIssue("\(value) is not positive",
///                 at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
///   }
/// }
/// ```
public struct CallSite: Sendable, CustomStringConvertible {
  /// The file's `#fileID`, such as `"MyAppTests/CartTests.swift"`.
  public var fileID: StaticString
  /// The file's full `#filePath`, which XCTest needs.
  public var filePath: StaticString
  /// The line, 1-based.
  public var line: UInt
  /// The column, 1-based.
  public var column: UInt

  /// Makes a call site; with no arguments, the place this initializer is called from.
  ///
  /// ```swift
  /// let here = CallSite()
  /// ```
  public init(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// `fileID:line:column`, as compilers print locations.
  public var description: String { "\(fileID):\(line):\(column)" }
}

extension CallSite: Equatable {
  /// Two call sites are equal when they name the same file, line and column.
  public static func == (lhs: CallSite, rhs: CallSite) -> Bool {
    lhs.line == rhs.line && lhs.column == rhs.column
      && lhs.fileID.description == rhs.fileID.description
      && lhs.filePath.description == rhs.filePath.description
  }
}
