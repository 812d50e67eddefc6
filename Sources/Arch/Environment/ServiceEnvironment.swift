/// An environment: a struct holding the services a feature's effects use.
///
/// Conforming gives it ``with(_:)``, so a test changes one service in one line.
///
/// ```swift
/// struct SearchEnvironment: ServiceEnvironment {
///   var search: @Sendable (String) async throws -> [String] = unimplemented("SearchEnvironment.search")
///   var clock: any Clock<Duration> = UnimplementedClock("SearchEnvironment.clock")
/// }
///
/// let environment = SearchEnvironment().with { $0.search = { _ in ["Milk"] } }
/// ```
public protocol ServiceEnvironment {}

extension ServiceEnvironment {
  /// A copy with `change` applied: start from the unimplemented environment and give a test only
  /// the services it uses.
  ///
  /// ```swift
  /// let environment = GroceryEnvironment.unimplemented.with { $0.api = .returning([milk]) }
  /// ```
  public func with(_ change: (inout Self) throws -> Void) rethrows -> Self {
    var copy = self
    try change(&copy)
    return copy
  }
}
