/// The differences between two values, as marked lines of their dumps, or `nil` when they dump
/// identically.
///
/// Only the changed parts print, with the path down to them; runs of unchanged fields or elements
/// collapse into `… (998 unchanged)`. Arrays of `Identifiable` elements are matched by `id`,
/// other arrays by content, dictionaries by key, multi-line strings line by line.
///
/// ```swift
/// let diff = valueDiff(Item(name: "Milk", quantity: 1), Item(name: "Milk", quantity: 2))
/// // Item(
/// //   name: "Milk",
/// // − quantity: 1
/// // + quantity: 2
/// // )
/// ```
///
/// The lines starting with `−` are only in `expected`, those starting with `+` only in `actual`;
/// ``DiffFormat/legend`` says so in words.
public func valueDiff<Value>(
  _ expected: Value, _ actual: Value, format: DiffFormat = .unicode
) -> String? {
  lazyDiff(expected, actual, format: format)
}

/// The differences between two equatable values, or `nil` when they are equal.
///
/// Unequal values whose dumps are identical (an `==` that compares something the dump does not
/// show) still get an explanation instead of `nil`.
///
/// ```swift
/// valueDiff([1, 2, 3], [1, 2, 3])   // nil
/// ```
public func valueDiff<Value: Equatable>(
  _ expected: Value, _ actual: Value, format: DiffFormat = .unicode
) -> String? {
  if expected == actual { return nil }
  return lazyDiff(expected, actual, format: format) ?? identicalDumpsExplanation
}

/// The failure text for two values known to differ: the diff and its legend, or the explanation of
/// why nothing shows.
///
/// The TestStore and assertions put their own title above it.
func diffMessage<Value>(expected: Value, actual: Value, format: DiffFormat = .unicode) -> String {
  guard let diff = lazyDiff(expected, actual, format: format) else {
    return identicalDumpsExplanation
  }
  return diff + "\n\n" + format.legend
}

package let identicalDumpsExplanation = """
  (The values differ but dump identically: check the type's Equatable conformance, fields it \
  hides from dumps, and class references compared by identity.)
  """

/// The diff of two values, or `nil` when nothing that prints differs.
package func lazyDiff(_ expected: Any, _ actual: Any, format: DiffFormat) -> String? {
  var differ = ValueDiffer(format: format)
  if case .equal = differ.compare(expected, actual) { return nil }
  differ.diff(.init(value: expected), .init(value: actual), indent: 0, isRoot: true)
  return differ.hasChanges ? differ.text : nil
}
