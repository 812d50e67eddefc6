import Arch

/// Outputs that effects sent and the test has not received yet, in the order they were sent.
///
/// Effects append from their tasks; the test store takes them one by one as the test receives them.
/// Outputs are applied to the state only when received, so each step shows exactly its own change.
final class ReceivedQueue<Output: Sendable>: Sendable {
  struct Entry: Sendable {
    var output: Output
    /// The step whose effect sent the output.
    var origin: StepLabel?
  }

  private let entries = Locked<[Entry]>([])

  func append(_ output: Output, origin: StepLabel?) {
    entries.withLock { $0.append(Entry(output: output, origin: origin)) }
  }

  func popFirst() -> Entry? {
    entries.withLock { $0.isEmpty ? nil : $0.removeFirst() }
  }

  func removeAll() -> [Entry] {
    entries.withLock { entries in
      defer { entries.removeAll() }
      return entries
    }
  }

  var all: [Entry] { entries.withLock { $0 } }
  var isEmpty: Bool { entries.withLock { $0.isEmpty } }
}
