/// One write of a value to a field of the state, as a bound text field or toggle sends it: one
/// generic action for every field, so a form of ten fields needs no ten actions.
///
/// It is `Equatable` (same field, equal value) and prints as it is written, so tests read well and
/// failure messages show which field changed:
///
/// ```swift
/// await store.send(.binding(.set(\.title, "Retro"))) { $0.title = "Retro" }
/// String(describing: BindingAction<MeetingEditor.State>.set(\.title, "Retro")) // .set(\State.title, "Retro")
/// ```
///
/// Apply it with ``Bindings`` or ``apply(to:)``.
public struct BindingAction<Root>: Sendable, Equatable, CustomStringConvertible, CustomReflectable {
  private let keyPath: AnyKeyPath & Sendable
  private let value: any Sendable
  private let write: @Sendable (inout Root) -> Void
  private let isEqual: @Sendable (BindingAction) -> Bool

  /// Sets the field at `keyPath` to `value`.
  ///
  /// ```swift
  /// MeetingEditor.Action.binding(.set(\.minutes, 15))
  /// ```
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value> & Sendable, _ value: Value
  ) -> Self {
    Self(
      keyPath: keyPath, value: value,
      write: { $0[keyPath: keyPath] = value },
      isEqual: { other in
        (other.keyPath as AnyKeyPath) == (keyPath as AnyKeyPath) && (other.value as? Value) == value
      })
  }

  /// Writes the value to the field of `state`.
  ///
  /// ```swift
  /// case .binding(let binding): binding.apply(to: &state)
  /// ```
  public func apply(to state: inout Root) { write(&state) }

  /// Whether this writes to the field at `keyPath`, to react to one field's edits.
  ///
  /// ```swift
  /// if binding.writes(to: \.title) { state.title = state.title.trimmingCharacters(in: .whitespaces) }
  /// ```
  public func writes<Value>(to keyPath: WritableKeyPath<Root, Value>) -> Bool {
    (self.keyPath as AnyKeyPath) == keyPath
  }

  /// The action as written.
  ///
  /// ```swift
  /// print(BindingAction<MeetingEditor.State>.set(\.minutes, 15)) // .set(\State.minutes, 15)
  /// ```
  public var description: String {
    ".set(\(keyPath), \(OneLineDescription.of(value)))"
  }

  /// No children: dumps and diffs show the action as ``description`` prints it, not its closures.
  ///
  /// ```swift
  /// Mirror(reflecting: BindingAction<MeetingEditor.State>.set(\.title, "Retro")).children.isEmpty // true
  /// ```
  public var customMirror: Mirror { Mirror(self, children: [:]) }

  /// Equal when both write equal values to the same field.
  ///
  /// ```swift
  /// BindingAction<MeetingEditor.State>.set(\.title, "Retro") == .set(\.title, "Retro") // true
  /// ```
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.isEqual(rhs) }
}
