/// Numbers the unnamed snapshots of one test, 1, 2, … in the order the test asserts them, and from 1
/// again when the test runs again.
///
/// A new run is recognised when an assertion comes from another ``SnapshotExecution`` than the one
/// before, at the site the test's first unnamed snapshot was asserted from. Both are needed: a snapshot
/// asserted from a child task is another execution but not a new run, and a loop asserts from its first
/// site many times in one run.
struct UnnamedSnapshots {
  /// The site the test's first unnamed snapshot was asserted from, in its first run.
  private var firstSite: CallSite?
  /// How many numbers the current run has used.
  private var used = 0
  private var execution: SnapshotExecution?

  mutating func next(at site: CallSite, in execution: SnapshotExecution) -> Int {
    if used > 0, execution != self.execution, firstSite == site { used = 0 }
    self.execution = execution
    if firstSite == nil { firstSite = site }
    used += 1
    return used
  }
}

/// Which assertion claimed a snapshot file in this process: to tell two assertions writing one file
/// apart from one assertion run again.
struct SnapshotClaim: Sendable, CustomStringConvertible {
  var test: SnapshotTestIdentity
  var site: CallSite

  /// The test and where it asserted, such as
  /// `GroceryViewTests.load(count:) [count=3] at GroceryTests/GroceryViewTests.swift:12:5`.
  var description: String { "\(test.description) at \(site)" }

  func isSameAssertion(as other: SnapshotClaim) -> Bool {
    test.key == other.test.key && site == other.site
  }
}
