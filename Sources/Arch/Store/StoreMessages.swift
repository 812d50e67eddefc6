/// Every message the stores themselves report, in one place so they read alike.
enum StoreMessages {
  static func inputAfterDismissal(_ input: some Any, dismissal: String) -> String {
    """
    \(OneLineDescription.of(input)) reached a store whose feature dismissed itself with .\(dismissal). \
    Nothing ran: a dismissed feature takes no more actions or outputs, and its effects were cancelled. \
    Stop sending to the store once isDismissed is true.
    """
  }
}
