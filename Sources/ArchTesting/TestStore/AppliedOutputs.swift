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

    // Written out to be inlined: the engine makes one for every output, unspecialized, and a call
    // would look the entry's generic type up once more.
    @inline(__always)
    init(
      output: Output, origin: StepLabel?, stateBefore: State, stateAfter: State, effects: StoreTask,
      dismissed: Bool = false, shared: [ObjectIdentifier: any Sendable] = [:]
    ) {
      self.output = output
      self.origin = origin
      self.stateBefore = stateBefore
      self.stateAfter = stateAfter
      self.effects = effects
      self.dismissed = dismissed
      self.shared = shared
    }
  }

  private var entries: [Entry] = []
  private var head = 0
  /// How many entries from `head` on wait, kept apart from the array: unspecialized, reading an
  /// array's count looks its element type up, and a `receive` asks whether any entry waits more
  /// often than it takes one.
  private var waiting = 0

  // The queue's operations are inlined into the engine, so that it looks up only the entry's type,
  // not the queue's too.
  @inline(__always)
  mutating func append(_ entry: Entry) {
    entries.append(entry)
    waiting += 1
  }

  @inline(__always)
  package mutating func popFirst() -> Entry? {
    guard waiting > 0 else { return nil }
    waiting -= 1
    // The usual case, one entry: moved out rather than copied, which empties the list.
    if head == 0 && waiting == 0 { return entries.removeLast() }
    let entry = entries[head]
    head += 1
    if waiting == 0 {
      entries.removeAll(keepingCapacity: true)
      head = 0
    }
    return entry
  }

  var all: ArraySlice<Entry> { entries[head...] }
  var first: Entry? { waiting > 0 ? entries[head] : nil }
  var isEmpty: Bool {
    @inline(__always) get { waiting == 0 }
  }
  /// Whether an output not yet received is the one that dismissed the feature.
  var holdsDismissal: Bool { all.contains(where: \.dismissed) }
}
