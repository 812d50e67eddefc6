#if canImport(Testing)
  import Testing

  /// A Swift Testing trait that sets the snapshot record mode for a test or a whole suite.
  ///
  /// ```swift
  /// @Test(.snapshots(record: .all)) func emptyList() {
  ///   assertSnapshot(of: GroceryViewBuilder().view(for: .init()), as: .view())
  /// }
  /// ```
  public struct SnapshotRecordingTrait: TestTrait, SuiteTrait, TestScoping {
    /// The record mode tests under this trait use.
    ///
    /// ```swift
    /// SnapshotRecordingTrait.snapshots(record: .all).mode // .all
    /// ```
    public var mode: SnapshotRecordMode

    /// Applies to every test of a suite it is attached to.
    ///
    /// ```swift
    /// @Suite(.snapshots(record: .failed)) struct Screens {}   // each test records failed snapshots
    /// ```
    public var isRecursive: Bool { true }

    /// Runs the test with ``mode`` as its scoped record mode, as one run of the test for numbering
    /// unnamed snapshots; Swift Testing calls it.
    ///
    /// ```swift
    /// @Test(.snapshots(record: .never)) func readOnly() { assertSnapshot(of: "x", as: .lines) }
    /// ```
    public func provideScope(
      for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
      try await SnapshotScope.$recordMode.withValue(mode) {
        guard testCase != nil else { return try await function() }
        try await withSnapshotExecution { try await function() }
      }
    }
  }

  extension Trait where Self == SnapshotRecordingTrait {
    /// Sets the snapshot record mode for the test or suite, below an assertion's own `record:` and a
    /// ``withSnapshotRecording(_:operation:)`` scope, above `ARCH_SNAPSHOT_RECORD`.
    ///
    /// ```swift
    /// @Suite(.snapshots(record: .failed)) struct ScreenTests { ... }
    /// ```
    public static func snapshots(record mode: SnapshotRecordMode) -> Self {
      SnapshotRecordingTrait(mode: mode)
    }
  }
#endif
