/// Names the effects of one child: the place in the parent's state it lives at, and which element or
/// case it is there.
///
/// A composed feature marks every effect of a child with its id, so it can cancel them all when the
/// child's state goes away, and prefixes the child's own cancellation ids with it, so a row that
/// cancels its timer never cancels another row's.
struct ChildEffectID: Hashable, @unchecked Sendable {
  // Key paths and `AnyHashable` are immutable values that are not declared `Sendable`; the ids they
  // hold here are `Sendable` by the composed features' constraints.
  let path: AnyKeyPath
  let identity: AnyHashable
}

/// A cancellation id of a child's effect, made unique to that child.
struct ScopedEffectID: Hashable, Sendable {
  let child: ChildEffectID
  let inner: EffectID
}

extension Effect {
  /// This child effect, cancellable as a whole by `child`, with its own cancellation ids made
  /// unique to `child`.
  func scoped(to child: ChildEffectID) -> Self {
    prefixingIDs(with: child).cancellable(id: child)
  }

  private func prefixingIDs(with child: ChildEffectID) -> Self {
    switch operation {
    case .none, .send, .run:
      return self
    case .merge(let effects):
      return Self(.merge(effects.map { $0.prefixingIDs(with: child) }))
    case .concatenate(let effects):
      return Self(.concatenate(effects.map { $0.prefixingIDs(with: child) }))
    case .cancellable(let id, let cancelInFlight, let inner):
      return Self(
        .cancellable(
          id: EffectID(ScopedEffectID(child: child, inner: id)), cancelInFlight: cancelInFlight,
          inner.prefixingIDs(with: child)))
    case .cancel(let id):
      return Self(.cancel(EffectID(ScopedEffectID(child: child, inner: id))))
    }
  }

  /// Cancels the effects of every child in `children`.
  static func cancelling(_ children: some Sequence<ChildEffectID>) -> Self {
    .merge(children.map { Self(.cancel(EffectID($0))) })
  }
}
