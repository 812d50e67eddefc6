/// One case of an enum, as a pair of functions: put a value in the case, or get it back out.
///
/// Used to embed a child feature's actions in a parent's, and by the test harness to match received
/// outputs by case. Make one from the case itself; no macro or case-path library needed:
///
/// ```swift
/// enum AppAction { case row(RowAction), refresh }
/// let rowCase = CaseOf(AppAction.row)
/// rowCase.extract(from: .row(.toggle)) // .toggle
/// rowCase.extract(from: .refresh)      // nil
/// ```
public struct CaseOf<Root, Value>: Sendable {
  private let embedValue: @Sendable (Value) -> Root
  private let extractValue: @Sendable (Root) -> Value?

  /// Makes a case from explicit functions, for anything the reflective initializer cannot see through.
  ///
  /// ```swift
  /// CaseOf<AppAction, RowAction>(embed: AppAction.row) {
  ///   if case .row(let action) = $0 { action } else { nil }
  /// }
  /// ```
  public init(
    embed: @escaping @Sendable (Value) -> Root, extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.embedValue = embed
    self.extractValue = extract
  }

  /// Makes a case from an enum case constructor such as `AppAction.row`, extracting by reflection.
  ///
  /// ```swift
  /// let loaded = CaseOf(GroceryEvent.itemsDidLoad)
  /// ```
  public init(_ embed: @escaping @Sendable (Value) -> Root) {
    self.embedValue = embed
    self.extractValue = { root in EnumReflection.extract(embed, from: root) }
  }

  /// Puts `value` in the case.
  ///
  /// ```swift
  /// CaseOf(AppAction.row).embed(.toggle) // .row(.toggle)
  /// ```
  public func embed(_ value: Value) -> Root { embedValue(value) }

  /// The case's value if `root` is that case, otherwise `nil`.
  ///
  /// ```swift
  /// CaseOf(AppAction.row).extract(from: .refresh) // nil
  /// ```
  public func extract(from root: Root) -> Value? { extractValue(root) }
}

/// Reads enum cases through `Mirror`, so `CaseOf(Enum.case)` works without macros.
package enum EnumReflection {
  /// The name of `value`'s case, or `nil` if it is not an enum.
  package static func caseName(of value: Any) -> String? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return nil }
    if let child = mirror.children.first { return child.label }
    return String(describing: value)
  }

  /// The name of the case `embed` makes, learnt by embedding `sample`'s payload when it has the
  /// case's payload type: Swift cannot name a case from its constructor alone.
  package static func caseName<Root, Value>(of embed: (Value) -> Root, probing sample: Root) -> String? {
    casePayload(of: sample, as: Value.self).flatMap { caseName(of: embed($0.payload)) }
  }

  static func extract<Root, Value>(_ embed: (Value) -> Root, from root: Root) -> Value? {
    guard let found = casePayload(of: root, as: Value.self) else { return nil }
    // Re-embedding the payload tells cases with the same payload type apart.
    return caseName(of: embed(found.payload)) == found.label ? found.payload : nil
  }

  /// The label and payload of `root`'s case, when `root` is an enum case with a payload of type `Value`.
  private static func casePayload<Root, Value>(
    of root: Root, as type: Value.Type
  ) -> (label: String?, payload: Value)? {
    let mirror = Mirror(reflecting: root)
    guard mirror.displayStyle == .enum, let child = mirror.children.first,
      let payload = value(child.value, as: Value.self)
    else { return nil }
    return (child.label, payload)
  }

  /// Casts an enum payload, unwrapping a single labelled element (`case loaded(items: [Item])`).
  private static func value<Value>(_ payload: Any, as type: Value.Type) -> Value? {
    if let value = payload as? Value { return value }
    let mirror = Mirror(reflecting: payload)
    if mirror.displayStyle == .tuple, mirror.children.count == 1 {
      return mirror.children.first?.value as? Value
    }
    return nil
  }
}
