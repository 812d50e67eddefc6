import Arch

/// Outputs that effects sent and the feature has already applied, in the order they were sent, kept
/// until the test receives them.
///
/// Each entry remembers the state just before and just after its output was applied, so a `receive`
/// checks exactly that output's own change, however many outputs arrived since.
package struct AppliedOutputs<Output: Sendable, State> {
  package struct Entry {
    package var output: Output
    /// The step whose effect sent the output.
    var origin: StepLabel?
    var stateBefore: State
    var stateAfter: State
    /// The effects applying the output started.
    var effects: StoreTask
    /// Whether applying the output dismissed the feature at the root of the store.
    var dismissed = false
    /// The shared values the test store knows of, as the output left them.
    var shared: [ObjectIdentifier: any Sendable] = [:]
  }

  private var entries: [Entry] = []
  private var head = 0

  mutating func append(_ entry: Entry) { entries.append(entry) }

  package mutating func popFirst() -> Entry? {
    guard head < entries.count else { return nil }
    // The usual case, one entry: moved out rather than copied, which empties the list.
    if entries.count == 1 { return entries.popLast() }
    defer {
      head += 1
      if head == entries.count {
        entries.removeAll(keepingCapacity: true)
        head = 0
      }
    }
    return entries[head]
  }

  var all: ArraySlice<Entry> { entries[head...] }
  var first: Entry? { head < entries.count ? entries[head] : nil }
  var isEmpty: Bool { head == entries.count }
  /// Whether an output not yet received is the one that dismissed the feature.
  var holdsDismissal: Bool { all.contains(where: \.dismissed) }
}
