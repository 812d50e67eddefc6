extension CaseOf {
  /// The case `embed` nested in this one's payload: a path such as `.destination(.edit)`, matched
  /// through both cases.
  ///
  /// ```swift
  /// let edit = CaseOf(AppAction.destination).appending(DestinationAction.edit)
  /// edit.extract(from: .destination(.edit(form))) // form
  /// edit.extract(from: .destination(.detail(meeting))) // nil
  /// ```
  public func appending<Next>(_ embed: @escaping @Sendable (Next) -> Value) -> CaseOf<Root, Next> {
    appending(CaseOf<Value, Next>(embed))
  }

  /// The case `inner` of this one's payload: a path through both.
  ///
  /// ```swift
  /// let rowToggle = CaseOf(AppAction.row).appending(CaseOf(RowAction.toggle))
  /// ```
  public func appending<Next>(_ inner: CaseOf<Value, Next>) -> CaseOf<Root, Next> {
    CaseOf<Root, Next>(
      embed: { embed(inner.embed($0)) },
      extract: { extract(from: $0).flatMap(inner.extract) },
      name: { samples in
        name(probing: samples).followed(by: inner.name(probing: samples.compactMap(extract)))
      })
  }

  /// The case `leaf` of this one's payload, matched by its path of cases as `CaseOf(matching:)`
  /// matches: for a case with no payload, such as `.delegate(.dismiss)`, and for outputs that are not
  /// `Equatable`.
  ///
  /// ```swift
  /// let dismiss = CaseOf(ChildAction.delegate).appending(.dismiss)
  /// dismiss.extract(from: .delegate(.dismiss)) != nil // true
  /// dismiss.extract(from: .delegate(.save)) != nil    // false
  /// ```
  public func appending(_ leaf: Value) -> CaseOf<Root, Void> where Value: Sendable {
    appending(CaseOf<Value, Void>(matching: leaf))
  }
}

extension CaseOf where Value == Void, Root: Sendable {
  /// The case of `example`, matched by its path of cases: the same case, the same cases nested in
  /// its payload, and, in a payload of several parts, the same values beside them (a row's id); a
  /// case's sole payload that is not a case is ignored.
  ///
  /// Embedding gives `example` back.
  ///
  /// ```swift
  /// let startMeeting = CaseOf(matching: AppAction.delegate(.startMeeting))
  /// startMeeting.extract(from: .delegate(.startMeeting)) != nil // true
  /// ```
  public init(matching example: Root) {
    self.init(
      embed: { _ in example },
      extract: { root in
        CaseShape.of(example, comparingSolePayloads: false).matches(
          CaseShape.of(root, comparingSolePayloads: true)) ? () : nil
      },
      name: { _ in CasePathName(shape: CaseShape.of(example, comparingSolePayloads: false)) })
  }
}
