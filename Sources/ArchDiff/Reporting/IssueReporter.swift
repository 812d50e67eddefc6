import Foundation

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Reports a problem to whichever test framework is running, at `site`.
///
/// Inside a Swift Testing test the issue is recorded with `Issue.record` at the exact file, line and
/// column; otherwise it goes to XCTest (which knows files and lines only), and also to a running
/// Swift Testing run, so a failure from a detached task, which does not know its test, still fails
/// the run instead of vanishing. Outside any test, as in a
/// benchmark or a command-line tool, it is written to standard error. Inside ``withIssueCapture(_:)``
/// it is captured instead. Notes never fail a test: Swift Testing records them as warnings.
///
/// ```swift
/// reportIssue("The cart is empty", at: CallSite())
/// ```
public func reportIssue(
  _ message: String, severity: ReportedIssue.Severity = .failure, at site: CallSite
) {
  report(ReportedIssue(message: message, severity: severity, location: site))
}

/// Reports a problem like ``reportIssue(_:severity:at:)``, with texts kept beside it: Swift Testing
/// (Swift 6.2 or later) records them as attachments of the test, and XCTest on Apple platforms as
/// attachments of an activity.
///
/// Where neither can keep them, only the message is shown.
///
/// ```swift
/// reportIssue(
///   "The receipt does not match.", attachments: [IssueAttachment(named: "receipt.txt", text: receipt)],
///   at: CallSite())
/// ```
public func reportIssue(
  _ message: String, severity: ReportedIssue.Severity = .failure, attachments: [IssueAttachment],
  at site: CallSite
) {
  report(ReportedIssue(message: message, severity: severity, location: site, attachments: attachments))
}

private func report(_ issue: ReportedIssue) {
  if let collector = IssueCollector.current {
    collector.append(issue)
    return
  }
  if reportToCurrentSwiftTestingTest(issue) { return }
  if reportToTestRun(issue) { return }
  writeToStandardError(issue)
}

private func reportToCurrentSwiftTestingTest(_ issue: ReportedIssue) -> Bool {
  #if canImport(Testing)
    guard Test.current != nil else { return false }
    attachInSwiftTesting(issue)
    recordInSwiftTesting(issue)
    return true
  #else
    return false
  #endif
}

/// In a test process but outside any Swift Testing test's task: an XCTest test, or a detached
/// task or another thread, which do not inherit `Test.current`.
///
/// XCTest's current test case is
/// global to the process, so `XCTFail` lands from any thread, but it drops failures while no XCTest
/// test runs; `Issue.record` without a current test still fails a running Swift Testing run (as an
/// issue of an unknown test) and drops the issue otherwise. Each framework ignores what it cannot
/// attribute, so reporting to both loses nothing: a failing check never passes silently.
private func reportToTestRun(_ issue: ReportedIssue) -> Bool {
  guard reportToXCTest(issue) else { return false }
  #if canImport(Testing)
    recordInSwiftTesting(issue)
  #endif
  return true
}

#if canImport(Testing)
  private func recordInSwiftTesting(_ issue: ReportedIssue) {
    Issue.record(
      Comment(rawValue: issue.message),
      severity: issue.severity == .failure ? .error : .warning,
      sourceLocation: issue.location.swiftTestingLocation
    )
  }
#endif

private func reportToXCTest(_ issue: ReportedIssue) -> Bool {
  #if canImport(XCTest)
    guard XCTestProcess.isCurrent else { return false }
    attachInXCTest(issue.attachments)
    switch issue.severity {
    case .failure:
      XCTFail(issue.message, file: issue.location.filePath, line: issue.location.line)
    case .note:
      print("\(issue.location): note: \(issue.message)")
    }
    return true
  #else
    return false
  #endif
}

private func writeToStandardError(_ issue: ReportedIssue) {
  let label = issue.severity == .failure ? "error" : "note"
  FileHandle.standardError.write(Data("\(issue.location): \(label): \(issue.message)\n".utf8))
}
