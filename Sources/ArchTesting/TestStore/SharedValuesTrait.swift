import Arch

#if canImport(Testing)
  import Testing

  /// A Swift Testing trait giving each test, and each case of a parameterized test, its own shared
  /// values, set in one place: `Shared(.key)` reads them, and no other test sees them.
  ///
  /// ```swift
  /// @Test(.sharedValues { $0[.syncUps] = SyncUpsStackTests.startingSyncUps })
  /// func deletingTheSyncUp() async { let store = TestStore(initialState: SyncUpsStackTests.State(), …) }
  /// ```
  public struct SharedValuesTrait: TestTrait, SuiteTrait, TestScoping {
    let setUp: @Sendable (SharedValuesSeed) -> Void

    /// Applies to every test of a suite it is attached to, each with its own values.
    ///
    /// ```swift
    /// @Suite(.sharedValues { $0[.syncUps] = [] }) struct AppTests {}
    /// ```
    public var isRecursive: Bool { true }

    /// Runs each case of the test with fresh shared values in memory, set up by the trait's
    /// closure; Swift Testing calls it.
    ///
    /// ```swift
    /// @Test(.sharedValues { $0[.count] = 1 }) func counts() { #expect(Shared(.count).value == 1) }
    /// ```
    public func provideScope(
      for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
      guard testCase != nil else { return try await function() }
      let values = SharedValues(storage: .inMemory())
      setUp(SharedValuesSeed(values: values))
      try await SharedValues.withCurrent(values) { try await function() }
    }
  }

  extension Trait where Self == SharedValuesTrait {
    /// Gives the test its own shared values, in memory, starting as `setUp` sets them.
    ///
    /// ```swift
    /// @Test(.sharedValues { $0[.syncUps] = SyncUpsStackTests.startingSyncUps }) func list() async { … }
    /// ```
    public static func sharedValues(_ setUp: @escaping @Sendable (SharedValuesSeed) -> Void = { _ in })
      -> Self
    {
      SharedValuesTrait(setUp: setUp)
    }
  }
#endif

/// The shared values a test starts from, written by key: `$0[.syncUps] = [.standup]`.
///
/// ```swift
/// @Test(.sharedValues { $0[.syncUps] = SyncUpsStackTests.startingSyncUps }) func list() async { … }
/// ```
public struct SharedValuesSeed: Sendable {
  let values: SharedValues

  /// The value of `key`; setting it sets the test's starting value.
  ///
  /// ```swift
  /// $0[.syncUps] = [.standup]
  /// ```
  public subscript<Value>(key: SharedKey<Value>) -> Value {
    get { values[key].value }
    nonmutating set { values[key].value = newValue }
  }
}
