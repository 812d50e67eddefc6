import Foundation

/// A text split into lines over one UTF-8 buffer, with `\r\n` read as `\n`.
///
/// Lines are byte ranges, compared with `memcmp`, so splitting and comparing 100,000 lines stays
/// cheap even in debug builds, where tests run.
struct TextLines {
  private(set) var bytes: [UInt8]
  private(set) var starts: [Int] = []
  private(set) var ends: [Int] = []

  init(_ text: String) {
    bytes = TextLines.withoutCarriageReturnsBeforeNewlines(Array(text.utf8))
    splitIntoLines()
  }

  var count: Int { starts.count }

  func line(_ index: Int) -> String {
    String(decoding: bytes[starts[index]..<ends[index]], as: UTF8.self)
  }

  func lineBytes(_ index: Int) -> ArraySlice<UInt8> { bytes[starts[index]..<ends[index]] }

  /// Whether line `index` here equals line `otherIndex` of `other`.
  func line(_ index: Int, equals otherIndex: Int, in other: TextLines) -> Bool {
    let length = ends[index] - starts[index]
    guard length == other.ends[otherIndex] - other.starts[otherIndex] else { return false }
    if length == 0 { return true }
    return bytes.withUnsafeBufferPointer { mine in
      other.bytes.withUnsafeBufferPointer { theirs in
        memcmp(mine.baseAddress! + starts[index], theirs.baseAddress! + other.starts[otherIndex], length) == 0
      }
    }
  }

  private mutating func splitIntoLines() {
    let total = bytes.count
    bytes.withUnsafeBufferPointer { buffer in
      var position = 0
      while true {
        starts.append(position)
        guard position < total,
          let newline = memchr(buffer.baseAddress! + position, 10, total - position)
        else {
          ends.append(total)
          return
        }
        let end = buffer.baseAddress!.distance(to: newline.assumingMemoryBound(to: UInt8.self))
        ends.append(end)
        position = end + 1
      }
    }
  }

  private static func withoutCarriageReturnsBeforeNewlines(_ bytes: [UInt8]) -> [UInt8] {
    let hasCarriageReturn = bytes.withUnsafeBufferPointer { buffer in
      buffer.count > 0 && memchr(buffer.baseAddress!, 13, buffer.count) != nil
    }
    guard hasCarriageReturn else { return bytes }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    for index in bytes.indices {
      if bytes[index] == 13 && index + 1 < bytes.count && bytes[index + 1] == 10 { continue }
      result.append(bytes[index])
    }
    return result
  }
}
