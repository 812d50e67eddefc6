/// How a value becomes the text of a snapshot.
///
/// Use ``lines`` for strings, `.view()` (from ArchTesting) for a `ViewNode` and ``dump`` for any
/// value, or derive your own from one of them with ``pullback(_:)``.
///
/// ```swift
/// let priceTag = SnapshotStrategy<String>.lines.pullback { (item: Item) in "\(item.name): \(item.price)" }
/// assertSnapshot(of: milk, as: priceTag)
/// ```
public struct SnapshotStrategy<Value>: Sendable {
  let text: @Sendable (Value) -> String

  /// Makes a strategy from a function that renders the value as text.
  ///
  /// ```swift
  /// let csv = SnapshotStrategy<[Item]> { items in items.map(\.name).joined(separator: "\n") }
  /// ```
  public init(text: @escaping @Sendable (Value) -> String) {
    self.text = text
  }

  /// A strategy for another type: values are first turned into this strategy's input by `transform`.
  ///
  /// ```swift
  /// let titles = SnapshotStrategy<String>.lines.pullback { (list: [Item]) in
  ///   list.map(\.title).joined(separator: "\n")
  /// }
  /// ```
  public func pullback<Input>(_ transform: @escaping @Sendable (Input) -> Value) -> SnapshotStrategy<Input> {
    let text = self.text
    return SnapshotStrategy<Input> { text(transform($0)) }
  }
}

extension SnapshotStrategy where Value == String {
  /// The string itself, compared line by line.
  ///
  /// ```swift
  /// assertSnapshot(of: report.text, as: .lines)
  /// ```
  public static var lines: SnapshotStrategy<String> { SnapshotStrategy { $0 } }
}

extension SnapshotStrategy {
  /// The value's dump: a readable, multi-line description of its fields.
  ///
  /// ```swift
  /// assertSnapshot(of: store.state, as: .dump)
  /// ```
  public static var dump: SnapshotStrategy<Value> { SnapshotStrategy { dumpText(of: $0) } }
}
