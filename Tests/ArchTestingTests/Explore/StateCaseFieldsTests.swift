import Arch
import Testing

@testable import ArchTesting

/// Coverage reads a struct state's cases from its storage and an action's case by its case number;
/// the names must be those reflecting every value gives, for every kind of property.
@Suite struct StateCaseFieldsTests {
  enum Phase: Equatable {
    case idle, loading
    case loaded([Int])
    case failed(String)
  }
  indirect enum Tree: Equatable {
    case leaf
    case node(Tree, Tree)
  }
  enum Described: Equatable, CustomStringConvertible {
    case plain, fancy
    var description: String { self == .plain ? "Plain!" : "Fancy!" }
  }
  enum Lonely: Equatable { case only }
  enum Edit: Equatable {
    case rename(String)
    case delete
  }
  struct Inner: Equatable { var phase = Phase.idle }
  final class Box: Equatable {
    static func == (lhs: Box, rhs: Box) -> Bool { lhs === rhs }
  }

  struct State: Equatable {
    var count = 0
    var phase = Phase.idle
    var destination: Edit? = nil
    var note: String? = nil
    var twice: Phase?? = nil
    var tree = Tree.leaf
    var described = Described.plain
    var lonely = Lonely.only
    var inner = Inner()
    var box: Box? = nil
    var items: [Int]? = nil
    var erased: any Sendable = Phase.idle
    var erasedOptional: (any Sendable)? = nil

    static func == (lhs: State, rhs: State) -> Bool {
      String(describing: lhs) == String(describing: rhs) && lhs.box === rhs.box
    }
  }

  /// States that take every property through its cases, nested ones included.
  static func states() -> [State] {
    var state = State()
    var states = [state]
    func next(_ change: (inout State) -> Void) {
      change(&state)
      states.append(state)
    }
    next { $0.phase = .loading }
    next { $0.phase = .loaded([1, 2]) }
    next { $0.phase = .loaded([3]) }
    next { $0.destination = .rename("Milk") }
    next { $0.destination = .delete }
    next { $0.note = "hi" }
    next { $0.twice = .some(nil) }
    next { $0.twice = .some(.failed("no")) }
    next { $0.tree = .node(.leaf, .leaf) }
    next { $0.described = .fancy }
    next { $0.inner.phase = .loading }
    next { $0.box = Box() }
    next { $0.items = [] }
    next { $0.erased = Phase.failed("gone") }
    next { $0.erasedOptional = Edit.delete }
    next { $0.erasedOptional = 3 }
    next { $0.destination = nil }
    return states
  }

  @Test func aStructStatesCasesAreThoseReflectionGives() {
    let recorder = ExploreCoverageRecorder<State, Int>()
    for state in Self.states() { recorder.recordState(state) }
    #expect(recorder.coverage.stateCases == Self.reflectedCases(of: Self.states()))
    #expect(
      recorder.coverage.stateCases == [
        "box.none", "box.some", "described.Fancy!", "described.Plain!", "destination.delete",
        "destination.none", "destination.rename", "erased.failed", "erased.idle", "erasedOptional.delete",
        "erasedOptional.none", "erasedOptional.some", "items.none", "items.some", "lonely.only", "note.none",
        "note.some", "phase.idle", "phase.loaded", "phase.loading", "tree.leaf", "tree.node",
        "twice.none", "twice.some",
      ])
  }

  @Test func actionsAreNamedByCaseAsReflectionNamesThem() {
    let actions: [Any] = [
      Phase.idle, Phase.loaded([1]), Phase.loaded([2, 3]), Phase.failed("x"), Tree.node(.leaf, .leaf),
      Tree.leaf, Described.fancy, Lonely.only, Edit.rename("a"), 7, "text", Optional(Edit.delete) as Any,
    ]
    let recorder = ExploreCoverageRecorder<Int, Phase>()
    for action in actions { Self.record(action, in: recorder) }
    let reflected = Set(actions.map { EnumReflection.caseName(of: $0) ?? "\(type(of: $0))" })
    #expect(recorder.coverage.actions == reflected.sorted())
  }

  @Test func anEnumsCaseNumberIsTheSameForEveryPayloadOfACase() {
    func tag<Value>(_ value: Value) -> UInt32 {
      withUnsafePointer(to: value) { EnumTag.of($0, type: Value.self) }
    }
    let phases = [Phase.idle, .loading, .loaded([1]), .loaded([2, 3]), .failed("x"), .failed("y")]
    #expect(Set(phases.map(tag)).count == 4)
    #expect(tag(Phase.loaded([1])) == tag(Phase.loaded([])))
    #expect(tag(Phase.failed("a")) == tag(Phase.failed(String(repeating: "long", count: 20))))
    #expect(tag(Tree.node(.leaf, .leaf)) != tag(Tree.leaf))
    #expect([tag(Edit?.none), tag(Edit?.some(.delete))] == [1, 0])
  }

  /// Records `action` by its own type, as an exploration records its feature's actions and outputs.
  private static func record(_ action: Any, in recorder: ExploreCoverageRecorder<Int, Phase>) {
    func open<Value>(_ value: Value) { recorder.recordAction(value) }
    _openExistential(action, do: open)
  }

  /// The cases reflecting each whole state gives, as coverage read them before it read storage.
  private static func reflectedCases(of states: [State]) -> [String] {
    var cases: Set<String> = []
    for state in states {
      for child in Mirror(reflecting: state).children {
        let style = Mirror(reflecting: child.value).displayStyle
        guard style == .enum || style == .optional, let label = child.label,
          let name = PropertyCase.name(of: child.value)
        else { continue }
        cases.insert("\(label).\(name)")
      }
    }
    return cases.sorted()
  }
}
