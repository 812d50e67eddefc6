import Arch
import Testing

/// `CaseOf` through nested cases: closures through several cases, appended paths, payload-less
/// leaves, and actions that hold their own type.
@Suite struct CasePathTests {
  struct Form: Equatable, Sendable { var title: String }
  enum Destination: Equatable, Sendable {
    case edit(Form)
    case detail(Form)
    case alert(String)
  }
  enum Delegate: Equatable, Sendable {
    case dismiss
    case save(Form)
  }
  indirect enum Action: Equatable, Sendable {
    case destination(Destination)
    case delegate(Delegate)
    case child(Action)
    case tap(String)
  }

  @Test func aClosureThroughTwoCasesExtractsTheInnermostPayload() {
    let edit = CaseOf { Action.destination(.edit($0)) }
    #expect(edit.extract(from: .destination(.edit(Form(title: "a")))) == Form(title: "a"))
    #expect(edit.extract(from: .destination(.detail(Form(title: "a")))) == nil)
    #expect(edit.extract(from: .delegate(.save(Form(title: "a")))) == nil)
    #expect(edit.embed(Form(title: "b")) == .destination(.edit(Form(title: "b"))))
  }

  @Test func anAppendedPathMatchesThroughBothCases() {
    let edit = CaseOf(Action.destination).appending(Destination.edit)
    #expect(edit.extract(from: .destination(.edit(Form(title: "a")))) == Form(title: "a"))
    #expect(edit.extract(from: .destination(.detail(Form(title: "a")))) == nil)
    #expect(edit.embed(Form(title: "b")) == .destination(.edit(Form(title: "b"))))
  }

  @Test func aPayloadlessLeafMatchesOnlyItsOwnCase() {
    let dismiss = CaseOf(Action.delegate).appending(.dismiss)
    #expect(dismiss.extract(from: .delegate(.dismiss)) != nil)
    #expect(dismiss.extract(from: .delegate(.save(Form(title: "a")))) == nil)
    #expect(dismiss.extract(from: .tap("dismiss")) == nil)
    #expect(dismiss.embed(()) == .delegate(.dismiss))
  }

  @Test func aCaseMatchedByExampleComparesEveryNestedCaseButNotOtherPayloads() {
    let saved = CaseOf(matching: Action.delegate(.save(Form(title: "a"))))
    #expect(saved.extract(from: .delegate(.save(Form(title: "other")))) != nil)
    #expect(saved.extract(from: .delegate(.dismiss)) == nil)
  }

  @Test func aCaseOfTheSameTypeExtractsAtTheDepthItsConstructorWraps() {
    let child = CaseOf(Action.child)
    let grandchild = CaseOf { Action.child(.child($0)) }
    let value = Action.child(.child(.tap("x")))
    #expect(child.extract(from: value) == .child(.tap("x")))
    #expect(grandchild.extract(from: value) == .tap("x"))
    #expect(grandchild.extract(from: .child(.tap("x"))) == nil)
  }

  @Test func anOptionalIsReadAndWrittenThroughANestedCase() {
    var action: Action? = .destination(.edit(Form(title: "a")))
    action[case: { .destination(.edit($0)) }]?.title = "b"
    #expect(action == .destination(.edit(Form(title: "b"))))
    action[case: CaseOf(Action.destination).appending(Destination.detail)] = nil
    #expect(action != nil, "clearing another case leaves the value alone")
    action[case: CaseOf(Action.destination).appending(Destination.edit)] = nil
    #expect(action == nil)
  }
}
