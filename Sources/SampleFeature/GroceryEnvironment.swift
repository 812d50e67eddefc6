import Arch
import Foundation

/// Every service the grocery feature's effects use: the server, the storage, the clock and the id
/// generator.
///
/// Effects wait only on ``clock``, so a test clock controls all time.
///
/// The app uses ``live(storageFile:latency:failureRate:seed:)``. Tests start from ``unimplemented``,
/// where every service fails the test when an effect uses it, and give only the services the test
/// is about, so a test says what it depends on and a forgotten service fails at the step that used it.
///
/// ```swift
/// let app = GroceryEnvironment.live(storageFile: URL(filePath: "/tmp/groceries.json"))
/// let test = GroceryEnvironment.test(api: .returning([milk]), storage: .inMemory())
/// let search = GroceryEnvironment.unimplemented.with { $0.clock = clock }
/// ```
public struct GroceryEnvironment: Sendable {
  /// The grocery server.
  ///
  /// ```swift
  /// try await environment.api.fetchItems()
  /// ```
  public var api: GroceryAPI
  /// Where the list is kept between launches.
  ///
  /// ```swift
  /// try await environment.storage.save(items)
  /// ```
  public var storage: GroceryStorage
  /// What every wait is measured on, such as the pause before a search.
  ///
  /// ```swift
  /// try await environment.clock.sleep(for: .milliseconds(300))
  /// ```
  public var clock: any Clock<Duration>
  /// Makes the ids of new items.
  ///
  /// ```swift
  /// GroceryItem(id: environment.makeID(), name: "Eggs")
  /// ```
  public var makeID: UUIDGenerator

  /// Makes an environment from its services.
  ///
  /// ```swift
  /// GroceryEnvironment(api: .returning([]), storage: .inMemory(), clock: ContinuousClock(),
  ///                    makeID: .random)
  /// ```
  public init(api: GroceryAPI, storage: GroceryStorage, clock: any Clock<Duration>, makeID: UUIDGenerator) {
    self.api = api
    self.storage = storage
    self.clock = clock
    self.makeID = makeID
  }

  /// The app's services: the in-process server on the real clock, the list in a JSON file, random
  /// ids.
  ///
  /// ```swift
  /// let environment = GroceryEnvironment.live(storageFile: file, latency: .milliseconds(200), seed: 3)
  /// ```
  ///
  /// - Parameters:
  ///   - storageFile: The JSON file holding the list.
  ///   - latency: How long each server call takes.
  ///   - failureRate: The chance, from 0 to 1, that a server call fails.
  ///   - seed: Picks which server calls fail.
  /// - Returns: The services the app runs with.
  public static func live(
    storageFile: URL, latency: Duration = .milliseconds(300), failureRate: Double = 0.2,
    seed: UInt64 = 1
  ) -> Self {
    let clock = ContinuousClock()
    return Self(
      api: .inProcess(clock: clock, latency: latency, failureRate: failureRate, seed: seed),
      storage: .jsonFile(at: storageFile),
      clock: clock,
      makeID: .random)
  }
}
