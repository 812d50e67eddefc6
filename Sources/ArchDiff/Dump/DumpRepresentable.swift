/// A type that chooses what its dump shows: the value returned by ``dumpRepresentation`` is dumped
/// in its place.
///
/// Use it to show a wrapper as the value it wraps, or a large type as a smaller summary:
///
/// ```swift
/// struct UserID: DumpRepresentable {
///   var rawValue: Int
///   var dumpRepresentation: Any { rawValue }
/// }
/// valueDump(UserID(rawValue: 42))   // "42"
/// ```
public protocol DumpRepresentable {
  /// The value dumped instead of `self`.
  ///
  /// ```swift
  /// var dumpRepresentation: Any { "\(firstName) \(lastName)" }
  /// ```
  var dumpRepresentation: Any { get }
}

/// The storage of a property wrapper, such as `Indirect`: dumped as the wrapped value, under the
/// property's own name (`focused`, not the `_focused` it is stored as).
package protocol DumpedAsWrappedProperty: DumpRepresentable {}
