/// One problem the harness reported: its text, how serious it is, and where.
///
/// You see these values when you capture issues with ``withIssueCapture(_:)``:
///
/// ```swift
/// let issues = withIssueCapture { expectNoDifference(1, 2) }
/// #expect(issues.first?.message.contains("Expected: −, Actual: +") == true)
/// ```
public struct ReportedIssue: Sendable, Equatable, CustomStringConvertible {
  /// How serious a reported issue is.
  ///
  /// ```swift
  /// #expect(issues.allSatisfy { $0.severity == .note })
  /// ```
  public enum Severity: Sendable, Equatable {
    /// A failure: the test fails.
    case failure
    /// A note the harness shows without failing the test, such as an assertion that
    /// non-exhaustive mode skipped.
    case note
  }

  /// The message, exactly as the test framework would show it.
  public var message: String
  /// Whether it fails the test or is only shown.
  public var severity: Severity
  /// Where it is reported.
  public var location: CallSite
  /// Texts kept beside the message, such as a snapshot's actual text and its diff.
  ///
  /// ```swift
  /// #expect(issues.first?.attachments.map(\.name) == ["CartTests.total.1.txt", "CartTests.total.1.diff"])
  /// ```
  public var attachments: [IssueAttachment]

  /// Makes an issue; mostly useful to compare against what ``withIssueCapture(_:)`` returned.
  ///
  /// ```swift
  /// let issue = ReportedIssue(message: "boom", severity: .failure, location: CallSite())
  /// ```
  public init(
    message: String, severity: Severity = .failure, location: CallSite, attachments: [IssueAttachment] = []
  ) {
    self.message = message
    self.severity = severity
    self.location = location
    self.attachments = attachments
  }

  /// The message, prefixed with `note: ` for notes.
  public var description: String { severity == .note ? "note: \(message)" : message }
}
