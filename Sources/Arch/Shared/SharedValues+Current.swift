import ArchLocking

extension SharedValues {
  /// The shared values of the running test, or of the scope `withCurrent` binds.
  @TaskLocal static var bound: SharedValues?

  private static let appValues = Locked(SharedValues(storage: .inMemory()))

  /// The shared values `Shared(_:)` reads: those a test (or `withCurrent`) bound, else the app's,
  /// set with ``useForApp(_:)``.
  ///
  /// ```swift
  /// let syncUps = SharedValues.current[.syncUps]
  /// ```
  public static var current: SharedValues { bound ?? appValues.withLock { $0 } }

  /// Makes `values` the app's shared values, read where no test or scope bound others: call it once,
  /// at launch, with the live storage.
  ///
  /// ```swift
  /// SharedValues.useForApp(SharedValues(storage: .live(directory: documents)))
  /// ```
  public static func useForApp(_ values: SharedValues) {
    appValues.withLock { $0 = values }
  }

  /// Runs `body` with `values` as ``current``, in its tasks and those they start: each test's own
  /// shared values, isolated from every other test's.
  ///
  /// ```swift
  /// let values = SharedValues(storage: .inMemory())
  /// try await SharedValues.withCurrent(values) { try await runTheTest() }
  /// ```
  @inline(never)
  public static func withCurrent<Result>(
    _ values: SharedValues, isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    // Bound here, in the module that declares the task-local value: binding it from another module
    // crashes in release builds.
    return try await $bound.withValue(values, operation: body, isolation: isolation)
  }
}

extension Shared {
  /// The shared value of `key` in the current ``SharedValues``: a test's own, under the
  /// `.sharedValues` trait, else the app's.
  ///
  /// No `SharedValues` is threaded through initializers.
  ///
  /// ```swift
  /// struct State: Equatable, Sendable {
  ///   var syncUps = Shared(.syncUps)
  /// }
  /// ```
  public init(_ key: SharedKey<Value>) {
    self = SharedValues.current[key]
  }
}
