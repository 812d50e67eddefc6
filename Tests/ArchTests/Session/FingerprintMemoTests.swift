import Arch
import Foundation
import Testing

/// A fingerprint made with a memo is the one made without: whatever changed since the state the
/// memo saw last, in an array's elements, its count, a nested array, a set, a dictionary, an
/// optional or an enum.
struct FingerprintMemoTests {
  enum Kind: Codable, Equatable {
    case plain
    case tagged(String)
    case sized(width: Int, heights: [Int])
  }

  struct Card: Codable, Equatable {
    var title: String
    var isDone = false
    var note: String?
    var kind = Kind.plain
  }

  struct Column: Codable, Equatable {
    var name: String
    var cards: [Card]
  }

  enum Shelf: String, Codable, CodingKeyRepresentable {
    case top, middle, bottom
  }

  struct Board: Codable, Equatable {
    var columns: [Column] = []
    var cards: [Card] = []
    var grid: [[Int]] = []
    var tags: Set<String> = []
    var counts: [String: Int] = [:]
    var byID: [UUID: [Int]] = [:]
    var byNumber: [Int: Card] = [:]
    var byShelf: [Shelf: [String]] = [:]
    var doneCards: Set<Int> = []
    var pinned: [Card]?
    var kind = Kind.plain
    var flags: [Bool] = []
    var total = 0
  }

  @Test func aMemoGivesTheFingerprintWithoutOneAfterEveryRandomChange() throws {
    var random = SplitMix64(seed: 38)
    var board = Board()
    let memo = FingerprintMemo()
    for step in 0..<2_000 {
      Self.change(&board, using: &random)
      let memoized = try StateFingerprint(of: board, memo: memo)
      let cold = try StateFingerprint(of: board)
      #expect(memoized == cold, "step \(step): \(board)")
      if memoized != cold { return }
    }
  }

  @Test func aMemoMetByAnotherTypeStartsOverThere() throws {
    let memo = FingerprintMemo()
    let board = Board(cards: [Card(title: "a"), Card(title: "b")], grid: [[1, 2], [3]])
    let values: [any Encodable] = [board, [1, 2, 3], ["x": board], board, [board], board]
    for value in values {
      #expect(try StateFingerprint(of: value, memo: memo) == StateFingerprint(of: value))
    }
  }

  /// Equal elements held in different storage (strings too long to be stored inline, made apart)
  /// are told equal by `==`, and digest as they did.
  @Test func equalElementsInOtherStorageKeepTheirDigests() throws {
    let memo = FingerprintMemo()
    let long = String(repeating: "a long title ", count: 4)
    let first = (0..<50).map { Card(title: long + "\($0)") }
    let second = (0..<50).map { Card(title: long + "\($0)") }
    _ = try StateFingerprint(of: first, memo: memo)
    #expect(try StateFingerprint(of: second, memo: memo) == StateFingerprint(of: second))
  }

  /// A state that throws while it is encoded leaves the memo as if it had not been met.
  @Test func aStateThatThrowsLeavesTheMemoUsable() throws {
    let memo = FingerprintMemo()
    let good = [Failing(fails: false), Failing(fails: false)]
    _ = try StateFingerprint(of: good, memo: memo)
    #expect(throws: Failing.Failure.self) {
      try StateFingerprint(of: [Failing(fails: false), Failing(fails: true)], memo: memo)
    }
    let next = [Failing(fails: false), Failing(fails: false), Failing(fails: false)]
    #expect(try StateFingerprint(of: next, memo: memo) == StateFingerprint(of: next))
  }

  struct Failing: Encodable, Equatable {
    struct Failure: Error {}
    var fails: Bool

    func encode(to encoder: any Encoder) throws {
      if fails { throw Failure() }
      var container = encoder.singleValueContainer()
      try container.encode(fails)
    }
  }

  /// One random change, most of them small (as a step makes), some of them to the count.
  static func change(_ board: inout Board, using random: inout SplitMix64) {
    let word = ["milk", "eggs", "tea", String(repeating: "long ", count: 5)].randomElement(using: &random)!
    switch Int.random(in: 0..<19, using: &random) {
    case 0: board.cards.append(Card(title: word))
    case 1:
      if !board.cards.isEmpty {
        board.cards.remove(at: Int.random(in: 0..<board.cards.count, using: &random))
      }
    case 2: board.cards.insert(Card(title: word), at: Int.random(in: 0...board.cards.count, using: &random))
    case 3, 4:
      if !board.cards.isEmpty {
        board.cards[Int.random(in: 0..<board.cards.count, using: &random)].isDone.toggle()
      }
    case 5:
      if !board.cards.isEmpty {
        board.cards[Int.random(in: 0..<board.cards.count, using: &random)].note =
          Bool.random(using: &random) ? nil : word
      }
    case 6:
      if !board.cards.isEmpty {
        board.cards[Int.random(in: 0..<board.cards.count, using: &random)].kind = randomKind(
          word, using: &random)
      }
    case 7: changeGrid(&board.grid, using: &random)
    case 8: board.columns.append(Column(name: word, cards: Array(board.cards.prefix(3))))
    case 9:
      if !board.columns.isEmpty {
        board.columns[Int.random(in: 0..<board.columns.count, using: &random)].cards.append(Card(title: word))
      }
    case 10: if board.tags.contains(word) { board.tags.remove(word) } else { board.tags.insert(word) }
    case 11: board.counts[word, default: 0] += 1
    case 12:
      board.byID[
        UUID(uuidString: "00000000-0000-0000-0000-00000000000\(Int.random(in: 0..<4, using: &random))")!,
        default: []
      ].append(board.total)
    case 13: board.pinned = Bool.random(using: &random) ? nil : Array(board.cards.suffix(2))
    case 14: board.kind = randomKind(word, using: &random)
    case 15:
      let key = Int.random(in: 0..<6, using: &random)
      if Bool.random(using: &random) {
        board.byNumber[key] = nil
      } else {
        board.byNumber[key, default: Card(title: word)].isDone.toggle()
      }
    case 16:
      let shelf = [Shelf.top, .middle, .bottom].randomElement(using: &random)!
      if Int.random(in: 0..<4, using: &random) == 0 {
        board.byShelf[shelf] = nil
      } else {
        board.byShelf[shelf, default: []].append(word)
      }
    case 17:
      let number = Int.random(in: 0..<8, using: &random)
      if board.doneCards.contains(number) {
        board.doneCards.remove(number)
      } else {
        board.doneCards.insert(number)
      }
    default:
      board.flags.append(Bool.random(using: &random))
      if board.flags.count > 20 { board.flags.removeFirst(Int.random(in: 1...20, using: &random)) }
      if board.cards.count > 40 { board.cards.removeAll() }
    }
    board.total += 1
  }

  /// A counter an element refers to: its count changes in place, under the same reference.
  final class Counter: Encodable, @unchecked Sendable {
    var count = 0
  }

  /// An element equal to another when it refers to the same counter, as a class is compared.
  struct CounterRow: Encodable, Equatable {
    var counter: Counter
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.counter === rhs.counter }
  }

  struct Counters: Encodable {
    var rows: [CounterRow]
    var byName: [String: CounterRow]
  }

  @Test func anElementWhoseObjectChangedInPlaceIsEncodedAgain() throws {
    let counter = Counter()
    let counters = Counters(rows: [CounterRow(counter: counter)], byName: ["a": CounterRow(counter: counter)])
    let memo = FingerprintMemo()
    let before = try StateFingerprint(of: counters, memo: memo)
    counter.count = 1
    let memoized = try StateFingerprint(of: counters, memo: memo)
    #expect(memoized == (try StateFingerprint(of: counters)))
    #expect(memoized != before)
  }

  /// An element equal to another with the same id, whatever its title: `==` ignores what it encodes.
  struct Tagged: Codable, Hashable {
    var id: Int
    var title: String
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
  }

  struct Catalog: Codable {
    var list: [Tagged]
    var byName: [String: Tagged]
    var set: Set<Tagged>
  }

  @Test func anEntryEqualToTheOneBeforeButEncodedDifferentlyIsEncodedAgain() throws {
    let milk = Tagged(id: 1, title: "Milk")
    var catalog = Catalog(list: [milk], byName: ["a": milk], set: [milk])
    let memo = FingerprintMemo()
    let before = try StateFingerprint(of: catalog, memo: memo)
    let eggs = Tagged(id: 1, title: "Eggs")
    catalog.list[0] = eggs
    catalog.byName["a"] = eggs
    catalog.set.update(with: eggs)
    let memoized = try StateFingerprint(of: catalog, memo: memo)
    #expect(memoized == (try StateFingerprint(of: catalog)))
    #expect(memoized != before)
  }

  /// A tree node holding its children and, further down its fields, an object.
  struct Node {
    var children: [Node]
    var counter: Counter?
  }

  @Test func aTypeMetAgainWhileItIsClassifiedIsNotTakenForObjectFreeAfterwards() {
    var types = ObjectFreeTypes()
    let node = types.holdsNoObjects(Node.self)
    let nodes = types.holdsNoObjects([Node].self)
    #expect(!node && !nodes)
  }

  @Test func anEnumWithoutPayloadsHoldsNoObjectsAndAnEnumWithPayloadsMay() {
    var types = ObjectFreeTypes()
    let shelves = types.holdsNoObjects([Shelf].self)
    let kinds = types.holdsNoObjects([Kind].self)
    let rows = types.holdsNoObjects([CounterRow].self)
    let nested = types.holdsNoObjects([Int: [String?]].self)
    #expect(shelves && !kinds && !rows && nested)
  }

  static func changeGrid(_ grid: inout [[Int]], using random: inout SplitMix64) {
    if grid.isEmpty || Int.random(in: 0..<4, using: &random) == 0 {
      grid.insert([], at: Int.random(in: 0...grid.count, using: &random))
    }
    let row = Int.random(in: 0..<grid.count, using: &random)
    if grid[row].isEmpty || Bool.random(using: &random) {
      grid[row].append(Int.random(in: 0..<5, using: &random))
    } else {
      grid[row][Int.random(in: 0..<grid[row].count, using: &random)] += 1
    }
  }

  static func randomKind(_ word: String, using random: inout SplitMix64) -> Kind {
    switch Int.random(in: 0..<3, using: &random) {
    case 0: .plain
    case 1: .tagged(word)
    default: .sized(width: Int.random(in: 0..<3, using: &random), heights: [1, word.count])
    }
  }
}
