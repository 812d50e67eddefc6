/// What an exploration types into one text field, found by its label or its identifier (`id:`):
/// a generator instead of the default texts, or texts added to the field's ``FieldVocabulary``.
///
/// When one generator names a field's identifier and another its label, the identifier's wins.
///
/// Generated text is recorded like every choice, so a failing run replays it and shrinks it.
///
/// ```swift
/// enum SignUpExploration: Explorable {
///   static var texts: [FieldText] { [.from("Code", alphabet: "0123456789\t", maximumLength: 6)] }
///   // makeStore(clock:) and invariants as usual
/// }
/// ```
public struct FieldText: Sendable {
  /// The label or identifier of the text field this generates for.
  ///
  /// ```swift
  /// FieldText.from("Code", alphabet: "01", maximumLength: 2).field // "Code"
  /// FieldText.from("promo-code", alphabet: "01", maximumLength: 2).field // an identifier
  /// ```
  public var field: String
  /// Generates the text, or `nil` when the field types from its vocabulary.
  private(set) var make: (@Sendable (Choices) -> String)?
  /// Texts added to the field's vocabulary, ``FieldVocabulary``.
  ///
  /// ```swift
  /// FieldText.texts("Code", ["000000", "123456"]).texts // ["000000", "123456"]
  /// ```
  public private(set) var texts: [String] = []

  /// Text for the field labelled or identified `field`, drawn from `choices` by `make`.
  ///
  /// ```swift
  /// FieldText("Quantity") { choices in String(choices.int(in: 0...99)) }
  /// ```
  public init(_ field: String, _ make: @escaping @Sendable (Choices) -> String) {
    self.field = field
    self.make = make
  }

  /// Text of at most `maximumLength` characters of `alphabet` for the field labelled or identified
  /// `field`.
  ///
  /// ```swift
  /// FieldText.from("Name", alphabet: " \t\n", maximumLength: 2)
  /// ```
  public static func from(_ field: String, alphabet: String, maximumLength: Int) -> Self {
    Self(field) { choices in choices.text(from: alphabet, maximumLength: maximumLength) }
  }

  /// Adds `texts` to the vocabulary of the field labelled or identified `field`: the exploration
  /// types them, besides the field's boundary texts and short texts of the default alphabet.
  ///
  /// ```swift
  /// FieldText.texts("Email", ["ann@example.com", "ann@example"])
  /// ```
  public static func texts(_ field: String, _ texts: [String]) -> Self {
    var declared = Self(field) { _ in "" }
    declared.make = nil
    declared.texts = texts
    return declared
  }
}
