import Foundation

/// Encodes and decodes the values of a session through `Codable`, checked when the session is
/// written or read rather than required of its types: a recorder attaches to any store, and only
/// writing or reading a session whose types are not `Codable` fails, naming the type.
enum SessionCoding {
  /// Compact, with sorted keys, so the same value is always the same text and diffs stay small.
  private static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  /// Whether values of `type` can be written.
  static func isEncodable(_ type: Any.Type) -> Bool { type is any Encodable.Type }

  /// The JSON text of `value`, on one line.
  static func json<T>(_ value: T) throws(RecordedSessionError) -> String {
    guard let encodable = value as? any Encodable else {
      throw RecordedSessionError(problem: .notEncodable(type: typeNameWithoutModules(T.self)))
    }
    do {
      return String(decoding: try encoder.encode(encodable), as: UTF8.self)
    } catch {
      throw RecordedSessionError(
        problem: .doesNotEncode(type: typeNameWithoutModules(T.self), reason: reason(error)))
    }
  }

  /// The `T` the JSON `text` holds; `what` names the value for an error on `line`.
  static func value<T>(_: T.Type, from text: Substring, what: String, line: Int) throws(RecordedSessionError)
    -> T
  {
    let typeName = typeNameWithoutModules(T.self)
    guard let decodable = T.self as? any Decodable.Type else {
      throw RecordedSessionError(line: line, problem: .notDecodable(type: typeName))
    }
    let data = Data(text.utf8)
    guard let json = try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) else {
      throw RecordedSessionError(line: line, problem: .invalidJSON(of: what))
    }
    do {
      // The decoder's answer is the opened `T`, so the cast always succeeds.
      guard let value = try JSONDecoder().decode(decodable, from: data) as? T else {
        throw RecordedSessionError(line: line, problem: .notDecodable(type: typeName))
      }
      return value
    } catch let error as RecordedSessionError {
      throw error
    } catch {
      let reason = unknownCase(in: json, error) ?? reason(error)
      throw RecordedSessionError(
        line: line, problem: .doesNotDecode(of: what, type: typeName, reason: reason))
    }
  }

  /// Why an enum did not decode when its JSON names a case it does not have: a synthesized `Codable`
  /// enum is an object with one key, the case's name, and an unknown name leaves it with no key.
  private static func unknownCase(in json: Any, _ error: any Error) -> String? {
    guard case DecodingError.typeMismatch(_, let context) = error, context.codingPath.isEmpty,
      let object = json as? [String: Any], object.count == 1, let name = object.keys.first
    else { return nil }
    return "it has no case \"\(name)\"."
  }

  /// What went wrong, in a sentence that names the value's place.
  ///
  /// For example: `no value for "name" at items[0].`
  fileprivate static func reason(_ error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, let context):
      return "no value for \"\(key.stringValue)\"\(place(context.codingPath))."
    case DecodingError.typeMismatch(let type, let context),
      DecodingError.valueNotFound(let type, let context):
      return "expected \(typeNameWithoutModules(type))\(place(context.codingPath))."
    case DecodingError.dataCorrupted(let context):
      return "\(context.debugDescription)\(place(context.codingPath))"
    case EncodingError.invalidValue(_, let context):
      return "\(context.debugDescription)\(place(context.codingPath))"
    default:
      return "\(error)"
    }
  }

  private static func place(_ path: [any CodingKey]) -> String {
    guard !path.isEmpty else { return "" }
    let text = path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
    return " at " + (text.hasPrefix(".") ? String(text.dropFirst()) : text)
  }
}

extension SessionCoding {
  /// The fingerprint of `state`, whose type is known to be `Encodable`; `memo` remembers the states
  /// of the steps before it.
  static func fingerprint<T>(of state: T, memo: FingerprintMemo) throws(RecordedSessionError)
    -> StateFingerprint?
  {
    guard let encodable = state as? any Encodable else { return nil }
    do {
      return try StateFingerprint(of: encodable, memo: memo)
    } catch {
      throw RecordedSessionError(
        problem: .doesNotEncode(type: typeNameWithoutModules(T.self), reason: reason(error)))
    }
  }
}
