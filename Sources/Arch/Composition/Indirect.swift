/// Stores a value out of line, so a state can hold an optional of its own type: a struct cannot
/// contain itself, but it can contain a reference to a box holding itself.
///
/// The box is immutable and replaced on every write, so the property keeps value semantics: copies
/// never share changes. Key paths, `Equatable`, dumps and diffs see the wrapped value.
///
/// ```swift
/// struct Node: Equatable, Sendable {
///   var children: [Node] = []
///   @Indirect var focused: Node? = nil
/// }
/// ```
@propertyWrapper
public struct Indirect<Value> {
  private var box: Box

  /// Stores `wrappedValue`.
  ///
  /// ```swift
  /// @Indirect var focused: Node? = nil
  /// ```
  public init(wrappedValue: Value) {
    box = Box(wrappedValue)
  }

  /// The stored value.
  ///
  /// ```swift
  /// node.focused?.title = "Renamed"
  /// ```
  public var wrappedValue: Value {
    get { box.value }
    set { box = Box(newValue) }
  }

  private final class Box: @unchecked Sendable {
    // Immutable: a write makes a new box, so sharing one between copies and threads is safe when
    // the value itself is `Sendable` (see the conditional conformance below).
    let value: Value
    init(_ value: Value) { self.value = value }
  }
}

extension Indirect: Equatable where Value: Equatable {
  /// Whether the wrapped values are equal.
  ///
  /// ```swift
  /// Indirect(wrappedValue: 1) == Indirect(wrappedValue: 1) // true
  /// ```
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension Indirect: Hashable where Value: Hashable {
  /// Hashes the wrapped value.
  ///
  /// ```swift
  /// Set([Indirect(wrappedValue: 1)])
  /// ```
  public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

extension Indirect: Sendable where Value: Sendable {}
