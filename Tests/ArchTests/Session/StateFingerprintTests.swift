import Arch
import Foundation
import Testing

/// A fingerprint is a function of the state's value alone: the same in every process, whatever
/// order its sets and dictionaries happen to iterate in, and different when the value differs.
struct StateFingerprintTests {
  struct Shelf: Codable, Equatable {
    var name: String
    var tags: Set<String>
    var counts: [String: Int]
    var byID: [UUID: String]
    var price: Double?
  }

  static let shelf = Shelf(
    name: "Pantry", tags: ["dry", "tins", "spices", "baking", "cereal", "pasta"],
    counts: ["rice": 2, "beans": 5, "lentils": 1, "oats": 3],
    byID: [UUID(0): "top", UUID(1): "middle", UUID(2): "bottom"], price: 4.5)

  /// Pinned: a fingerprint written by an app today must match in tomorrow's test process.
  ///
  /// Hashing JSON instead would fail here in most processes, since a set encodes in iteration order.
  @Test func aFingerprintIsTheSameInEveryProcess() throws {
    let fingerprint = try StateFingerprint(of: Self.shelf).description
    #expect(fingerprint == "128a69d50d86d72e")
  }

  /// Sessions recorded in format 1 are checked with its hasher, kept as it was.
  @Test func aFormat1FingerprintIsTheOneFormat1Made() throws {
    let fingerprint = try StateFingerprint(of: Self.shelf, format: .streamed)
    #expect(fingerprint.description == "7f25bf1a7a7091d5")
    #expect(fingerprint != StateFingerprint(value: fingerprint.value), "a digest is read in its own format")
  }

  /// The shelf rebuilt in storage of `capacity`, inserting in reverse order.
  private static func rebuilt(capacity: Int) -> Shelf {
    var reordered = shelf
    reordered.tags = Set(minimumCapacity: capacity)
    reordered.counts = Dictionary(minimumCapacity: capacity)
    reordered.byID = Dictionary(minimumCapacity: capacity)
    for tag in shelf.tags.reversed() { reordered.tags.insert(tag) }
    for (key, value) in shelf.counts.reversed() { reordered.counts[key] = value }
    for (key, value) in shelf.byID.reversed() { reordered.byID[key] = value }
    return reordered
  }

  @Test func setsAndDictionariesDigestAlikeWhateverOrderTheyIterateIn() throws {
    // Hashing is seeded per process, so one larger storage may by chance iterate in the same order:
    // the first of several sizes that iterates in another order is the one compared.
    let reordered = try #require(
      [64, 128, 256, 512, 1_024].lazy.map(Self.rebuilt).first {
        Array($0.tags) != Array(Self.shelf.tags)
      },
      "the test needs another iteration order")
    #expect(reordered == Self.shelf)
    #expect(try StateFingerprint(of: reordered) == StateFingerprint(of: Self.shelf))
    #expect(
      try StateFingerprint(of: reordered, format: .streamed)
        == StateFingerprint(of: Self.shelf, format: .streamed))
  }

  @Test func anyDifferenceInTheValueChangesTheFingerprint() throws {
    let original = try StateFingerprint(of: Self.shelf)
    var changes: [Shelf] = []
    for change in [
      { (shelf: inout Shelf) in shelf.name = "Pantr" },
      { $0.tags.insert("jars") },
      { $0.counts["rice"] = 3 },
      { $0.byID[UUID(1)] = "top" },
      { $0.price = nil },
      { $0.price = 4.25 },
    ] {
      var shelf = Self.shelf
      change(&shelf)
      changes.append(shelf)
    }
    let fingerprints = try changes.map { try StateFingerprint(of: $0) }
    #expect(!fingerprints.contains(original))
    #expect(Set(fingerprints).count == changes.count)
  }

  @Test func whatAValueIsCountsNotOnlyItsText() throws {
    #expect(try StateFingerprint(of: ["1"]) != StateFingerprint(of: [1]))
    #expect(try StateFingerprint(of: [1, 2]) != StateFingerprint(of: [2, 1]))
    #expect(try StateFingerprint(of: [[1], [2]]) != StateFingerprint(of: [[1, 2]]))
    #expect(try StateFingerprint(of: [[1], [2]]) != StateFingerprint(of: [[2], [1]]))
    #expect(try StateFingerprint(of: [1, 1]) != StateFingerprint(of: [1]))
    #expect(try StateFingerprint(of: [[1], []]) != StateFingerprint(of: [[], [1]]))
    #expect(try StateFingerprint(of: Set([1, 2])) != StateFingerprint(of: Set([1, 3])))
    #expect(try StateFingerprint(of: ["a": 1, "b": 2]) != StateFingerprint(of: ["a": 2, "b": 1]))
    #expect(try StateFingerprint(of: ["ab", "c"]) != StateFingerprint(of: ["a", "bc"]))
    #expect(try StateFingerprint(of: [true]) != StateFingerprint(of: [1]))
    #expect(try StateFingerprint(of: [0.0]) == StateFingerprint(of: [-0.0]))
  }

  /// Every shape an encoder meets, each digest pinned: enums with payloads (nested containers),
  /// optionals, a dictionary keyed by integers, small and unsigned integers, a float, a class's
  /// `super`, an empty container and a long string.
  @Test func everyShapeDigestsAsItAlwaysDid() throws {
    let shapes = PinnedShapes()
    #expect(try StateFingerprint(of: shapes.kinds).description == "a17d2aae9b48854c")
    #expect(try StateFingerprint(of: shapes.numbers).description == "9eda5c0a6627a63b")
    #expect(try StateFingerprint(of: shapes).description == "33cdd257fe7160c7")
  }

  /// The same shapes in format 1, as sessions recorded before format 2 hold them.
  @Test func everyShapeDigestsInFormat1AsItAlwaysDid() throws {
    let shapes = PinnedShapes()
    #expect(try StateFingerprint(of: shapes.kinds, format: .streamed).description == "1307a1023c548b72")
    #expect(try StateFingerprint(of: shapes.numbers, format: .streamed).description == "c5022d3a9bf184b5")
    #expect(try StateFingerprint(of: shapes, format: .streamed).description == "d9da0862fe05da64")
  }
}

/// The value ``StateFingerprintTests/everyShapeDigestsAsItAlwaysDid()`` and
/// ``StateFingerprintTests/everyShapeDigestsInFormat1AsItAlwaysDid()`` pin.
private struct PinnedShapes: Encodable {
  enum Kind: Encodable {
    case plain
    case labelled(name: String, count: Int)
    case unlabelled(Int8, [UInt16])
  }

  struct Numbers: Encodable {
    var small: Int8 = -3
    var medium: Int32 = 70_000
    var byte: UInt8 = 255
    var word: UInt = 42
    var ratio: Float = 0.5
    var missing: Int? = nil
    var present: Int? = 7
  }

  final class Base: Encodable {
    var id = 1
  }

  final class Derived: Encodable {
    var base = Base()
    var title = "derived"

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(title, forKey: .title)
      try base.encode(to: container.superEncoder())
      var list = container.nestedUnkeyedContainer(forKey: .base)
      try list.encode(1)
      try list.encodeNil()
    }

    enum CodingKeys: CodingKey { case base, title }
  }

  var kinds: [Kind] = [.plain, .labelled(name: "tea", count: 2), .unlabelled(-1, [1, 2, 3])]
  var numbers = Numbers()
  var byNumber: [Int: String] = [3: "c", 1: "a", 2: "b"]
  var empty: [String] = []
  var nested: [[String: [Int]]] = [["x": [1], "y": []]]
  var long = String(repeating: "long text ", count: 20)
  var derived = Derived()
}
