/// What an unimplemented service throws after reporting that it was called, so the effect that
/// called it takes its failure path instead of going on with made-up data.
///
/// ```swift
/// let fetch: @Sendable () async throws -> [String] = unimplemented("API.fetch")
/// do { _ = try await fetch() } catch let error as UnimplementedError { print(error.name) } // API.fetch
/// ```
public struct UnimplementedError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The service that was called, as the environment named it.
  ///
  /// ```swift
  /// UnimplementedError(name: "GroceryAPI.fetchItems").name // "GroceryAPI.fetchItems"
  /// ```
  public var name: String

  /// Makes the error of the service `name`.
  ///
  /// ```swift
  /// throw UnimplementedError(name: "GroceryAPI.fetchItems")
  /// ```
  public init(name: String) { self.name = name }

  /// Says which service is unimplemented.
  ///
  /// ```swift
  /// print(UnimplementedError(name: "GroceryAPI.fetchItems")) // GroceryAPI.fetchItems is unimplemented.
  /// ```
  public var description: String { UnimplementedMessages.thrown(name) }
}
