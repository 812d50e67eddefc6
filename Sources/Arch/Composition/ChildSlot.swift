/// Where an optional child lives in its parent's state: an optional, or one case of an optional enum.
struct ChildSlot<Parent, Child>: Sendable {
  /// How messages name the slot: `\AppState.editor`, or `\AppState.destination as Editor.State`.
  let name: String
  let path: AnyKeyPath & Sendable
  /// The child's state, when it is presented.
  let get: @Sendable (Parent) -> Child?
  /// Replaces the presented child's state.
  let set: @Sendable (inout Parent, Child) -> Void
  /// Dismisses the child.
  let clear: @Sendable (inout Parent) -> Void
  /// What tells one presentation from the next: the case, and the child's id when it has one.
  let identity: @Sendable (Parent) -> AnyHashable?

  /// The effect id of the child presented in `parent`, if any.
  func effectID(in parent: Parent) -> ChildEffectID? {
    identity(parent).map { ChildEffectID(path: path, identity: $0) }
  }
}

extension ChildSlot {
  static func optional(_ keyPath: WritableKeyPath<Parent, Child?> & Sendable) -> Self {
    Self(
      name: "\(keyPath)", path: keyPath,
      get: { $0[keyPath: keyPath] },
      set: { $0[keyPath: keyPath] = $1 },
      clear: { $0[keyPath: keyPath] = nil },
      identity: { parent in parent[keyPath: keyPath].map { presentationIdentity(of: $0, caseName: "") } })
  }

  static func `case`<Destination>(
    _ keyPath: WritableKeyPath<Parent, Destination?> & Sendable, _ destinationCase: CaseOf<Destination, Child>
  ) -> Self {
    Self(
      name: "\(keyPath) as \(typeNameWithoutModules(Child.self))", path: keyPath,
      get: { $0[keyPath: keyPath].flatMap(destinationCase.extract) },
      set: { $0[keyPath: keyPath] = destinationCase.embed($1) },
      clear: { parent in
        if parent[keyPath: keyPath].flatMap(destinationCase.extract) != nil { parent[keyPath: keyPath] = nil }
      },
      identity: { parent in
        guard let destination = parent[keyPath: keyPath],
          let child = destinationCase.extract(from: destination)
        else { return nil }
        return presentationIdentity(of: child, caseName: EnumReflection.caseName(of: destination) ?? "")
      })
  }
}

/// The case and, for an `Identifiable` child, its id: a new presentation gets new effect ids even
/// when it replaces one of the same case in a single step.
private func presentationIdentity(of child: Any, caseName: String) -> AnyHashable {
  guard let identifiable = child as? any Identifiable else { return AnyHashable(caseName) }
  return AnyHashable([AnyHashable(caseName), idOf(identifiable)])
}

private func idOf<Element: Identifiable>(_ element: Element) -> AnyHashable { AnyHashable(element.id) }
