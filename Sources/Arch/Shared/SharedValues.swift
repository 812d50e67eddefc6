import ArchLocking
import Foundation

/// The app-wide shared values of one app, or of one test: each key gives the same ``Shared`` every
/// time it is asked for, loaded from the ``SharedStorage`` the first time and saved there at every
/// change.
///
/// Keep one in the environment; a test makes its own, so tests running in parallel never see each
/// other's values, and no value lives in a global.
///
/// ```swift
/// let shared = SharedValues(storage: .inMemory())
/// let state = MeetingsApp.State(meetings: shared[.meetings])
/// let store = TestStore(initialState: state, feature: MeetingsApp.feature, environment: environment)
/// ```
public final class SharedValues: Sendable {
  private let storage: SharedStorage
  private let references = Locked<[String: any AnySharedReference]>([:])

  /// Makes an empty set of shared values over `storage`.
  ///
  /// ```swift
  /// let shared = SharedValues(storage: .live(directory: documents))
  /// ```
  public init(storage: SharedStorage) { self.storage = storage }

  /// The shared value of `key`: made the first time (from storage, else from the key's default),
  /// the same one afterwards.
  ///
  /// ```swift
  /// let meetings = shared[.meetings]
  /// ```
  public subscript<Value>(key: SharedKey<Value>) -> Shared<Value> {
    references.withLock { references in
      if let existing = references[key.name] {
        guard let reference = existing as? SharedReference<Value> else {
          RuntimeIssue.report(SharedMessages.keyTypeMismatch(key.name, existing: existing.liveSnapshot))
          return Shared(reference: makeReference(for: key))
        }
        return Shared(reference: reference)
      }
      let reference = makeReference(for: key)
      references[key.name] = reference
      return Shared(reference: reference)
    }
  }

  private func makeReference<Value>(for key: SharedKey<Value>) -> SharedReference<Value> {
    guard let location = key.location, let encode = key.encode, let decode = key.decode else {
      return SharedReference(name: key.name, value: key.defaultValue())
    }
    let storage = self.storage
    return SharedReference(
      name: key.name, value: load(key, at: location, decode: decode),
      persist: { value in
        do {
          try storage.save(location, try encode(value))
        } catch {
          RuntimeIssue.report(SharedMessages.saveFailed(key.name, location, error: error))
        }
      })
  }

  private func load<Value>(
    _ key: SharedKey<Value>, at location: SharedLocation, decode: (Data) throws -> Value
  ) -> Value {
    do {
      guard let data = try storage.load(location) else { return key.defaultValue() }
      return try decode(data)
    } catch {
      RuntimeIssue.report(SharedMessages.loadFailed(key.name, location, error: error))
      return key.defaultValue()
    }
  }
}
