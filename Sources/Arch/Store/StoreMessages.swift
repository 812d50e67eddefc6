/// Every message the stores themselves report, in one place so they read alike.
enum StoreMessages {
  static func inputAfterDismissal(_ input: some Any, dismissal: String) -> String {
    """
    \(OneLineDescription.of(input)) reached a store whose feature dismissed itself with .\(dismissal). \
    Nothing ran: a dismissed feature takes no more actions or outputs, and its effects were cancelled. \
    Stop sending to the store once isDismissed is true.
    """
  }

  static func reentrantSend(_ action: some Any, during input: some Any) -> String {
    """
    \(OneLineDescription.of(action)) was sent to the store while its feature was still handling \
    \(OneLineDescription.of(input)). Nothing ran: a feature must not send to its own store from inside \
    its step. Return the action from the step instead, as an effect: `.send(…)`.
    """
  }
}
