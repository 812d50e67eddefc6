import Arch

extension SnapshotStrategy {
  /// A view description's text rendering (`ViewNode.rendered`): one node per line.
  ///
  /// ```swift
  /// assertSnapshot(of: GroceryViewBuilder().view(for: state), as: .view())
  /// ```
  public static func view<Action>() -> SnapshotStrategy<ViewNode<Action>> where Value == ViewNode<Action> {
    SnapshotStrategy { $0.rendered }
  }
}
