#if canImport(Testing)
  import Testing
#endif

/// Which test is asserting a snapshot: the parts its file name is made of.
///
/// Under Swift Testing it comes from `Test.current` (suite path and function name) and, for a
/// parameterized test, the arguments of `Test.Case.current`. Under XCTest, which has no public
/// "current test", it comes from the caller's `#function` and the test file's name (normally the
/// test case class): two classes in one file with a same-named test collide and fail loudly, so a
/// `named:` label settles it.
struct SnapshotTestIdentity: Sendable, Equatable {
  /// The test target, from `#fileID`.
  var module: String
  /// `Outer.Inner` for nested suites; the file's name for XCTest and free test functions.
  var suite: String
  /// The test function's base name, without its parameter list.
  var test: String
  /// The full function name as written, for the header: `load(count:)`.
  var function: String
  /// The labelled arguments of a parameterized case; `nil` for a plain test.
  var arguments: [SnapshotArgument]?
  /// A parameterized test whose arguments could not be read.
  var hasUnreadableArguments = false

  /// The counter key: snapshots without a `named:` label are numbered per identity.
  var key: String {
    [module, suite, test, arguments.map(SnapshotArgument.fileName) ?? ""].joined(separator: "\u{1F}")
  }

  /// `GroceryViewTests.load(count:) [count=3]`, as the file header names the test.
  var description: String {
    "\(suite).\(function)" + (arguments.map { " [\(SnapshotArgument.description(of: $0))]" } ?? "")
  }

  static func current(fileID: String, function: String) -> SnapshotTestIdentity {
    #if canImport(Testing)
      let module = fileID.split(separator: "/").first.map(String.init) ?? "Tests"
      let fileStem = fileStem(of: fileID)
      if let test = Test.current {
        let suitePath = test.id.nameComponents.dropLast()
        var identity = SnapshotTestIdentity(
          module: module, suite: suitePath.isEmpty ? fileStem : suitePath.joined(separator: "."),
          test: baseName(test.name), function: test.name, arguments: nil)
        if let testCase = Test.Case.current, testCase.isParameterized {
          identity.arguments = argumentsDescription(of: testCase)
          identity.hasUnreadableArguments = identity.arguments == nil
        }
        return identity
      }
    #endif
    return fromFunction(fileID: fileID, function: function)
  }

  /// The XCTest way: the test file's name as suite, the caller's `#function` as test.
  static func fromFunction(fileID: String, function: String) -> SnapshotTestIdentity {
    SnapshotTestIdentity(
      module: fileID.split(separator: "/").first.map(String.init) ?? "Tests", suite: fileStem(of: fileID),
      test: baseName(function), function: function, arguments: nil)
  }

  private static func fileStem(of fileID: String) -> String {
    let fileName = String(fileID.split(separator: "/").last ?? "Tests")
    return fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
  }

  private static func baseName(_ function: String) -> String {
    String(function.prefix { $0 != "(" })
  }

  #if canImport(Testing)
    /// The case's arguments with their labels.
    ///
    /// Swift Testing has no public API for them, so they
    /// are read by reflection; if its layout changes this returns `nil` and the assertion asks for a
    /// `named:` label instead of guessing a name that could collide.
    private static func argumentsDescription(of testCase: Test.Case) -> [SnapshotArgument]? {
      guard let arguments = Mirror(reflecting: testCase).descendant("_kind", "parameterized", "arguments")
      else { return nil }
      var parts: [SnapshotArgument] = []
      for argument in Mirror(reflecting: arguments).children {
        guard let value = Mirror(reflecting: argument.value).descendant("value") else { return nil }
        let parameter = Mirror(reflecting: argument.value).descendant("parameter")
        let firstName = parameter.flatMap { Mirror(reflecting: $0).descendant("firstName") } as? String
        let secondName = parameter.flatMap { Mirror(reflecting: $0).descendant("secondName") } as? String
        let label = (firstName == "_" ? secondName : firstName) ?? "arg\(parts.count)"
        parts.append(SnapshotArgument(label: label, value: unwrapped(value)))
      }
      return parts.isEmpty ? nil : parts
    }

    private static func unwrapped(_ value: Any) -> String {
      String(describing: value)
    }
  #endif
}
