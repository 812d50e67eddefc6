import Arch

/// How a replay compares what it reproduces with what the session recorded.
enum ReplayComparison {
  /// The fingerprint of `state` in the format of `recorded`, or `nil` when its type is not
  /// `Encodable`: the recording could then keep none, and the replay skips the check.
  ///
  /// `memo` remembers the states of the steps before, for fingerprints in the current format.
  static func fingerprint<State>(
    of state: State, like recorded: StateFingerprint, memo: FingerprintMemo
  ) throws -> StateFingerprint? {
    guard let encodable = state as? any Encodable else { return nil }
    guard recorded.format == .current else {
      return try StateFingerprint(of: encodable, format: recorded.format)
    }
    return try StateFingerprint(of: encodable, memo: memo)
  }

  /// Whether two outputs are the same: by `==` when their type is `Equatable`, else by their dumps.
  static func same<Output>(_ replayed: Output, _ recorded: Output) -> Bool {
    if replayed is any Equatable { return EquatableValues.areEqual(replayed, recorded) }
    return lazyDiff(recorded, replayed, format: .unicode) == nil
  }
}
