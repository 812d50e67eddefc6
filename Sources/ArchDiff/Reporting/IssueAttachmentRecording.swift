import Foundation

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

#if canImport(Testing)
  extension CallSite {
    /// The same place as Swift Testing spells it.
    var swiftTestingLocation: Testing.SourceLocation {
      Testing.SourceLocation(
        fileID: fileID.description, filePath: filePath.description, line: Int(line), column: Int(column))
    }
  }

  /// Attaches the issue's texts to the running Swift Testing test, before the issue itself, so a report
  /// shows them with the failure.
  ///
  /// Swift Testing keeps them where `--attachments-path` says.
  func attachInSwiftTesting(_ issue: ReportedIssue) {
    #if compiler(>=6.2)
      for attachment in issue.attachments {
        Attachment.record(
          attachment.text, named: attachment.name, sourceLocation: issue.location.swiftTestingLocation)
      }
    #endif
  }
#endif

#if canImport(XCTest)
  /// Attaches texts to the running XCTest test, where XCTest can (Apple platforms, on the main thread,
  /// as its activities require); swift-corelibs-xctest has no attachments.
  func attachInXCTest(_ attachments: [IssueAttachment]) {
    #if canImport(Darwin)
      guard !attachments.isEmpty, Thread.isMainThread else { return }
      MainActor.assumeIsolated {
        XCTContext.runActivity(named: "Attachments") { activity in
          for attachment in attachments {
            let kept = XCTAttachment(string: attachment.text)
            kept.name = attachment.name
            kept.lifetime = .keepAlways
            activity.add(kept)
          }
        }
      }
    #endif
  }
#endif
