import ArchTestSupport
import Observation
import Testing

@testable import ArchTesting

/// An object a model refers to without owning it.
final class Collaborator {
  let name: String

  init(name: String) { self.name = name }
}

/// A draft the model edits: a plain value beside the model's references.
struct Draft: Equatable {
  var title = ""
  var words: [String] = []
}

/// An `@Observable` model with a `weak` delegate and an `unowned` owner, whose fields lie in memory
/// as references the change check must not read or write as strong ones.
@Observable final class DraftEditor {
  weak var delegate: Collaborator?
  unowned let owner: Collaborator
  var draft = Draft()
  var history: [Int] = []

  init(owner: Collaborator, delegate: Collaborator?) {
    self.owner = owner
    self.delegate = delegate
  }

  func type(_ word: String) {
    draft.words.append(word)
    draft.title = draft.words.joined(separator: " ")
    history.append(draft.words.count)
  }

  func detach() { delegate = nil }
}

@Suite struct WeakReferenceModelTests {
  let owner = Collaborator(name: "Ada")
  let delegate = Collaborator(name: "Grace")

  @Test func aModelWithWeakAndUnownedReferencesIsCheckedAndPutBack() {
    let model = DraftEditor(owner: owner, delegate: delegate)
    expectIssues([]) {
      expectChanges(of: model) {
        model.type("Hello")
      } assert: {
        $0.draft.title = "Hello"
        $0.draft.words = ["Hello"]
        $0.history = [1]
      }
    }
    #expect(model.draft == Draft(title: "Hello", words: ["Hello"]))
    #expect(model.delegate === delegate)
    #expect(model.owner === owner)
  }

  @Test func anUnownedReferenceDumpsAsTheObjectAndAWeakOneAsTheObjectOrNil() {
    let model = DraftEditor(owner: owner, delegate: nil)
    var reader = ModelReader()
    #expect(
      reader.read(model).text == """
        DraftEditor(
          delegate: nil,
          owner: Collaborator(
            name: "Ada"
          ),
          draft: Draft(
            title: "",
            words: []
          ),
          history: []
        )
        """)
  }

  @Test func theCheckLeavesAWeakReferenceWeak() {
    var delegate: Collaborator? = Collaborator(name: "Linus")
    let model = DraftEditor(owner: owner, delegate: delegate)
    expectIssues([]) {
      expectChanges(of: model) {
        model.type("Hi")
      } assert: {
        $0.draft = Draft(title: "Hi", words: ["Hi"])
        $0.history = [1]
      }
    }
    delegate = nil
    #expect(model.delegate == nil)
  }

  @Test func aWeakReferenceDumpsAsTheObjectItRefersToThenNil() {
    let model = DraftEditor(owner: owner, delegate: delegate)
    expectIssues([
      """
      expectChanges failed: the model changed, but the expectation describes no change

        DraftEditor(
      −   delegate: Collaborator(
      −     name: "Grace"
      −   ),
      +   delegate: nil,
          … (3 unchanged)
        )

      Expected: −, Actual: +
      """
    ]) {
      expectChanges(of: model) {
        model.detach()
      } assert: { _ in
      }
    }
  }

  @Test func anExpectationThatWritesAWeakReferenceFailsAsItCannotBeUndone() {
    let model = DraftEditor(owner: owner, delegate: delegate)
    expectIssues([
      """
      The expectation changed a weak or unowned reference, which the check cannot put back: \
      DraftEditor.delegate. The model keeps the change, and what the operation changed is not \
      checked. Check such a reference with #expect after the operation instead.
      """
    ]) {
      expectChanges(of: model) {
        model.type("Hello")
      } assert: {
        $0.draft.title = "Hello"
        $0.delegate = nil
      }
    }
    // Every other field the expectation wrote is put back before the operation runs.
    #expect(model.draft == Draft(title: "Hello", words: ["Hello"]))
  }

  @Test func aTesterStepsThroughAModelWithWeakAndUnownedReferences() async {
    let tester = ModelTester(DraftEditor(owner: owner, delegate: delegate))
    await expectIssues([]) {
      await tester.step("type") {
        $0.type("Hi")
      } assert: {
        $0.draft = Draft(title: "Hi", words: ["Hi"])
        $0.history = [1]
      }
      await tester.step("type") {
        $0.type("there")
      } assert: {
        $0.draft = Draft(title: "Hi there", words: ["Hi", "there"])
        $0.history = [1, 2]
      }
      await tester.finish()
    }
    #expect(tester.model.delegate === delegate)
    #expect(tester.model.owner === owner)
  }

  @Test func aTesterReportsADetachedDelegateAndItsUndoableExpectation() async {
    let tester = ModelTester(DraftEditor(owner: owner, delegate: delegate))
    await expectIssues([
      """
      The expectation changed a weak or unowned reference, which the check cannot put back: \
      DraftEditor.delegate. The model keeps the change, and what the operation changed is not \
      checked. Check such a reference with #expect after the operation instead.
      """
    ]) {
      await tester.step("detach") {
        $0.detach()
      } assert: {
        $0.delegate = nil
      }
    }
    #expect(tester.model.delegate == nil)
  }
}

/// A screen whose superclass holds a `weak` reference, and which holds an `unowned(unsafe)` one:
/// the fields of both classes are counted together when their ownership is asked.
class Screen {
  weak var presenter: Collaborator?
  var title = ""
}

final class DetailScreen: Screen {
  unowned(unsafe) let app: Collaborator
  var count = 0

  init(app: Collaborator, presenter: Collaborator) {
    self.app = app
    super.init()
    self.presenter = presenter
  }
}

@Suite struct InheritedWeakReferenceTests {
  let app = Collaborator(name: "App")
  let presenter = Collaborator(name: "Root")

  @Test func aSubclassWithAWeakReferenceAboveAndAnUnsafeOneBelowIsCheckedAndPutBack() {
    let screen = DetailScreen(app: app, presenter: presenter)
    expectIssues([]) {
      expectChanges(of: screen) {
        screen.title = "Detail"
        screen.count += 1
      } assert: {
        $0.title = "Detail"
        $0.count = 1
      }
    }
    #expect(screen.presenter === presenter)
    #expect(screen.app === app)
    var reader = ModelReader()
    #expect(
      reader.read(screen).text == """
        DetailScreen(
          presenter: Collaborator(
            name: "Root"
          ),
          title: "Detail",
          app: Collaborator(
            name: "App"
          ),
          count: 1
        )
        """)
  }
}

/// A model with a custom mirror, which does not list its stored fields.
final class MirroredCard: CustomReflectable {
  weak var reader: Collaborator?
  var text = ""

  var customMirror: Mirror { Mirror(self, children: ["summary": text.count]) }
}

@Suite struct CustomMirrorWeakReferenceTests {
  @Test func aWeakReferenceOfAModelWithACustomMirrorIsLeftOut() {
    let reader = Collaborator(name: "Ada")
    let card = MirroredCard()
    card.reader = reader
    expectIssues([]) {
      expectChanges(of: card) {
        card.text = "Hi"
      } assert: {
        $0.text = "Hi"
      }
    }
    var modelReader = ModelReader()
    #expect(
      modelReader.read(card).text == """
        MirroredCard(
          text: "Hi"
        )
        """)
    #expect(card.reader === reader)
  }
}
