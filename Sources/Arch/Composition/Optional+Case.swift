extension Optional {
  /// The value of the enum case made by `embed` if this holds that case, otherwise `nil`; writable,
  /// so expectations reach into a presented child in one line.
  ///
  /// Setting a value presents that case; setting `nil` clears the optional only when it holds that
  /// case, so an expectation never dismisses a different screen by accident. A nested case is a
  /// closure: `$0.destination[case: { .edit(.form($0)) }]`.
  ///
  /// ```swift
  /// await store.send(.editor(.binding(.set(\.title, "Retro")))) {
  ///   $0.destination[case: Destination.editor]?.title = "Retro"
  /// }
  /// ```
  public subscript<Value>(case embed: @escaping @Sendable (Value) -> Wrapped) -> Value? {
    get { self[case: CaseOf(embed)] }
    set { self[case: CaseOf(embed)] = newValue }
  }
}

extension Optional {
  /// The value of the case `path` if this holds it, otherwise `nil`; writable like the subscript
  /// taking a case constructor, for paths built with `CaseOf.appending(_:)`.
  ///
  /// ```swift
  /// action[case: CaseOf(Action.destination).appending(Destination.edit)]?.title = "Retro"
  /// ```
  public subscript<Value>(case path: CaseOf<Wrapped, Value>) -> Value? {
    get { flatMap(path.extract) }
    set {
      if let newValue {
        self = path.embed(newValue)
      } else if self[case: path] != nil {
        self = nil
      }
    }
  }
}
