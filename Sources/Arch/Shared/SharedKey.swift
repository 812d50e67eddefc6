import Foundation

/// Names an app-wide shared value: where it is kept (in memory, a file, user defaults) and its value
/// before anything is stored.
///
/// Declare keys once, as static members, and ask ``SharedValues`` for them.
///
/// ```swift
/// extension SharedKey where Value == [Meeting] {
///   static let meetings = SharedKey.file("meetings.json", default: [])
/// }
/// let meetings = environment.shared[.meetings]
/// ```
public struct SharedKey<Value: Equatable & Sendable>: Sendable {
  /// How messages name the value, and what tells one key from another: `meetings.json`.
  public let name: String
  let defaultValue: @Sendable () -> Value
  let location: SharedLocation?
  let encode: (@Sendable (Value) throws -> Data)?
  let decode: (@Sendable (Data) throws -> Value)?

  /// A value kept in memory only, for as long as the ``SharedValues`` that holds it.
  ///
  /// ```swift
  /// static let isOnline = SharedKey<Bool>.inMemory("isOnline", default: true)
  /// ```
  public static func inMemory(_ name: String, default value: @autoclosure @escaping @Sendable () -> Value)
    -> Self
  {
    Self(name: name, defaultValue: value, location: nil, encode: nil, decode: nil)
  }
}

extension SharedKey where Value: Codable {
  /// A value kept as JSON in a file, at `path` under the storage's directory: loaded the first time it
  /// is asked for, saved at every change.
  ///
  /// ```swift
  /// static let meetings = SharedKey<[Meeting]>.file("meetings.json", default: [])
  /// ```
  public static func file(_ path: String, default value: @autoclosure @escaping @Sendable () -> Value) -> Self
  {
    persisted(.file(path), default: value)
  }

  /// A value kept in user defaults under `key`, as JSON: loaded the first time it is asked for, saved
  /// at every change.
  ///
  /// ```swift
  /// static let soundOn = SharedKey<Bool>.userDefaults("soundOn", default: true)
  /// ```
  public static func userDefaults(_ key: String, default value: @autoclosure @escaping @Sendable () -> Value)
    -> Self
  {
    persisted(.userDefaults(key), default: value)
  }

  private static func persisted(_ location: SharedLocation, default value: @escaping @Sendable () -> Value)
    -> Self
  {
    Self(
      name: location.key, defaultValue: value, location: location,
      encode: { value in
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(value)
      },
      decode: { try JSONDecoder().decode(Value.self, from: $0) })
  }
}

/// Where a persisted shared value is stored.
///
/// ```swift
/// let location = SharedLocation.file("meetings.json")
/// ```
public enum SharedLocation: Hashable, Sendable, CustomStringConvertible {
  /// A file, by its path under the storage's directory.
  case file(String)
  /// A user defaults key.
  case userDefaults(String)

  /// The path or key alone.
  var key: String {
    switch self {
    case .file(let path): return path
    case .userDefaults(let key): return key
    }
  }

  /// As messages name it: `file meetings.json`, `user defaults key soundOn`.
  public var description: String {
    switch self {
    case .file(let path): return "file \(path)"
    case .userDefaults(let key): return "user defaults key \(key)"
    }
  }
}
