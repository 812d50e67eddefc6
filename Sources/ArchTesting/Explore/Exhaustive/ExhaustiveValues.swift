import Arch

/// The finite sets of values an exhaustive search tries: the texts typed into a field and the
/// actions a generator makes.
///
/// A generator or a ``FieldText`` draws its values from ``Choices``; going through its choices as an
/// odometer does (``ChoiceOdometer``), simplest first, gives its values from the simplest on. The
/// first ``maximumValues`` distinct ones are tried, and a field or generator with more is noted in
/// ``ExhaustiveCuts``, so the certificate says it was cut rather than claiming all of it.
enum ExhaustiveValues {
  /// How many distinct values of one field or generator the search tries.
  static var maximumValues: Int { 8 }

  /// What an exhaustive search types into a plain field no ``FieldText`` names: the empty text, a
  /// letter, a padded one, a number, a negative number, and a non-ASCII letter.
  ///
  /// Fewer than the random search's vocabulary, as every text multiplies the states of every later step.
  static let plainTexts = ["", "a", " a ", "0", "-1", "é"]

  /// The texts to type into a field holding `content`: those its ``FieldText`` declares and the
  /// first distinct ones its generator makes; for a field no ``FieldText`` names, ``plainTexts`` or,
  /// for a number, email or secure field, the vocabulary of its kind.
  static func texts(of fieldText: FieldText?, content: TextFieldContent, cuts: ExhaustiveCuts?) -> [String] {
    guard let fieldText else {
      return content == .plain ? plainTexts : FieldVocabulary.defaults(for: content)
    }
    let generated = fieldText.make.map {
      values(named: "the field \(fieldText.field.debugDescription)", cuts: cuts, $0)
    }
    return fieldText.texts + (generated ?? []).filter { !fieldText.texts.contains($0) }
  }

  /// The distinct actions `generator` makes in `state`.
  static func actions<State, Action: Equatable>(
    of generator: ActionGenerator<State, Action>, in state: State, cuts: ExhaustiveCuts?
  ) -> [Action] {
    values(named: ExploreMessages.generator(generator.name), cuts: cuts) { generator.make(state, $0) }
  }

  /// The first distinct values `make` draws, simplest first.
  private static func values<Value: Equatable>(
    named name: String, cuts: ExhaustiveCuts?, _ make: (Choices) -> Value
  ) -> [Value] {
    var values: [Value] = []
    var odometer = ChoiceOdometer(base: [])
    var sequences = 0
    while let prefix = odometer.next {
      sequences += 1
      // Many sequences may make one value (a number drawn from a wide range, then rounded): stop
      // going through them long before the odometer would.
      guard sequences <= maximumValues * 16 else {
        cuts?.note(name)
        break
      }
      let choices = Choices(ChoiceSequence(enumerating: prefix))
      let value = make(choices)
      if !values.contains(value) {
        guard values.count < maximumValues else {
          cuts?.note(name)
          break
        }
        values.append(value)
      }
      odometer.record(drawn: choices.sequence.drawn, boundsPastReplay: choices.sequence.boundsPastReplay)
    }
    return values
  }
}
