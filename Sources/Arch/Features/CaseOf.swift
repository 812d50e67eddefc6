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
///
/// A case nested in another's payload is one case too: write the constructor as a closure, or append
/// the inner case with `appending(_:)`:
///
/// ```swift
/// let edit = CaseOf { AppAction.destination(.edit($0)) }
/// let same = CaseOf(AppAction.destination).appending(DestinationAction.edit)
/// ```
public struct CaseOf<Root, Value>: Sendable {
  private let embedValue: @Sendable (Value) -> Root
  private let extractValue: @Sendable (Root) -> Value?
  private let nameValue: @Sendable ([Root]) -> CasePathName

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
    self.init(embed: embed, extract: extract, name: CasePathName.probing(embed))
  }

  /// Makes a case from its functions and from how messages name it, given values of `Root` seen.
  package init(
    embed: @escaping @Sendable (Value) -> Root, extract: @escaping @Sendable (Root) -> Value?,
    name: @escaping @Sendable ([Root]) -> CasePathName
  ) {
    self.embedValue = embed
    self.extractValue = extract
    self.nameValue = name
  }

  /// Makes a case from an enum case constructor such as `AppAction.row`, extracting by reflection.
  ///
  /// The constructor may go through nested cases, written as a closure: the value is then the
  /// innermost payload.
  ///
  /// ```swift
  /// let loaded = CaseOf(GroceryEvent.itemsDidLoad)
  /// let edit = CaseOf { AppAction.destination(.edit($0)) }
  /// ```
  public init(_ embed: @escaping @Sendable (Value) -> Root) {
    let extraction = ReflectedCaseExtraction(embed)
    self.init(embed: embed, extract: { extraction.extract(from: $0) }, name: CasePathName.probing(embed))
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

extension CaseOf {
  /// How a message names this case, learnt from values of `Root` seen (say, what a test received):
  /// `.destination(.edit)`, or as much of the path as those values reveal.
  package func name(probing samples: [Root]) -> CasePathName { nameValue(samples) }
}
