import Arch

/// The shared values one exploration run writes, logged as a test store logs them.
///
/// `Shared` compares by identity, so a step that changes only a shared value leaves a state equal
/// to the one before: the run asks here whether a shared value changed, to know the view may change
/// too. At its end the run puts every value it wrote back, so the next run (or a replay) starts from
/// the values the first one did, even when the initial state or the environment closure holds the
/// same shared values for every run.
final class ExploreSharedValues {
  /// Where the run's code logs its writes: bound with the rest of what a step binds
  /// (`ExploreRun.reportingIssues`), around everything that runs an input.
  let log = SharedWriteLog()
  /// The value of each written shared value when ``changedSinceLastAsked()`` last looked.
  private var lastSeen: [ObjectIdentifier: any Sendable] = [:]

  /// Whether a shared value changed since the last call (or since the run started).
  func changedSinceLastAsked() -> Bool {
    var changed = false
    for entry in log.written {
      let id = ObjectIdentifier(entry.reference)
      let now = entry.reference.liveSnapshot
      if !entry.reference.snapshotsEqual(lastSeen[id] ?? entry.before, now) { changed = true }
      lastSeen[id] = now
    }
    return changed
  }

  /// Whether the run wrote a shared value.
  var hasWritten: Bool { !log.written.isEmpty }

  /// Puts every shared value the run wrote back to its value before the run's first write.
  func restore() {
    for entry in log.written { entry.reference.restore(entry.before) }
  }

  /// Whether `value` holds a shared value anywhere inside it: then its equality says nothing about
  /// the shared values' contents, and a run's states are compared by what they print instead.
  static func contains(_ value: Any, depth: Int = 0) -> Bool {
    if value is any AnySharedReference { return true }
    guard depth < maximumDepth else { return false }
    return Mirror(reflecting: value).children.contains { contains($0.value, depth: depth + 1) }
  }

  /// How deep ``contains(_:depth:)`` looks: deep enough for a screen's state in a stack in an app's.
  private static var maximumDepth: Int { 12 }
}
