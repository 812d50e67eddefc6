import Arch
import Foundation

nonisolated extension GroceryAPI {
  /// The app's server, running in the process: every call waits `latency` on `clock`, and fails
  /// now and then, at moments fixed by `seed` so a session can be replayed.
  ///
  /// ```swift
  /// let api = GroceryAPI.inProcess(clock: ContinuousClock(), latency: .milliseconds(200), seed: 7)
  /// ```
  ///
  /// - Parameters:
  ///   - clock: What the latency is measured on.
  ///   - latency: How long each call takes.
  ///   - failureRate: The chance, from 0 to 1, that a call fails.
  ///   - seed: Picks which calls fail.
  /// - Returns: A server with the given latency and failures.
  public static func inProcess(
    clock: any Clock<Duration>, latency: Duration = .milliseconds(300), failureRate: Double = 0.2,
    seed: UInt64 = 1
  ) -> Self {
    let dice = FailureDice(rate: failureRate, seed: seed)
    return Self(
      fetchItems: {
        try await clock.sleep(for: latency)
        if dice.roll() { throw GroceryServiceError("The server did not answer. Try again.") }
        return starterList
      },
      search: { query in
        try await clock.sleep(for: latency)
        if dice.roll() { throw GroceryServiceError("Suggestions are unavailable right now.") }
        return names(in: catalog, matching: query)
      })
  }

  /// The list the in-process server holds.
  ///
  /// ```swift
  /// GroceryAPI.starterList.map(\.name) // ["Milk", "Eggs", "Bread", "Apples", "Coffee"]
  /// ```
  public static let starterList: [GroceryItem] = ["Milk", "Eggs", "Bread", "Apples", "Coffee"]
    .enumerated().map { index, name in
      GroceryItem(id: UUID(uuidString: "5E4BE400-0000-0000-0000-00000000000\(index)")!, name: name)
    }

  /// The names searches look in.
  ///
  /// ```swift
  /// GroceryAPI.catalog.contains("Bananas") // true
  /// ```
  public static let catalog: [String] = [
    "Apples", "Bananas", "Basil", "Bread", "Butter", "Carrots", "Cheese", "Chicken", "Coffee",
    "Eggs", "Flour", "Garlic", "Lemons", "Milk", "Oat milk", "Olive oil", "Onions", "Pasta",
    "Pears", "Potatoes", "Rice", "Salt", "Spinach", "Sugar", "Tea", "Tomatoes", "Yogurt",
  ]
}

/// Decides, call by call, whether the in-process server fails.
nonisolated private struct FailureDice: Sendable {
  let rate: Double
  let random: RandomGenerator

  init(rate: Double, seed: UInt64) {
    self.rate = rate
    self.random = .seeded(seed)
  }

  func roll() -> Bool {
    random { Double.random(in: 0..<1, using: &$0) } < rate
  }
}
