extension Shared {
  /// The shared element with `id` of a shared array, or `nil` when it holds none: reads and writes go
  /// through to the array, and messages name it by its path, `syncUps[id: 3]`.
  ///
  /// A detail screen edits one element of the list's shared value, as `Shared($syncUps[id: id])`
  /// does in TCA:
  ///
  /// ```swift
  /// guard let syncUp = state.syncUps[id: id] else { return .none }
  /// state.path.push(.detail(SyncUpDetail.State(syncUp: syncUp)))
  /// ```
  ///
  /// Once the element is removed from the array, the shared element keeps its last value, and a
  /// change to it is lost.
  public subscript<Element: Identifiable & Equatable & Sendable>(id id: Element.ID) -> Shared<Element>?
  where Value == [Element], Element.ID: Sendable {
    guard let element = value[id: id] else { return nil }
    return Shared<Element>(
      box: SharedProjection(
        parent: box, step: "[id: \(OneLineDescription.of(id))]", initial: element,
        get: { $0[id: id] },
        set: { array, element in
          guard let index = array.firstIndex(where: { $0.id == id }) else { return }
          array[index] = element
        }))
  }

  /// The shared value of one property of this shared value: reads and writes go through to it, and
  /// messages name it by its path, `syncUps[id: 3].title`.
  ///
  /// ```swift
  /// let title: Shared<String> = state.syncUp.title
  /// title.value = "Standup"   // state.syncUp.value.title is "Standup" too
  /// ```
  public subscript<Member: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<Value, Member> & Sendable
  ) -> Shared<Member> {
    Shared<Member>(
      box: SharedProjection(
        parent: box, step: Self.memberName(keyPath), initial: value[keyPath: keyPath],
        get: { $0[keyPath: keyPath] }, set: { $0[keyPath: keyPath] = $1 }))
  }

  /// `.title` for `\SyncUp.title`: the key path without its root type.
  private static func memberName(_ keyPath: AnyKeyPath) -> String {
    let described = String(describing: keyPath)
    guard let dot = described.firstIndex(of: ".") else { return described }
    return String(described[dot...])
  }
}
