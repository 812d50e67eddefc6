import Arch

/// The screens a feature can show, found in its composition: an exploration reports each one no run
/// showed as a blind spot.
enum ExploreScreens {
  /// Every presented or stacked screen `feature` composes, outermost first.
  static func declared(in feature: Any) -> [any ScreenPresenting] {
    var screens: [any ScreenPresenting] = []
    collect(feature, into: &screens, depth: 0)
    return screens
  }

  private static func collect(_ value: Any, into screens: inout [any ScreenPresenting], depth: Int) {
    if let screen = value as? any ScreenPresenting { screens.append(screen) }
    // Compositions nest a parent in a parent: deep enough for an app's screens, short of cycles.
    guard depth < 16 else { return }
    for child in Mirror(reflecting: value).children { collect(child.value, into: &screens, depth: depth + 1) }
  }
}
