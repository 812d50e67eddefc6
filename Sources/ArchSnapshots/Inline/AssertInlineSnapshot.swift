import Foundation

/// Checks that `value`, rendered by `strategy`, matches the text of the trailing closure, and
/// writes the text into the test's source when it is missing or, as the record mode allows, changed.
///
/// Write the call without a closure and run the test: it fails saying it recorded, and when the
/// test process ends the closure is written into the source, indented to the call (raw `#"""` when
/// the text holds `"""` or a backslash). The next run passes. A changed text follows the record
/// modes of ``assertSnapshot(of:as:named:record:fileID:filePath:function:line:column:)``: under
/// `missing` it waits for `swift run snapshots review`/`accept`/`reject`, under `failed` or `all` it
/// is written at once, under `never` or on CI nothing is written and the failure shows the diff.
///
/// One call site holds one literal: reaching it again with a different text (in a loop, a helper
/// or a parameterized test) fails loudly and writes nothing. A snapshot is only written into the
/// very call that recorded it (its text is checked byte for byte), never into a test file edited
/// since it was compiled or since the snapshot was recorded, nor into a read-only one; such a
/// snapshot stays pending for `swift run snapshots review`. Writes keep the file's permissions,
/// line breaks and bytes, and test processes writing one file take turns. No swift-syntax is
/// involved: a small lexer finds the closure.
///
/// ```swift
/// @Test func eachRowIsAToggleAndADeleteButton() throws {
///   let rows = try #require(screen(GroceryState(items: [.milk, GroceryItem.eggs.bought])).find(.id("items")))
///   assertInlineSnapshot(of: rows, as: .view()) {
///     """
///     list #items
///       row "00000000-0000-0000-0000-000000000101"
///         toggle "Milk" [off] → .toggleBoughtTapped(00000000-0000-0000-0000-000000000101)
///         button "Delete" → .deleteTapped(00000000-0000-0000-0000-000000000101)
///       row "00000000-0000-0000-0000-000000000102"
///         toggle "Eggs" [on] → .toggleBoughtTapped(00000000-0000-0000-0000-000000000102)
///         button "Delete" → .deleteTapped(00000000-0000-0000-0000-000000000102)
///     """
///   }
/// }
/// ```
public func assertInlineSnapshot<Value>(
  of value: @autoclosure () throws -> Value,
  as strategy: SnapshotStrategy<Value>,
  record: SnapshotRecordMode? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  matches expected: (() -> String)? = nil
) {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  assertInlineSnapshot(of: try value(), as: strategy, record: record, at: site, matches: expected)
}

/// The same check, for helpers that forward their caller's location: the snapshot is then written
/// into the trailing closure of the helper's call.
///
/// ```swift
/// func assertShouted(
///   _ text: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
///   line: UInt = #line, column: UInt = #column, matches expected: (() -> String)? = nil
/// ) {
///   let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
///   assertInlineSnapshot(of: text.uppercased(), as: .lines, at: site, matches: expected)
/// }
///
/// assertShouted("milk") {   // the snapshot is written here
///   """
///   MILK
///   """
/// }
/// ```
public func assertInlineSnapshot<Value>(
  of value: @autoclosure () throws -> Value,
  as strategy: SnapshotStrategy<Value>,
  record: SnapshotRecordMode? = nil,
  at site: CallSite,
  matches expected: (() -> String)? = nil
) {
  let failure = inlineSnapshotFailure(
    of: value, as: strategy, record: record, expected: expected, site: InlineSnapshotSite(site))
  if let failure { reportIssue(failure.message, attachments: failure.attachments, at: site) }
}

/// The whole assertion, returning its failure instead of reporting it.
func inlineSnapshotFailure<Value>(
  of value: () throws -> Value, as strategy: SnapshotStrategy<Value>, record: SnapshotRecordMode?,
  expected: (() -> String)?, site: InlineSnapshotSite
) -> SnapshotFailure? {
  let context = SnapshotContext.current
  let settings: SnapshotSettings
  switch SnapshotSettings.resolve(record: record, filePath: site.filePath, environment: context.environment) {
  case .failure(let failure): return failure
  case .success(let resolved): settings = resolved
  }
  let actual: String
  do {
    actual = try strategy.comparedText(of: value)
  } catch {
    return SnapshotFailure(InlineSnapshotMessages.threw(site.description, error))
  }
  let verification = InlineSnapshotVerification(
    site: site, expected: expected?(), actual: actual, mode: settings.mode,
    continuousIntegration: context.environment.continuousIntegrationSetting, folder: settings.folder,
    ledger: context.session.inline)
  let failure = context.session.inline.reach(
    site, with: actual, in: settings.folder, clash: verification.clash(earlier:), check: verification.run)
  return failure.map { failure in
    var failure = failure
    failure.attachments.append(IssueAttachment(named: site.actualTextAttachmentName, text: actual))
    return failure
  }
}

extension InlineSnapshotSite {
  /// `GroceryTests.swift-42.actual.txt`: the file and line of the call, as a file name.
  fileprivate var actualTextAttachmentName: String {
    let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
    return "\(file)-\(line).actual.\(SnapshotFileName.fileExtension)"
  }
}
