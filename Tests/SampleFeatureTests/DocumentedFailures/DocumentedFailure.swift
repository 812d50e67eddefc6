/// A deliberately broken test whose failure output a Markdown page of the package shows, in the
/// block `<!-- failure-output:RAWVALUE -->`.
///
/// ``FailureOutputTests`` reruns every case and compares
/// what it prints with the page.
protocol DocumentedFailure: RawRepresentable<String>, CaseIterable {
  /// The page holding this case's block, relative to the package root.
  var document: String { get }

  /// The failure messages the broken test reports, captured so the suite stays green.
  func messages() async -> [String]
}
