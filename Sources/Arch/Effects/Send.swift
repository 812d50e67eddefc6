/// Sends outputs from inside a `.run` effect back to the store that runs it.
///
/// ```swift
/// .run { send in
///   await send(.loadingDidStart)
///   await send(.itemsDidLoad(try await api.fetchItems()))
/// }
/// ```
///
/// Each `await send(...)` returns once the store has taken the output, so outputs arrive in the order
/// they are sent. Outputs sent after the effect was cancelled are dropped.
public struct Send<Output: Sendable>: Sendable {
  let deliver: @Sendable (Output) async -> Void

  /// Makes a `Send` that hands each output to `deliver`; useful to run an effect's body by hand.
  ///
  /// ```swift
  /// let send = Send<Int> { value in print(value) }
  /// ```
  public init(_ deliver: @escaping @Sendable (Output) async -> Void) {
    self.deliver = deliver
  }

  /// Sends `output`, unless the current task has been cancelled.
  ///
  /// ```swift
  /// await send(.tick)
  /// ```
  public func callAsFunction(_ output: Output) async {
    guard !Task.isCancelled else { return }
    await deliver(output)
  }

  func contramap<Inner: Sendable>(_ transform: @escaping @Sendable (Inner) -> Output) -> Send<Inner> {
    let deliver = self.deliver
    return Send<Inner> { inner in await deliver(transform(inner)) }
  }
}
