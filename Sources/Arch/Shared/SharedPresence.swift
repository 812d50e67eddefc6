/// Finds whether a value holds a ``Shared`` anywhere inside it, by reflection.
///
/// A recording store that derives its states from their inputs must not derive a state holding one:
/// its value lives outside the state, and deriving would write to it.
///
/// ```swift
/// SharedPresence.isHeld(in: MeetingsApp.State(meetings: shared[.meetings])) // true
/// ```
enum SharedPresence {
  /// Whether `value`, or any value it holds, is a ``Shared``.
  static func isHeld(in value: Any) -> Bool {
    var types = ObjectFreeTypes()
    return isHeld(in: value, types: &types)
  }

  private static func isHeld(in value: Any, types: inout ObjectFreeTypes) -> Bool {
    if value is any SharedMarker { return true }
    // A `Shared` holds a reference, so a value whose type holds none holds no `Shared`: a store's
    // list of a thousand plain items is answered from its type, without reflecting each item.
    if types.holdsNoObjects(type(of: value)) { return false }
    let mirror = Mirror(reflecting: value)
    // Classes are not walked: a reference may lead back to the value itself.
    guard mirror.displayStyle != .class else { return false }
    return mirror.children.contains { isHeld(in: $0.value, types: &types) }
  }
}

/// What every ``Shared`` is, whatever its value's type.
protocol SharedMarker {}

extension Shared: SharedMarker {}
