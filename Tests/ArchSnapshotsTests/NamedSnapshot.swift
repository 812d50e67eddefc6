/// The snapshot file of the stand-in test ``SnapshotTestIdentity/named`` that the tests of file
/// snapshots share, and the failure its reference "old" gives for the text "new".
enum NamedSnapshot {
  static let file = "ArchSnapshotsTests/SnapshotRecordModeTests.name.1.txt"
  static let header =
    "// ArchTesting snapshot of SnapshotRecordModeTests.name() in ArchSnapshotsTests/SnapshotRecordModeTests.swift. This line is not compared."
  /// The header a snapshot asserted from the test file `fileName` of this module writes.
  static func header(writtenFrom fileName: String) -> String {
    header.replacingOccurrences(of: "SnapshotRecordModeTests.swift.", with: fileName + ".")
  }
  /// The mismatch of the reference "old" and the text "new", without its follow-up.
  static let oldToNewMismatch = """
    Snapshot does not match Snapshots/ArchSnapshotsTests/SnapshotRecordModeTests.name.1.txt.

    Reference: −, Actual: +
    @@ -2,1 +2,1 @@
    − old
    + new
    """
}
