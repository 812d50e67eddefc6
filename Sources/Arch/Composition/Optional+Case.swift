extension Optional {
  /// The value of the enum case made by `embed` if this holds that case, otherwise `nil`; writable,
  /// so expectations reach into a presented child in one line.
  ///
  /// Setting a value presents that case; setting `nil` clears the optional only when it holds that
  /// case, so an expectation never dismisses a different screen by accident.
  ///
  /// ```swift
  /// await store.send(.editor(.binding(.set(\.title, "Retro")))) {
  ///   $0.destination[case: Destination.editor]?.title = "Retro"
  /// }
  /// ```
  public subscript<Value>(case embed: @escaping @Sendable (Value) -> Wrapped) -> Value? {
    get { flatMap { CaseOf(embed).extract(from: $0) } }
    set {
      if let newValue {
        self = embed(newValue)
      } else if self[case: embed] != nil {
        self = nil
      }
    }
  }
}
