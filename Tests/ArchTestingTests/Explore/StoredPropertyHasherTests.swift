import Testing

@testable import ArchTesting

/// An exhaustive search keys a state that is not `Hashable` by its stored properties, read from its
/// storage, nested structs, arrays and optionals included; the keys must tell states apart exactly
/// as `==` does, and the hasher must read only what it can read safely, leaving a state with nothing
/// it can read to reflection.
@Suite struct StoredPropertyHasherTests {
  enum Mode: Hashable { case browsing, editing }

  struct Plain: Equatable {
    var count = 0
    var name = ""
    var isOn = false
    var scores: [Int] = []
    var mode = Mode.browsing
    var limit: Int? = nil
  }

  final class Box: Hashable {
    var value = 0
    static func == (lhs: Box, rhs: Box) -> Bool { lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
  }
  struct HoldingAnObject: Equatable { var box = Box() }
  struct HoldingAWeakReference: Equatable {
    weak var box: Box?
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.box === rhs.box }
  }
  enum Payload: Hashable {
    case none
    case some(Int)
  }
  struct HoldingAPayload: Equatable { var payload = Payload.none }
  struct HoldingANonHashable: Equatable { var plain = Plain() }
  struct Mirrored: Equatable, CustomReflectable {
    var count = 0
    var customMirror: Mirror { Mirror(self, children: ["shown": count]) }
  }
  enum Screen: Equatable { case list, detail }
  enum Problem: Equatable { case failed(String) }
  struct Item: Equatable {
    var name = ""
    var isBought = false
  }
  struct Nested: Equatable {
    var items: [Item] = []
    var selected: Item? = nil
    var problem: Problem? = nil
    var plain = Plain()
  }
  struct Node: Equatable {
    var name = ""
    var children: [Node] = []
  }

  private func hash<State>(_ state: State, with hasher: StoredPropertyHasher<State>) -> Int? {
    var combined = Hasher()
    return hasher.combine(state, into: &combined) ? combined.finalize() : nil
  }

  /// Expects `base` to be hashed, and each change of it to hash differently.
  private func expectEachChange<State>(
    _ changes: [(inout State) -> Void], of base: State, toChangeItsHashBy hasher: StoredPropertyHasher<State>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let baseHash = hash(base, with: hasher)
    #expect(baseHash != nil, sourceLocation: sourceLocation)
    for change in changes {
      var changed = base
      change(&changed)
      #expect(hash(changed, with: hasher) != baseHash, sourceLocation: sourceLocation)
    }
  }

  @Test func aPlainStructIsHashedByEachOfItsProperties() {
    let hasher = StoredPropertyHasher<Plain>()
    let base = Plain(count: 1, name: "Milk", isOn: true, scores: [1, 2], mode: .editing, limit: 3)
    expectEachChange(
      [
        { $0.count = 2 }, { $0.name = "Eggs" }, { $0.isOn = false }, { $0.scores.append(3) },
        { $0.mode = .browsing }, { $0.limit = nil },
      ], of: base, toChangeItsHashBy: hasher)
  }

  @Test func equalStatesHashAlikeWhateverTheirStorage() {
    let hasher = StoredPropertyHasher<Plain>()
    var built = Plain(name: "Cafe\u{301}", scores: [])
    for score in 1...100 { built.scores.append(score) }
    let literal = Plain(name: "Caf\u{E9}", scores: Array(1...100))
    #expect(built == literal)
    #expect(hash(built, with: hasher) == hash(literal, with: hasher))
  }

  @Test func keysTellStatesApartExactlyAsEqualityDoes() {
    let hasher = StoredPropertyHasher<Plain>()
    var generator = SystemRandomNumberGenerator()
    let states = (0..<2_000).map { _ in
      Plain(
        count: Int.random(in: 0..<4, using: &generator),
        name: ["", "a", "b"].randomElement(using: &generator)!,
        isOn: Bool.random(using: &generator), scores: Array(0..<Int.random(in: 0..<3, using: &generator)),
        mode: Bool.random(using: &generator) ? .browsing : .editing,
        limit: Bool.random(using: &generator) ? nil : 1)
    }
    let keyed = Set(states.map { ExhaustiveStateKey.ReflectedState($0, properties: hasher) })
    let reflected = Set(states.map { ExhaustiveStateKey.ReflectedState($0) })
    var distinct: [Plain] = []
    for state in states where !distinct.contains(state) { distinct.append(state) }
    #expect(keyed.count == distinct.count)
    #expect(reflected.count == distinct.count)
  }

  @Test func nestedStructsArraysAndOptionalsAreHashedByWhatTheyHold() {
    let hasher = StoredPropertyHasher<Nested>()
    let base = Nested(
      items: [Item(name: "Milk"), Item(name: "Eggs", isBought: true)], selected: Item(name: "Milk"),
      plain: Plain(count: 1))
    expectEachChange(
      [
        { $0.items[1].isBought = false }, { $0.items[0].name = "Bread" }, { $0.items.removeLast() },
        { $0.selected?.isBought = true }, { $0.selected = nil }, { $0.plain.scores = [4] },
      ], of: base, toChangeItsHashBy: hasher)
    #expect(hash(HoldingANonHashable(plain: Plain(count: 2)), with: StoredPropertyHasher()) != nil)
  }

  @Test func statesThatDifferOnlyInWhatCannotBeReadHashAlikeAndStayApart() {
    let hasher = StoredPropertyHasher<Nested>()
    let states = [Nested(), Nested(problem: .failed("offline")), Nested(problem: .failed("timeout"))]
    #expect(Set(states.map { hash($0, with: hasher) }).count == 1)
    let keyed = Set(states.map { ExhaustiveStateKey.ReflectedState($0, properties: hasher) })
    #expect(keyed.count == 3)
  }

  @Test func aTypeThatHoldsItselfIsHashedWithoutEndlessLearning() {
    let hasher = StoredPropertyHasher<Node>()
    let tree = Node(name: "root", children: [Node(name: "leaf")])
    var renamed = tree
    renamed.name = "top"
    #expect(hash(tree, with: hasher) != nil)
    #expect(hash(tree, with: hasher) != hash(renamed, with: hasher))
  }

  @Test func statesItCannotReadSafelyAreLeftToReflection() {
    #expect(hash(HoldingAnObject(), with: StoredPropertyHasher()) == nil)
    #expect(hash(HoldingAWeakReference(), with: StoredPropertyHasher()) == nil)
    #expect(hash(HoldingAPayload(), with: StoredPropertyHasher()) == nil)
    #expect(hash(Mirrored(), with: StoredPropertyHasher()) == nil)
    #expect(hash(Screen.list, with: StoredPropertyHasher()) == nil)
  }
}
