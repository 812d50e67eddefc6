import ArchLocking

/// The shared values changed while it is bound, each with its value before the first change: a test
/// store binds one around its steps and their effects, to learn which shared values it must diff.
package final class SharedWriteLog: Sendable {
  package struct Entry: Sendable {
    package let reference: any AnySharedReference
    /// The value before the first change the log saw.
    package let before: any Sendable
    /// The parts of the value written through, each once.
    var paths: [SharedPath] = []
    /// Whether a write went to the whole value.
    var isWrittenWhole = false

    /// The part every write went through (an element, when one write changed the element and
    /// another its title), which messages then name and diff; `nil` when a write changed the whole.
    package var onlyPath: SharedPath? {
      guard !isWrittenWhole else { return nil }
      return paths.first { candidate in paths.allSatisfy { $0.isWithin(candidate) } }
    }

    /// Notes a write through `path`, or to the whole value when `nil`.
    mutating func record(_ path: SharedPath?) {
      guard let path else {
        isWrittenWhole = true
        return
      }
      if !paths.contains(where: { $0.name == path.name }) { paths.append(path) }
    }
  }

  /// Each value once, in the order first written.
  private let entries = Locked<[Entry]>([])

  package init() {}

  static var current: SharedWriteLog? { StepScope.current.sharedLog }

  /// Runs `body` with writes to shared values logged here, in its tasks and those they start.
  package static func logging<Result>(to log: SharedWriteLog, _ body: () -> Result) -> Result {
    StepScope.changing({ $0.sharedLog = log }, body)
  }

  func willWrite(_ reference: any AnySharedReference, through path: SharedPath?) {
    entries.withLock { entries in
      // A test changes a handful of shared values: a scan is cheaper than keeping an index.
      guard let index = entries.firstIndex(where: { $0.reference === reference }) else {
        entries.append(Entry(reference: reference, before: reference.liveSnapshot))
        return entries[entries.count - 1].record(path)
      }
      entries[index].record(path)
    }
  }

  /// Every shared value written so far, in the order first written.
  package var written: [Entry] { entries.withLock { $0 } }
}

/// The shared values as a test's expectation sees them: while one is bound, reading a shared value
/// gives the value the test has asserted so far, and changing it changes only that copy, so an
/// expectation describes the change without making it, through whichever path it takes.
package final class SharedOverlay: Sendable {
  /// The values by reference, and the references the expectation wrote; under one lock, as a test
  /// store makes an overlay for every expectation.
  private let storage:
    Locked<(values: [ObjectIdentifier: any Sendable], written: [ObjectIdentifier: any AnySharedReference])>

  /// - Parameter base: The values the test has asserted so far, by reference; a shared value not
  ///   in it starts from its live value.
  package init(base: [ObjectIdentifier: any Sendable]) { storage = Locked((base, [:])) }

  static var current: SharedOverlay? { StepScope.current.sharedOverlay }

  /// Starts again from `base`, with nothing written: what a new overlay would hold, for an owner
  /// that holds the only reference to this one and makes one for every expectation.
  package func reset(base: [ObjectIdentifier: any Sendable]) { storage.withLock { $0 = (base, [:]) } }

  /// Runs `body` with shared values read and changed here; with `site`, where the test wrote the
  /// expectation `body` runs, bound in the same binding.
  package func bind<Result>(
    expectationSite site: StepScope.Site? = nil, _ body: () throws -> Result
  ) rethrows -> Result {
    try StepScope.changing(
      { scope in
        scope.sharedOverlay = self
        if let site { scope.expectationSite = site }
      }, body)
  }

  /// The values the expectation changed, by reference.
  package var changes: [ObjectIdentifier: any Sendable] {
    storage.withLock { storage in storage.values.filter { storage.written[$0.key] != nil } }
  }

  /// The shared values the expectation changed, as references: some no step ever wrote.
  package var changedReferences: [any AnySharedReference] {
    storage.withLock { storage in storage.written.isEmpty ? [] : Array(storage.written.values) }
  }

  func value<Value: Equatable & Sendable>(of reference: SharedReference<Value>) -> Value {
    let id = ObjectIdentifier(reference)
    if let value = storage.withLock({ $0.values[id] }) as? Value { return value }
    return reference.liveSnapshot as! Value
  }

  func modify<Value: Equatable & Sendable, Result>(
    _ reference: SharedReference<Value>, _ body: (inout Value) throws -> Result
  ) rethrows -> Result {
    var value = value(of: reference)
    let result = try body(&value)
    let id = ObjectIdentifier(reference)
    storage.withLock { storage in
      storage.values[id] = value
      storage.written[id] = reference
    }
    return result
  }
}
