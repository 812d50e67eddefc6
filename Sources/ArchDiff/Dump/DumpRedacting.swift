/// A type whose dump leaves some fields out or masks their values, for fields that change on every
/// run (a timestamp) or must not appear in logs (a token).
///
/// ```swift
/// struct Session: DumpRedacting {
///   var user: String
///   var token: String
///   var fetchedAt: Date
///   static var redactedDumpFields: Set<String> { ["token"] }
///   static var hiddenDumpFields: Set<String> { ["fetchedAt"] }
/// }
/// valueDump(Session(user: "ann", token: "s3cr3t", fetchedAt: .now))
/// // Session(
/// //   user: "ann",
/// //   token: <redacted>
/// // )
/// ```
///
/// Redacted and hidden fields are left out of diffs too, so two values that differ only there
/// compare equal in ``valueDiff(_:_:format:)``.
public protocol DumpRedacting {
  /// Labels of the fields printed as `<redacted>`.
  ///
  /// ```swift
  /// static var redactedDumpFields: Set<String> { ["password"] }
  /// ```
  static var redactedDumpFields: Set<String> { get }
  /// Labels of the fields left out entirely.
  ///
  /// ```swift
  /// static var hiddenDumpFields: Set<String> { ["updatedAt"] }
  /// ```
  static var hiddenDumpFields: Set<String> { get }
}

extension DumpRedacting {
  /// No redacted fields unless the type lists some.
  ///
  /// ```swift
  /// struct Clock: DumpRedacting { static var hiddenDumpFields: Set<String> { ["now"] } }
  /// ```
  public static var redactedDumpFields: Set<String> { [] }
  /// No hidden fields unless the type lists some.
  ///
  /// ```swift
  /// struct Login: DumpRedacting { static var redactedDumpFields: Set<String> { ["password"] } }
  /// ```
  public static var hiddenDumpFields: Set<String> { [] }
}
