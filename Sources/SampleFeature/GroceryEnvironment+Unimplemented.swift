import Arch

/// Test environments: everything unimplemented, and the services a test names.
extension GroceryEnvironment: ServiceEnvironment {
  /// Every service unimplemented: the environment a test starts from.
  ///
  /// Each service, when an effect
  /// uses it, fails the test at the step that started the effect, naming the service.
  ///
  /// ```swift
  /// let environment = GroceryEnvironment.unimplemented.with { $0.api = .returning([milk]) }
  /// ```
  public static var unimplemented: Self {
    Self(
      api: .unimplemented, storage: .unimplemented,
      clock: UnimplementedClock("GroceryEnvironment.clock"),
      makeID: .unimplemented("GroceryEnvironment.makeID"))
  }

  /// An environment for a test, naming the services it uses; the others stay ``unimplemented``.
  ///
  /// ```swift
  /// let file = InMemoryFile(items: [milk])
  /// GroceryEnvironment.test(api: .failing(), storage: .inMemory(file), clock: TestClock())
  /// ```
  public static func test(
    api: GroceryAPI = .unimplemented, storage: GroceryStorage = .unimplemented,
    clock: (any Clock<Duration>)? = nil, makeID: UUIDGenerator? = nil
  ) -> Self {
    unimplemented.with { environment in
      environment.api = api
      environment.storage = storage
      if let clock { environment.clock = clock }
      if let makeID { environment.makeID = makeID }
    }
  }
}
