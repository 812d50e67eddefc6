/// One argument of a parameterized test case, as it appears in snapshot file names:
/// `(count=3,title=Oat_milk%2F1L)`.
///
/// ```swift
/// SnapshotArgument.fileName(of: [.init(label: "title", value: "Milk/Eggs")])  // "title=Milk%2FEggs"
/// ```
///
/// The encoding is one-to-one, so arguments that differ only in characters a file name cannot hold
/// (`"Milk/Eggs"`, `"Milk:Eggs"`, `"Milk Eggs"`) still get their own files: ASCII letters, digits and
/// `-+@.` stay, a space becomes `_`, and every other byte of the UTF-8 text, `_` and `%` included,
/// becomes `%` and two hex digits. Plain arguments read as they are written.
struct SnapshotArgument: Sendable, Equatable {
  var label: String
  var value: String

  /// `count=3,title=Oat milk/1L`, as the file header names the case.
  static func description(of arguments: [SnapshotArgument]) -> String {
    arguments.map { "\($0.label)=\($0.value)" }.joined(separator: ",")
  }

  /// `count=3,title=Oat_milk%2F1L`, shortened with a hash past 80 characters.
  static func fileName(of arguments: [SnapshotArgument]) -> String {
    // A label is a Swift identifier, the same for every case of the test: only values need encoding.
    let name = arguments.map { SnapshotFileName.sanitized($0.label) + "=" + encoded($0.value) }
      .joined(separator: ",")
    return SnapshotFileName.shortened(name, hashing: name)
  }

  static func encoded(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: " "): result.append("_")
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "@"),
        UInt8(ascii: "."):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        result.append(
          "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
        )
      }
    }
    return result
  }
}
