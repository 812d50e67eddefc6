/// Which variant of each zoo feature the stores of this target are made with: fixed unless a test
/// binds it.
///
/// The generated reproductions are written from explorations of the buggy variants and
/// run, as plain tests, on the fixed ones; the proof tests run them on both.
enum ZooVariant {
  @TaskLocal static var isFixed = true

  /// Runs `body` with the stores made inside it using the buggy variants.
  static func buggy<Result>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async -> Result
  ) async -> Result {
    await $isFixed.withValue(false) { await body() }
  }
}
