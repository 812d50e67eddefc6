import ArchLocking
import Foundation

/// Where persisted shared values are loaded from and saved to: a service of the environment, so an
/// app uses the disk and a test uses memory it owns, never another test's.
///
/// ```swift
/// let app = SharedValues(storage: .live(directory: documents, defaults: .standard))
/// let test = SharedValues(storage: .inMemory())          // starts empty, keeps what is saved
/// let strict = SharedValues(storage: .unimplemented)     // any load or save fails the test
/// ```
public struct SharedStorage: Sendable {
  /// Loads the data at a location; `nil` when nothing was saved there.
  public var load: @Sendable (SharedLocation) throws -> Data?
  /// Saves data at a location.
  public var save: @Sendable (SharedLocation, Data) throws -> Void

  /// Makes a storage from its two operations.
  ///
  /// ```swift
  /// let readOnly = SharedStorage(load: { _ in seed }, save: { _, _ in })
  /// ```
  public init(
    load: @escaping @Sendable (SharedLocation) throws -> Data?,
    save: @escaping @Sendable (SharedLocation, Data) throws -> Void
  ) {
    self.load = load
    self.save = save
  }

  /// Files under `directory` and keys of `defaults`.
  ///
  /// ```swift
  /// let storage = SharedStorage.live(directory: URL.documentsDirectory)
  /// ```
  public static func live(directory: URL, defaults: UserDefaults = .standard) -> Self {
    // UserDefaults is thread-safe but not declared Sendable on every platform.
    nonisolated(unsafe) let defaults = defaults
    return Self(
      load: { location in
        switch location {
        case .file(let path):
          let url = directory.appendingPathComponent(path)
          guard FileManager.default.fileExists(atPath: url.path) else { return nil }
          return try Data(contentsOf: url)
        case .userDefaults(let key):
          return defaults.data(forKey: key)
        }
      },
      save: { location, data in
        switch location {
        case .file(let path):
          let url = directory.appendingPathComponent(path)
          try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
          try data.write(to: url, options: .atomic)
        case .userDefaults(let key):
          defaults.set(data, forKey: key)
        }
      })
  }

  /// A storage in memory for tests: it starts with `contents` and keeps what is saved, for this
  /// storage only.
  ///
  /// Read what was saved with ``InMemorySharedStorage/data(at:)``.
  ///
  /// ```swift
  /// let disk = InMemorySharedStorage([.file("meetings.json"): seed])
  /// let shared = SharedValues(storage: disk.storage)
  /// ```
  public static func inMemory(_ contents: [SharedLocation: Data] = [:]) -> Self {
    InMemorySharedStorage(contents).storage
  }

  /// A storage for tests that expect no persisted value to be used: every load and save reports
  /// that the test did not give one, naming the location, and nothing is stored.
  ///
  /// ```swift
  /// let shared = SharedValues(storage: .unimplemented)
  /// ```
  public static let unimplemented = Self(
    load: { location in
      RuntimeIssue.report(SharedMessages.unimplementedStorage("load", location))
      return nil
    },
    save: { location, _ in RuntimeIssue.report(SharedMessages.unimplementedStorage("save", location)) })
}

/// A ``SharedStorage`` in memory whose contents a test can read and change.
///
/// ```swift
/// let disk = InMemorySharedStorage()
/// let store = TestStore(initialState: …, feature: …, environment: .test(shared: SharedValues(storage: disk.storage)))
/// // … steps …
/// #expect(disk.data(at: .file("meetings.json")) != nil)
/// ```
public final class InMemorySharedStorage: Sendable {
  private let contents: Locked<[SharedLocation: Data]>

  /// Makes a storage holding `contents`.
  ///
  /// ```swift
  /// let disk = InMemorySharedStorage([.userDefaults("soundOn"): Data("false".utf8)])
  /// ```
  public init(_ contents: [SharedLocation: Data] = [:]) { self.contents = Locked(contents) }

  /// The storage to give ``SharedValues``.
  ///
  /// ```swift
  /// let shared = SharedValues(storage: disk.storage)
  /// ```
  public var storage: SharedStorage {
    SharedStorage(
      load: { [contents] location in contents.withLock { $0[location] } },
      save: { [contents] location, data in contents.withLock { $0[location] = data } })
  }

  /// What was last saved at `location`, or `nil`.
  ///
  /// ```swift
  /// let saved = disk.data(at: .file("meetings.json"))
  /// ```
  public func data(at location: SharedLocation) -> Data? { contents.withLock { $0[location] } }
}
