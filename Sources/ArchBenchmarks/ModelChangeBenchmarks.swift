import ArchTesting
import Observation

/// 1,000 steps on an `@Observable` model of 1,000 item models, each step toggling one item: the
/// exhaustive check of `ModelTester` (every field of every object, before, as described and
/// after) against a hand-written check of the same model, field by field, that keeps the fields it
/// read after one step as the next step's "before".
///
/// The two run interleaved, 9 rounds, and print their ratio.
enum ModelChangeBenchmarks {
  @Observable final class Item {
    var name: String
    var isDone = false

    init(name: String) { self.name = name }
  }

  @Observable final class Checklist {
    var items: [Item]
    var toggles = 0

    init(itemCount: Int) { items = (0..<itemCount).map { Item(name: "Item \($0)") } }

    func toggle(_ index: Int) {
      items[index].isDone.toggle()
      toggles += 1
    }
  }

  /// The fields a hand-written test copies out of the model to compare them.
  struct Fields: Equatable {
    var items: [ItemFields]
    var toggles: Int

    init(_ model: Checklist) {
      items = model.items.map { ItemFields(name: $0.name, isDone: $0.isDone) }
      toggles = model.toggles
    }
  }

  struct ItemFields: Equatable {
    var name: String
    var isDone: Bool
  }

  static let itemCount = 1_000
  static let steps = 1_000
  static let rounds = 9

  static func run() async {
    await compareInterleaved(
      "model_change_check", testerSteps, bare: "model_change_check_by_hand", handWrittenSteps, n: steps,
      rounds: rounds)
  }

  static func testerSteps() async {
    let tester = ModelTester(Checklist(itemCount: itemCount))
    for step in 0..<steps {
      let index = step % itemCount
      await tester.step("toggle") {
        $0.toggle(index)
      } assert: {
        $0.items[index].isDone.toggle()
        $0.toggles += 1
      }
    }
    await tester.finish()
  }

  static func handWrittenSteps() {
    let model = Checklist(itemCount: itemCount)
    var before = Fields(model)
    var failures = 0
    for step in 0..<steps {
      let index = step % itemCount
      var expected = before
      expected.items[index].isDone.toggle()
      expected.toggles += 1
      model.toggle(index)
      let after = Fields(model)
      if after != expected { failures += 1 }
      before = after
    }
    precondition(failures == 0)
  }
}
