extension CaseOf {
  /// Makes a case from a constructor with two values, such as the case that routes an action to one
  /// row of a collection: `case row(id: Meeting.ID, action: MeetingRow.Action)`.
  ///
  /// ```swift
  /// let rowCase = CaseOf(MeetingsAction.row)
  /// rowCase.extract(from: .row(id: 7, action: .refreshTapped)) // (7, .refreshTapped)
  /// ```
  public init<First, Second>(_ embed: @escaping @Sendable (First, Second) -> Root)
  where Value == (First, Second) {
    let embedPair: @Sendable ((First, Second)) -> Root = { pair in embed(pair.0, pair.1) }
    let extraction = ReflectedCaseExtraction(embedPair)
    self.init(embed: embedPair) { extraction.extract(from: $0) }
  }
}
