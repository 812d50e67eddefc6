/// Internal views of the standard collections the dumper reaches through a cast, which is cheaper
/// than a `Mirror` and keeps keys and elements typed long enough to sort them.
protocol DumpableOptional {
  var dumpWrapped: Any? { get }
}

extension Optional: DumpableOptional {
  var dumpWrapped: Any? {
    switch self {
    case .some(let wrapped): return wrapped
    case .none: return nil
    }
  }
}

protocol DumpableDictionary {
  /// The entries, sorted by key when the keys are `Comparable`, otherwise in storage order (the
  /// dumper then sorts them by the dumped key).
  var dumpEntries: (entries: [(key: Any, value: Any)], sorted: Bool) { get }
}

extension Dictionary: DumpableDictionary {
  var dumpEntries: (entries: [(key: Any, value: Any)], sorted: Bool) {
    if let sortedKeys = sortedIfComparable(Array(keys)) {
      return (sortedKeys.map { (key: $0 as Any, value: self[$0]! as Any) }, true)
    }
    return (map { (key: $0.key as Any, value: $0.value as Any) }, false)
  }
}

protocol DumpableSet {
  /// The elements, sorted when they are `Comparable`, otherwise in storage order.
  var dumpElements: (elements: [Any], sorted: Bool) { get }
}

extension Set: DumpableSet {
  var dumpElements: (elements: [Any], sorted: Bool) {
    if let sorted = sortedIfComparable(Array(self)) { return (sorted.map { $0 as Any }, true) }
    return (map { $0 as Any }, false)
  }
}

/// Sorts `values` when their type is `Comparable`, found at run time.
private func sortedIfComparable<Value>(_ values: [Value]) -> [Value]? {
  guard let comparable = Value.self as? any Comparable.Type else { return nil }
  return sortedAs(comparable, values)
}

private func sortedAs<Key: Comparable, Value>(_: Key.Type, _ values: [Value]) -> [Value] {
  guard let typed = values as? [Key] else { return values }
  return typed.sorted().map { $0 as! Value }
}

/// Arrays, the most common container in a state, reached without a `Mirror`.
protocol DumpableArray {
  static var elementsAreIdentifiable: Bool { get }
  var dumpElements: [Any] { get }
  var dumpCount: Int { get }
  func dumpElement(at index: Int) -> Any
}

extension Array: DumpableArray {
  static var elementsAreIdentifiable: Bool { Element.self is any Identifiable.Type }
  var dumpElements: [Any] { self as [Any] }
  var dumpCount: Int { count }
  func dumpElement(at index: Int) -> Any { self[index] }
}

/// Arrays whose elements the differ can compare with `==` in one generic loop, without boxing each
/// element.
protocol EquatableElementsArray {
  /// The positions where the two arrays hold different elements, or `nil` when `other` is not an
  /// array of the same type and length.
  func positionsDiffering(from other: Any) -> [Int]?
  /// How many leading and trailing elements the two arrays share.
  func commonEnds(with other: Any) -> (prefix: Int, suffix: Int)?
}

extension Array: EquatableElementsArray where Element: Equatable {
  func positionsDiffering(from other: Any) -> [Int]? {
    guard let other = other as? [Element], other.count == count else { return nil }
    var positions: [Int] = []
    for index in 0..<count where self[index] != other[index] { positions.append(index) }
    return positions
  }

  func commonEnds(with other: Any) -> (prefix: Int, suffix: Int)? {
    guard let other = other as? [Element] else { return nil }
    let shorter = Swift.min(count, other.count)
    var prefix = 0
    while prefix < shorter, self[prefix] == other[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix, self[count - 1 - suffix] == other[other.count - 1 - suffix] {
      suffix += 1
    }
    return (prefix, suffix)
  }
}

/// Arrays whose elements hash natively, so the differ aligns them without dumping them.
protocol HashableElementsArray {
  func elementHashes(in range: Range<Int>) -> [Int]
}

extension Array: HashableElementsArray where Element: Hashable {
  func elementHashes(in range: Range<Int>) -> [Int] { self[range].map(\.hashValue) }
}

/// Arrays of `Identifiable` elements, aligned by `id`.
protocol IdentifiedElementsArray {
  var elementIDHashes: [Int] { get }
}

extension Array: IdentifiedElementsArray where Element: Identifiable {
  var elementIDHashes: [Int] { map(\.id.hashValue) }
}

/// `==` on two values of unknown type: `nil` when the first is not `Equatable`, `false` when the
/// second has a different type.
func valuesEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
  guard let lhs = lhs as? any Equatable else { return nil }
  return lhs.isEqual(toAny: rhs)
}

extension Equatable {
  fileprivate func isEqual(toAny other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
