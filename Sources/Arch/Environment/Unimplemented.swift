/// Functions for the test values of an environment's services: each one, when called, reports that
/// the feature used a service the environment did not give it, naming the service.
///
/// Under a test store the report fails the test at the step whose work made the call:
/// ```text
/// GroceryAPI.fetchItems was called, but this environment leaves it unimplemented.
/// If the test expects the call, give the environment a value for it: `.with { $0.… = … }`.
/// (Reported while running step 1, send(.reloadTapped).)
/// ```
/// In a running app, where no test store listens, the report is one line on standard error
/// (``RuntimeIssue``) and the call goes on: a throwing function throws ``UnimplementedError``,
/// others return their placeholder. Nothing crashes, because an unimplemented service reaching an
/// app is a wiring mistake to see in the log, not a reason to lose the person's work.
///
/// ```swift
/// extension GroceryAPI {
///   public static let unimplemented = GroceryAPI(
///     fetchItems: Arch.unimplemented("GroceryAPI.fetchItems"),
///     search: Arch.unimplemented("GroceryAPI.search"))
/// }
/// ```
enum UnimplementedCall {
  /// Reports the call of `name` where the service was declared.
  static func report(_ name: String, fileID: StaticString, line: UInt) {
    RuntimeIssue.report(UnimplementedMessages.called(name), fileID: fileID, line: line)
  }
}

/// An unimplemented function that throws: when called it reports the call, then throws
/// ``UnimplementedError``.
///
/// ```swift
/// let search: @Sendable (String) throws -> [String] = unimplemented("Catalog.search")
/// ```
public func unimplemented<each Argument, Result>(
  _ name: String, fileID: StaticString = #fileID, line: UInt = #line
) -> @Sendable (repeat each Argument) throws -> Result {
  { (_: repeat each Argument) throws -> Result in
    UnimplementedCall.report(name, fileID: fileID, line: line)
    throw UnimplementedError(name: name)
  }
}

/// An unimplemented asynchronous function that throws: when called it reports the call, then
/// throws ``UnimplementedError``.
///
/// ```swift
/// let fetchItems: @Sendable () async throws -> [GroceryItem] = unimplemented("GroceryAPI.fetchItems")
/// ```
public func unimplemented<each Argument, Result>(
  _ name: String, fileID: StaticString = #fileID, line: UInt = #line
) -> @Sendable (repeat each Argument) async throws -> Result {
  { (_: repeat each Argument) async throws -> Result in
    UnimplementedCall.report(name, fileID: fileID, line: line)
    throw UnimplementedError(name: name)
  }
}

/// An unimplemented function that cannot throw: when called it reports the call, then returns
/// `placeholder`.
///
/// ```swift
/// let count: @Sendable () -> Int = unimplemented("Cart.count", placeholder: 0)
/// ```
public func unimplemented<each Argument, Result>(
  _ name: String, placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID, line: UInt = #line
) -> @Sendable (repeat each Argument) -> Result {
  { (_: repeat each Argument) -> Result in
    UnimplementedCall.report(name, fileID: fileID, line: line)
    return placeholder()
  }
}

/// An unimplemented asynchronous function that cannot throw: when called it reports the call, then
/// returns `placeholder`.
///
/// ```swift
/// let isOnline: @Sendable () async -> Bool = unimplemented("Network.isOnline", placeholder: false)
/// ```
public func unimplemented<each Argument, Result>(
  _ name: String, placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID, line: UInt = #line
) -> @Sendable (repeat each Argument) async -> Result {
  { (_: repeat each Argument) async -> Result in
    UnimplementedCall.report(name, fileID: fileID, line: line)
    return placeholder()
  }
}

/// An unimplemented function returning nothing: when called it reports the call.
///
/// ```swift
/// let track: @Sendable (String) -> Void = unimplemented("Analytics.track")
/// ```
///
/// Disfavored, so that a throwing function returning nothing gets the overload that throws.
@_disfavoredOverload
public func unimplemented<each Argument>(
  _ name: String, fileID: StaticString = #fileID, line: UInt = #line
) -> @Sendable (repeat each Argument) -> Void {
  { (_: repeat each Argument) in UnimplementedCall.report(name, fileID: fileID, line: line) }
}

/// An unimplemented asynchronous function returning nothing: when called it reports the call.
///
/// ```swift
/// let flush: @Sendable () async -> Void = unimplemented("Analytics.flush")
/// ```
///
/// Disfavored, so that a throwing function returning nothing gets the overload that throws.
@_disfavoredOverload
public func unimplemented<each Argument>(
  _ name: String, fileID: StaticString = #fileID, line: UInt = #line
) -> @Sendable (repeat each Argument) async -> Void {
  { (_: repeat each Argument) async in UnimplementedCall.report(name, fileID: fileID, line: line) }
}
