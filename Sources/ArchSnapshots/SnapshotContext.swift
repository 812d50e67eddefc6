/// What a snapshot assertion depends on beyond its arguments: the environment and the per-run
/// session.
///
/// Tests of the snapshot machinery swap both in with ``withSnapshotContext(_:operation:)``.
package struct SnapshotContext: Sendable {
  package var environment: SnapshotEnvironment
  package var session: SnapshotSession
  /// Stands in for the running test, for tests of naming edge cases.
  var identity: SnapshotTestIdentity?

  package init(environment: SnapshotEnvironment, session: SnapshotSession) {
    self.environment = environment
    self.session = session
  }

  @TaskLocal static var override: SnapshotContext?

  static var current: SnapshotContext {
    override ?? SnapshotContext(environment: .process, session: .shared)
  }
}

/// Runs `operation` with snapshot assertions using `context` instead of the process environment and
/// the process-wide session.
package func withSnapshotContext<Result>(
  _ context: SnapshotContext, operation: () throws -> Result
) rethrows -> Result {
  try SnapshotContext.$override.withValue(context, operation: operation)
}
