import Foundation

/// The type names a doc-comment example may use: every type, protocol, type alias, associated type
/// and generic parameter the package's Swift files declare, and the toolchain's own types that
/// examples use.
struct DeclaredTypeNames {
  private(set) var names: Set<String> = Self.toolchainNames

  /// Reads every `.swift` file under `Sources/` and `Tests/` of the package at `root`.
  static func load(packageRoot root: URL) throws -> Self {
    var declared = Self()
    for url in PackageSwiftFiles.urls(under: root, in: ["Sources", "Tests"]) {
      declared.addDeclarations(in: try String(contentsOf: url, encoding: .utf8))
    }
    return declared
  }

  /// Adds what `source` declares.
  mutating func addDeclarations(in source: String) {
    // A doc comment's own example declares nothing the compiler sees.
    let code = source.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.drop { $0 == " " }.hasPrefix("//") }
      .joined(separator: "\n")
    let declaration = /\b(?:struct|class|enum|protocol|actor|typealias|associatedtype)\s+([A-Z]\w*)/
    names.formUnion(code.matches(of: declaration).map { String($0.output.1) })
    let genericParameter = /[<,]\s*([A-Z]\w*)\s*(?=[:,>])/
    names.formUnion(code.matches(of: genericParameter).map { String($0.output.1) })
  }

  /// Whether `name` is declared.
  func contains(_ name: String) -> Bool { names.contains(name) }

  /// The standard library's, Foundation's and the test frameworks' names examples use, and the
  /// package's modules.
  static let toolchainNames: Set<String> = [
    "Arch", "ArchTesting", "ArchDiff", "ArchSnapshots", "SampleFeature",
    "Self", "Any", "AnyObject", "Never", "Void", "Bool", "Int", "Int64", "UInt", "UInt8", "UInt64",
    "Double", "Float", "String", "Substring", "StaticString", "Character", "Array", "Dictionary",
    "Set", "Optional", "Result", "Range", "ClosedRange", "Duration", "KeyPath", "WritableKeyPath",
    "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable", "Sendable",
    "Identifiable", "CaseIterable", "Error", "CustomStringConvertible", "Sequence", "Collection",
    "Mirror", "Task", "TaskGroup", "AsyncStream", "AsyncThrowingStream", "AsyncSequence",
    "CancellationError", "Clock", "ContinuousClock", "SuspendingClock", "MainActor",
    "URL", "Date", "Calendar", "UUID", "Data", "JSONEncoder", "JSONDecoder", "FileManager",
    "FileHandle", "ProcessInfo", "UserDefaults", "Locale", "TimeInterval",
    "Test", "Suite", "Issue", "Tag", "Trait", "Confirmation", "XCTestCase", "Observable",
    "ObservationIgnored", "Mutex",
  ]
}
