/// Where an ``ActionGenerator`` draws its values from during ``explore(_:initialState:environment:view:actions:invariants:texts:budget:seed:fileID:filePath:line:column:)``.
///
/// Every value is recorded, so a failing run replays exactly and shrinks: numbers toward the lower
/// bound, texts toward shorter ones and earlier letters, elements toward the first.
///
/// ```swift
/// ActionGenerator<Cart.State, Cart.Action>("set quantity") { state, choices in
///   .setQuantity(choices.int(in: 0...5))
/// }
/// ```
public final class Choices {
  var sequence: ChoiceSequence

  init(_ sequence: ChoiceSequence) { self.sequence = sequence }

  /// A number in `range`; shrinks toward its lower bound.
  ///
  /// ```swift
  /// let quantity = choices.int(in: 1...9)
  /// ```
  public func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + sequence.drawOrSimplest(below: range.count)
  }

  /// `false` or `true`; shrinks toward `false`.
  ///
  /// ```swift
  /// let isUrgent = choices.bool()
  /// ```
  public func bool() -> Bool { sequence.drawOrSimplest(below: 2) == 1 }

  /// One of `elements`, which must not be empty; shrinks toward the first.
  ///
  /// ```swift
  /// let name = choices.element(of: ["Milk", "Eggs", "Bread"])
  /// ```
  public func element<Element>(of elements: [Element]) -> Element {
    elements[sequence.drawOrSimplest(below: elements.count)]
  }

  /// A text of at most `maximumLength` characters taken from `alphabet`; shrinks toward the empty
  /// text, then toward the alphabet's first characters.
  ///
  /// ```swift
  /// let query = choices.text(from: "abc ", maximumLength: 3)
  /// ```
  public func text(from alphabet: String = Choices.defaultAlphabet, maximumLength: Int = 4) -> String {
    let letters = Array(alphabet)
    guard !letters.isEmpty else { return "" }
    let length = sequence.drawOrSimplest(below: maximumLength + 1)
    return String((0..<length).map { _ in letters[sequence.drawOrSimplest(below: letters.count)] })
  }

  /// The characters explored text fields are typed with, unless a ``FieldText`` says otherwise:
  /// `"a e.,!\né"` — the letters `a` and `e`, a space, a full stop, a comma, an exclamation mark,
  /// a line feed and the non-ASCII `é` (U+00E9).
  ///
  /// Typed text is zero to four of these characters (``text(from:maximumLength:)``'s default), so
  /// the empty text, whitespace-only text and two spaces in a row are all reachable. It shrinks
  /// toward the empty text, then toward `a`.
  ///
  /// ```swift
  /// choices.text(from: Choices.defaultAlphabet + "xyz")
  /// ```
  public static let defaultAlphabet = "a e.,!\né"
}
