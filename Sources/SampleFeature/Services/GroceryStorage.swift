import Arch
import Foundation

/// Where the list is kept between launches, as two functions: load it, and save it.
///
/// The app keeps it in a JSON file; tests keep the same JSON in an ``InMemoryFile``.
///
/// ```swift
/// let file = InMemoryFile()
/// let storage = GroceryStorage.inMemory(file)
/// try await storage.save([milk])
/// try await storage.load() // [milk]
/// ```
public nonisolated struct GroceryStorage: Sendable {
  /// Reads the saved list: `nil` when nothing was saved yet; throws when it cannot be read.
  ///
  /// ```swift
  /// if let saved = try await environment.storage.load() { print(saved.count) }
  /// ```
  public var load: @Sendable () async throws -> [GroceryItem]?
  /// Replaces the saved list with `items`.
  ///
  /// ```swift
  /// try await environment.storage.save(state.items)
  /// ```
  public var save: @Sendable (_ items: [GroceryItem]) async throws -> Void

  /// Makes a storage from its two functions, e.g.
  ///
  /// one whose saves always fail.
  ///
  /// ```swift
  /// GroceryStorage(load: { nil }, save: { _ in throw GroceryServiceError("The disk is full.") })
  /// ```
  public init(
    load: @escaping @Sendable () async throws -> [GroceryItem]?,
    save: @escaping @Sendable (_ items: [GroceryItem]) async throws -> Void
  ) {
    self.load = load
    self.save = save
  }

  /// The app's storage: a JSON file at `url`, created with its folder on the first save.
  ///
  /// ```swift
  /// GroceryStorage.jsonFile(at: URL(filePath: "/tmp/groceries.json"))
  /// ```
  public static func jsonFile(at url: URL) -> Self {
    json(
      read: {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try Data(contentsOf: url)
      },
      write: { data in
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
      })
  }

  /// A storage the test did not ask for: loading or saving fails the test at the step whose effect
  /// did it, naming the function.
  ///
  /// ```swift
  /// GroceryEnvironment.test(api: .returning([milk])) // storage is .unimplemented
  /// ```
  public static let unimplemented = Self(
    load: Arch.unimplemented("GroceryStorage.load"),
    save: Arch.unimplemented("GroceryStorage.save"))

  /// A test storage keeping the JSON in `file`, which the test can fill beforehand and read after.
  ///
  /// ```swift
  /// let file = InMemoryFile(contents: Data("not json".utf8))
  /// GroceryEnvironment.test(storage: .inMemory(file), clock: clock)
  /// ```
  public static func inMemory(_ file: InMemoryFile = InMemoryFile()) -> Self {
    json(read: { file.contents }, write: { data in file.contents = data })
  }

  /// File and memory share the encoding, so tests exercise the same decoding the app does.
  private static func json(
    read: @escaping @Sendable () throws -> Data?, write: @escaping @Sendable (Data) throws -> Void
  ) -> Self {
    Self(
      load: {
        let data: Data?
        do { data = try read() } catch { throw GroceryServiceError("The saved list could not be opened.") }
        guard let data else { return nil }
        do {
          return try JSONDecoder().decode([GroceryItem].self, from: data)
        } catch {
          throw GroceryServiceError("The saved list is damaged and could not be read.")
        }
      },
      save: { items in
        // A newer save cancels this one (see GroceryPresenter); an older list must not land last.
        try Task.checkCancellation()
        do { try write(try encode(items)) } catch {
          throw GroceryServiceError("The list could not be saved.")
        }
      })
  }

  /// Pretty, with sorted keys: the same list always gives the same bytes.
  static func encode(_ items: [GroceryItem]) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(items)
  }
}
