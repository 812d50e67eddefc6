/// What a text field sends as its text changes: a function from the new text to an action.
///
/// Two inputs are equal when they send equal actions for the same text, so view descriptions holding
/// text fields stay `Equatable`.
///
/// ```swift
/// let input = TextInput(GroceryAction.draftChanged)
/// input.action(for: "Milk") // .draftChanged("Milk")
/// ```
public struct TextInput<Action: Sendable>: Sendable {
  private let makeAction: @Sendable (String) -> Action
  /// What the field holds: plain text unless it says otherwise.
  ///
  /// ```swift
  /// TextInput(content: .email, Action.emailChanged).content // .email
  /// ```
  public let content: TextFieldContent

  /// Wraps the function from text to action, often an enum case such as `Action.draftChanged`.
  ///
  /// ```swift
  /// TextInput { text in .searchChanged(query: text) }
  /// ```
  public init(_ makeAction: @escaping @Sendable (String) -> Action) {
    self.init(content: .plain, makeAction)
  }

  /// Wraps the function from text to action of a field holding `content`.
  ///
  /// ```swift
  /// TextInput(content: .secure, Action.passwordChanged)
  /// ```
  public init(content: TextFieldContent, _ makeAction: @escaping @Sendable (String) -> Action) {
    self.makeAction = makeAction
    self.content = content
  }

  /// The action the field sends when its text becomes `text`.
  ///
  /// ```swift
  /// TextInput(Action.draftChanged).action(for: "Eggs")
  /// ```
  public func action(for text: String) -> Action { makeAction(text) }

  /// The text used to describe and compare the input without a real edit.
  static var placeholder: String { "‹text›" }
}

extension TextInput: Equatable where Action: Equatable {
  /// Equal when both send the same action for the same text.
  public static func == (lhs: TextInput, rhs: TextInput) -> Bool {
    lhs.content == rhs.content && lhs.action(for: placeholder) == rhs.action(for: placeholder)
  }
}
