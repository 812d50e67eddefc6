import Foundation

/// Checks that `value`, rendered by `strategy`, matches its reference file under the package's
/// `Snapshots/` folder, recording it when the record mode allows.
///
/// The file is `Snapshots/<TestModule>/<Suite>.<test>[(<arguments>)].<label>.txt`, where the label is
/// `name`, or a counter (1, 2, …) over the test's unnamed snapshots. A mismatch fails with a line diff
/// and, locally, leaves the new text in `<file>.new` for `swift run snapshots review`. On CI nothing is
/// ever written. Works in XCTest and Swift Testing, from synchronous and asynchronous tests.
///
/// ```swift
/// @Test func emptyList() {
///   assertSnapshot(of: GroceryViewBuilder().view(for: GroceryState()), as: .view())
///   assertSnapshot(of: "Total: 0", as: .lines, named: "total")
/// }
/// ```
public func assertSnapshot<Value>(
  of value: @autoclosure () throws -> Value,
  as strategy: SnapshotStrategy<Value>,
  named name: String? = nil,
  record: SnapshotRecordMode? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let failure = snapshotFailure(
    of: value, as: strategy, named: name, record: record, function: function, site: site)
  if let failure { reportIssue(failure.message, attachments: failure.attachments, at: site) }
}

/// The whole assertion, returning its failure instead of reporting it.
func snapshotFailure<Value>(
  of value: () throws -> Value, as strategy: SnapshotStrategy<Value>, named name: String?,
  record: SnapshotRecordMode?, function: String, site: CallSite
) -> SnapshotFailure? {
  let context = SnapshotContext.current
  let settings: SnapshotSettings
  switch SnapshotSettings.resolve(
    record: record, filePath: site.filePath.description, environment: context.environment)
  {
  case .failure(let failure): return failure
  case .success(let resolved): settings = resolved
  }
  let identity =
    context.identity
    ?? SnapshotTestIdentity.current(fileID: site.fileID.description, function: function)
  if identity.hasUnreadableArguments && name == nil {
    return SnapshotFailure(SnapshotFileMessages.unnamable(suite: identity.suite, function: identity.function))
  }
  let label =
    name
    ?? String(context.session.nextCounter(for: identity.key, at: site, in: SnapshotExecution.current))
  let relativeName = SnapshotFileName.relativeName(for: identity, label: label)
  let fileName = relativeName + "." + SnapshotFileName.fileExtension
  let reference = settings.folder.appendingPathComponent(fileName)
  var verification = SnapshotVerification(
    reference: reference, name: relativeName,
    header: SnapshotFile.header(for: identity, fileID: site.fileID.description), actual: "",
    mode: settings.mode,
    continuousIntegration: context.environment.continuousIntegrationSetting,
    artifacts: context.environment.artifactsDirectory.map {
      SnapshotArtifacts(typed: $0, session: context.session)
    },
    diffTool: context.environment.diffTool)
  if let earlier = context.session.claim(reference.path, by: SnapshotClaim(test: identity, site: site)) {
    return SnapshotFailure(
      SnapshotFileMessages.claimedTwice(
        verification.displayPath, first: "\(earlier)", second: "\(identity.description) at \(site)"))
  }
  if verification.continuousIntegration == nil {
    context.session.recordTouch(of: fileName, inSnapshotsFolder: settings.folder)
  }
  do {
    verification.actual = try strategy.comparedText(of: value)
  } catch {
    return SnapshotFailure(SnapshotFileMessages.valueThrew(verification.displayPath, error: error))
  }
  return verification.run()
}
