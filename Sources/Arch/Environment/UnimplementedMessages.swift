/// Every message an unimplemented service reports, in one place.
enum UnimplementedMessages {
  /// What a call to the unimplemented service `name` reports.
  static func called(_ name: String) -> String {
    """
    \(name) was called, but this environment leaves it unimplemented.
    If the test expects the call, give the environment a value for it: `.with { $0.… = … }`.
    """
  }

  /// What an unimplemented service throws.
  static func thrown(_ name: String) -> String { "\(name) is unimplemented." }
}
