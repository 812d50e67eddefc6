import Testing

@testable import ArchTesting

/// An exhaustive search keys a state that is not `Hashable` by its stored properties, read from its
/// storage; the keys must tell states apart exactly as `==` does, and the hasher must read only the
/// states it can read safely, leaving the others to reflection.
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

  private func hash<State>(_ state: State, with hasher: StoredPropertyHasher<State>) -> Int? {
    var combined = Hasher()
    return hasher.combine(state, into: &combined) ? combined.finalize() : nil
  }

  @Test func aPlainStructIsHashedByEachOfItsProperties() {
    let hasher = StoredPropertyHasher<Plain>()
    let base = Plain(count: 1, name: "Milk", isOn: true, scores: [1, 2], mode: .editing, limit: 3)
    let changes: [(inout Plain) -> Void] = [
      { $0.count = 2 }, { $0.name = "Eggs" }, { $0.isOn = false }, { $0.scores.append(3) },
      { $0.mode = .browsing }, { $0.limit = nil },
    ]
    let baseHash = hash(base, with: hasher)
    #expect(baseHash != nil)
    for change in changes {
      var changed = base
      change(&changed)
      #expect(hash(changed, with: hasher) != baseHash)
    }
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

  @Test func statesItCannotReadSafelyAreLeftToReflection() {
    #expect(hash(HoldingAnObject(), with: StoredPropertyHasher()) == nil)
    #expect(hash(HoldingAWeakReference(), with: StoredPropertyHasher()) == nil)
    #expect(hash(HoldingAPayload(), with: StoredPropertyHasher()) == nil)
    #expect(hash(HoldingANonHashable(), with: StoredPropertyHasher()) == nil)
    #expect(hash(Mirrored(), with: StoredPropertyHasher()) == nil)
    #expect(hash(Screen.list, with: StoredPropertyHasher()) == nil)
  }
}
