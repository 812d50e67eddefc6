import Arch

/// The texts an exploration types into a text field besides short texts of
/// ``Choices/defaultAlphabet``: boundary texts picked by what the field holds
/// (`TextFieldContent`), plus the texts the feature declares with ``FieldText/texts(_:_:)``.
///
/// Short texts of a few letters never make a number, an email address or a long text; these do,
/// so a button enabled only for a valid address gets enabled, and a field that needs a number gets
/// `"0"` and `"-1"`. Each is one recorded choice, so a failure shrinks toward the first.
///
/// ```swift
/// FieldVocabulary.defaults(for: .email).first // "name@example.com"
/// ```
public enum FieldVocabulary {
  /// The boundary texts for a field holding `content`.
  ///
  /// - A plain field: the empty text, spaces, `"0"`, `"-1"`, a large number, a long text, non-ASCII
  ///   text, text with leading and trailing spaces, an email-like and a URL-like text.
  /// - A number field: zero, negative, one, large, decimal and exponent numbers, the empty text,
  ///   a number between spaces, and a text that is no number.
  /// - An email field: a valid address, the empty text, spaces, addresses missing their name,
  ///   domain or top-level domain, one between spaces, in capitals, with a tag, and non-ASCII.
  /// - A secure field: the empty text, spaces, a common password, a long passphrase, digits,
  ///   non-ASCII, and one between spaces.
  ///
  /// ```swift
  /// FieldVocabulary.defaults(for: .number) // ["0", "-1", "1", …]
  /// ```
  public static func defaults(for content: TextFieldContent) -> [String] {
    switch content {
    case .plain: plain
    case .number: number
    case .email: email
    case .secure: secure
    }
  }

  private static let plain = [
    "", "  ", "0", "-1", "99999999999", String(repeating: "long text ", count: 10), "é漢字🙂",
    " padded ", "name@example.com", "https://example.com/a?b=c",
  ]
  private static let number = ["0", "-1", "1", "99999999999", "3.5", "1e3", "", " 7 ", "abc"]
  private static let email = [
    "name@example.com", "", "  ", "@example.com", "name@", "name@example", " name@example.com ",
    "NAME@EXAMPLE.COM", "name+tag@example.co.uk", "é@example.com",
  ]
  private static let secure = [
    "", "  ", "password", "correct horse battery staple", "12345678", "pässwörd🙂", " secret ",
  ]
}
