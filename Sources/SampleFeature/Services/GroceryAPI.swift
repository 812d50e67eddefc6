import Arch
import Foundation

/// The grocery server, as two functions: fetch the household list, and search the product catalog.
///
/// A struct of closures rather than a protocol, so a test swaps one function without writing a type.
///
/// ```swift
/// let api = GroceryAPI.returning([milk])
/// try await api.fetchItems() // [milk]
/// try await api.search("egg") // ["Eggs"]
/// ```
public nonisolated struct GroceryAPI: Sendable {
  /// Fetches the household list.
  ///
  /// ```swift
  /// let items = try await environment.api.fetchItems()
  /// ```
  public var fetchItems: @Sendable () async throws -> [GroceryItem]
  /// Finds catalog names containing the query, case-insensitively.
  ///
  /// ```swift
  /// let names = try await environment.api.search("mil")
  /// ```
  public var search: @Sendable (_ query: String) async throws -> [String]

  /// Makes an API from its two functions.
  ///
  /// ```swift
  /// GroceryAPI(fetchItems: { [milk] }, search: { _ in ["Milk"] })
  /// ```
  public init(
    fetchItems: @escaping @Sendable () async throws -> [GroceryItem],
    search: @escaping @Sendable (_ query: String) async throws -> [String]
  ) {
    self.fetchItems = fetchItems
    self.search = search
  }

  /// A server the test did not ask for: calling either function fails the test at the step whose
  /// effect called it, naming the function.
  ///
  /// ```swift
  /// GroceryEnvironment.test(storage: .inMemory(), clock: clock) // api is .unimplemented
  /// ```
  public static let unimplemented = Self(
    fetchItems: Arch.unimplemented("GroceryAPI.fetchItems"),
    search: Arch.unimplemented("GroceryAPI.search"))

  /// A test server that answers at once: `items` for the list, `catalog` names for searches.
  ///
  /// ```swift
  /// GroceryEnvironment.test(api: .returning([milk]), clock: clock)
  /// ```
  public static func returning(_ items: [GroceryItem], catalog: [String] = GroceryAPI.catalog) -> Self {
    Self(fetchItems: { items }, search: { query in names(in: catalog, matching: query) })
  }

  /// A test server whose every call fails with `message`.
  ///
  /// ```swift
  /// GroceryEnvironment.test(api: .failing("Offline"), clock: clock)
  /// ```
  public static func failing(_ message: String = "The server is unreachable.") -> Self {
    Self(
      fetchItems: { throw GroceryServiceError(message) },
      search: { _ in throw GroceryServiceError(message) })
  }

  /// At most five names from `catalog` containing `query`, ignoring case, in catalog order.
  static func names(in catalog: [String], matching query: String) -> [String] {
    let needle = query.trimmingCharacters(in: .whitespaces).lowercased()
    guard !needle.isEmpty else { return [] }
    return Array(catalog.filter { $0.lowercased().contains(needle) }.prefix(5))
  }
}
