import Arch

// SampleFeatureMainActorTests compiles this file against the sample built with MainActor isolation.
#if MAIN_ACTOR_SAMPLES
  import MainActorSampleFeature
#else
  import SampleFeature
#endif

// Fixture ids start at 101 so they never collide with the ids `UUIDGenerator.incrementing` makes.
// `nonisolated`: with default MainActor isolation, a `@Test(arguments:)` list reads them off the main
// actor.
nonisolated extension GroceryItem {
  static let milk = GroceryItem(id: UUIDGenerator.incrementingID(101), name: "Milk")
  static let eggs = GroceryItem(id: UUIDGenerator.incrementingID(102), name: "Eggs")
  static let bread = GroceryItem(id: UUIDGenerator.incrementingID(103), name: "Bread", isBought: true)

  /// This item, bought.
  var bought: GroceryItem {
    var item = self
    item.isBought = true
    return item
  }
}

extension GroceryStorage {
  /// A storage with nothing saved, whose every save fails with `message`.
  static func savesFailing(_ message: String) -> GroceryStorage {
    GroceryStorage(load: { nil }, save: { _ in throw GroceryServiceError(message) })
  }
}
