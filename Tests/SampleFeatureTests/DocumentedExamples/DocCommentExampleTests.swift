import Foundation
import Testing

/// Keeps the short examples in doc comments honest: none names a type that does not exist.
///
/// Doc-comment examples are fragments (a call or two under a symbol's summary); the examples that
/// must compile are the README's and the articles', which ``DocumentedExampleTests`` checks.
struct DocCommentExampleTests {
  @Test func everyTypeADocCommentExampleNamesExists() throws {
    let root = FailureOutputDocument.packageRoot()
    let declared = try DeclaredTypeNames.load(packageRoot: root)
    var unknown: [String] = []
    for url in PackageSwiftFiles.urls(under: root, in: ["Sources"]) {
      let path = String(url.path.dropFirst(root.path.count + 1))
      let text = try String(contentsOf: url, encoding: .utf8)
      unknown += Self.unknownNames(in: text, path: path, declared: declared)
    }
    #expect(unknown.isEmpty, "\(Self.advice(for: unknown))")
  }

  @Test func theCheckerNamesAnInventedTypeAndItsLine() {
    let source = """
      /// Sends.
      ///
      /// ```swift
      /// let store = TestStore(initialState: CheckoutCore.State(), feature: feature)
      /// store.send(.tapped) // CommentedCore is a comment
      /// print("InventedInAString")
      /// ```
      func example() {}

      /// Declares what it shows.
      ///
      /// ```swift
      /// struct LocalFeature {}
      /// let feature = LocalFeature()
      ///
      /// Prose the fence forgot to end.
      ///
      /// ```swift
      /// LocalFeature()
      /// ```
      func another() {}
      """
    var declared = DeclaredTypeNames()
    declared.addDeclarations(in: "public struct TestStore<State: Equatable, Action> {}")
    let unknown = Self.unknownNames(in: source, path: "Sources/Example.swift", declared: declared)
    #expect(
      unknown == [
        "Sources/Example.swift:3: CheckoutCore",
        "Sources/Example.swift:12: the example has no closing fence",
        "Sources/Example.swift:12: Prose",
      ])
    #expect(
      Self.advice(for: unknown) == """
        These doc-comment examples name types no module declares, or never close; name a real type \
        (the samples' or the tests' own) and close each fence:
        Sources/Example.swift:3: CheckoutCore
        Sources/Example.swift:12: the example has no closing fence
        Sources/Example.swift:12: Prose
        """)
  }

  /// What the examples of `source` name that nothing declares, as `path:line: Name`; a type an
  /// example of the same file declares counts as declared, as the page shows both.
  private static func unknownNames(
    in source: String, path: String, declared: DeclaredTypeNames
  ) -> [String] {
    let examples = DocCommentExample.all(inSwiftSource: source)
    var known = declared
    for example in examples { known.addDeclarations(in: example.lines.joined(separator: "\n")) }
    return examples.flatMap { example in
      let unclosed = example.isClosed ? [] : ["\(path):\(example.line): the example has no closing fence"]
      return unclosed
        + example.capitalizedNames.filter { !known.contains($0) }.sorted()
        .map { "\(path):\(example.line): \($0)" }
    }
  }

  private static func advice(for unknown: [String]) -> String {
    """
    These doc-comment examples name types no module declares, or never close; name a real type \
    (the samples' or the tests' own) and close each fence:
    \(unknown.joined(separator: "\n"))
    """
  }
}
