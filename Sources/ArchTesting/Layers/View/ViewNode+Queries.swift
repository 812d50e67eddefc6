import Arch

extension ViewNode {
  /// The one node `query` finds, or `nil` with a failure that shows the view, the searched path and
  /// the nodes that came closest.
  ///
  /// Finding more than one is a failure too; use ``findAll(_:)``.
  ///
  /// ```swift
  /// let reload = view.find(.button("Reload"))
  /// #expect(reload?.isEnabled == false)
  /// ```
  @discardableResult
  public func find(
    _ query: ViewQuery,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ViewNode? {
    switch ViewLookup(root: self).unique(query, verb: "find") {
    case .success(let match):
      return match.node
    case .failure(let failure):
      reportIssue(
        failure.message, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
      return nil
    }
  }

  /// Every node `query` finds, in the order they are rendered; empty, without a failure, when there
  /// is none.
  ///
  /// ```swift
  /// #expect(view.findAll(.role(.row)).count == 2)
  /// ```
  public func findAll(_ query: ViewQuery) -> [ViewNode] {
    ViewSearch(root: self).all(query).map(\.node)
  }

  /// Checks `query` finds at least one node.
  ///
  /// ```swift
  /// view.expectPresent(.role(.progress))
  /// ```
  public func expectPresent(
    _ query: ViewQuery,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    guard let message = ViewLookup(root: self).notFoundMessage(query) else { return }
    reportIssue(message, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Checks `query` finds nothing.
  ///
  /// ```swift
  /// view.expectAbsent(.button("Retry"))
  /// ```
  public func expectAbsent(
    _ query: ViewQuery,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let matches = ViewSearch(root: self).all(query)
    guard !matches.isEmpty else { return }
    reportIssue(
      ViewQueryMessages.unexpectedlyPresent(query, matches: matches),
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// The text a person reads on the node `query` finds: a text's string, a field's current text, a
  /// control's label, or for a container the texts inside it, one per line.
  ///
  /// ```swift
  /// #expect(view.text(of: .id("summary")) == "1 of 2 bought")
  /// ```
  public func text(
    of query: ViewQuery,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> String? {
    switch ViewLookup(root: self).unique(query, verb: "read") {
    case .success(let match):
      return match.node.readableText
    case .failure(let failure):
      reportIssue(
        failure.message, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
      return nil
    }
  }

  private var readableText: String {
    switch kind {
    case .textField(_, let text, _, _): return text
    case .list, .row, .stack:
      return ViewSearch(root: self).all(.role(.text)).map { $0.node.label ?? "" }.joined(separator: "\n")
    default: return label ?? ""
    }
  }
}
