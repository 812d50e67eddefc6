/// A text kept beside a reported issue, such as the actual text of a snapshot or a diff, for the
/// test report to offer as a file.
///
/// ```swift
/// let attachment = IssueAttachment(named: "receipt.txt", text: "Milk  1.20\nTotal 1.20")
/// reportIssue("The receipt does not match.", attachments: [attachment], at: CallSite())
/// ```
public struct IssueAttachment: Sendable, Equatable {
  /// The file name the report gives it, such as `CartTests.total.1.txt`.
  ///
  /// ```swift
  /// IssueAttachment(named: "total.diff", text: "− 1\n+ 2").name // "total.diff"
  /// ```
  public var name: String
  /// The text itself.
  ///
  /// ```swift
  /// IssueAttachment(named: "total.diff", text: "− 1\n+ 2").text // "− 1\n+ 2"
  /// ```
  public var text: String

  /// Makes an attachment of `text` under the file name `name`.
  ///
  /// ```swift
  /// let attachment = IssueAttachment(named: "actual.txt", text: rendered)
  /// ```
  public init(named name: String, text: String) {
    self.name = name
    self.text = text
  }
}
