/// A type-erased, sendable cancellation identifier.
///
/// You never make one yourself: pass any `Hashable & Sendable` value to
/// ``Effect/cancellable(id:cancelInFlight:)`` and ``Effect/cancel(id:)``.
struct EffectID: Hashable, @unchecked Sendable, CustomStringConvertible {
  // `AnyHashable` is not declared `Sendable`, but it only ever wraps a `Sendable` value here.
  private let base: AnyHashable

  init(_ id: some Hashable & Sendable) { self.base = AnyHashable(id) }

  var description: String { String(describing: base.base) }
}
