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
