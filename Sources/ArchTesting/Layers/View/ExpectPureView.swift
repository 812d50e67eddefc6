import Arch

/// Checks that building the view twice from the same state gives the same description: a view
/// builder that reads a clock, a random value or shared state would not.
///
/// ```swift
/// expectPureView(LoaderView(), for: State(items: ["milk"]))
/// ```
public func expectPureView<V: ViewBuilder>(
  _ builder: V, for state: V.State,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  let first = builder.view(for: state).rendered
  let second = builder.view(for: state).rendered
  guard first != second else { return }
  let diff = TextDiff.lines(
    expected: first, actual: second, format: .init(expectedLabel: "First", actualLabel: "Second"))
  reportIssue(
    ViewQueryMessages.impureView(diff: diff ?? ""),
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}
