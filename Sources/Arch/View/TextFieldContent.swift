/// What a text field holds: plain text, a number, an email address, or a secret shown masked.
///
/// It tells the platform which keyboard to show, the text rendering (snapshots, messages) to mask a
/// secret, and an exploration which texts to type: boundary numbers into a number field, valid and
/// broken addresses into an email field.
///
/// ```swift
/// ViewNode.textField("Password", text: state.password, content: .secure, onChange: Action.passwordChanged)
/// ```
public enum TextFieldContent: String, Sendable, Equatable, CaseIterable {
  /// Any text; the default.
  case plain
  /// A number, such as a quantity or an amount.
  case number
  /// An email address.
  case email
  /// A secret, such as a password: the text rendering shows one `•` per character instead.
  case secure

  /// `text` as the text rendering shows it: masked, one `•` per character, for a secure field.
  ///
  /// ```swift
  /// TextFieldContent.secure.shown("hunter2") // "•••••••"
  /// ```
  public func shown(_ text: String) -> String {
    self == .secure ? String(repeating: "•", count: text.count) : text
  }
}
