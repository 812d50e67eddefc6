import ArchTestSupport
import Observation
import Testing

@testable import ArchTesting

@Observable final class Basket {
  var items: [String] = []
}

/// A value with no bytes at all, which a model may still hold.
struct Mark: Equatable {}

@Observable final class Shop {
  var basket = Basket()
  var visits = 0
  var mark = Mark()
}

/// A step reads again only the objects whose fields changed: these are the changes such a reading
/// must still catch, and the model it must put back after an expectation.
@Suite struct ModelRereadTests {
  @Test func anAppendToAChildsArrayIsCaughtThoughTheChildIsTheSameObject() async {
    let tester = ModelTester(Shop())
    await expectIssues([
      """
      State changed at step 2, addMilk, but the test gave no expectation:

          Shop(
            basket: Basket(
              items: [
        +       [0]: "milk",
                … (1 unchanged)
              ]
            ),
            … (2 unchanged)
          )

      Expected: −, Actual: +
      Describe the change in a trailing closure: `{ $0.property = newValue }`.
      """
    ]) {
      await tester.step("addEggs") {
        $0.basket.items.append("eggs")
      } assert: {
        $0.basket.items = ["eggs"]
      }
      await tester.step("addMilk") { $0.basket.items.insert("milk", at: 0) }
    }
  }

  @Test func aChangeTheTestMadeBetweenStepsIsReportedAtTheNextStep() async {
    let shop = Shop()
    let tester = ModelTester(shop)
    await expectIssues([
      """
      The model changed after step 1, visit, and the test did not check how:

          Shop(
            basket: Basket(
        −     items: []
        +     items: [
        +       [0]: "tea"
        +     ]
            ),
            … (2 unchanged)
          )

      Expected: −, Actual: +
      Check it with `await tester.assert { … }` when its tasks have made the change.
      """
    ]) {
      await tester.step("visit") {
        $0.visits += 1
      } assert: {
        $0.visits = 1
      }
      shop.basket.items.append("tea")
      await tester.step("visit") {
        $0.visits += 1
      } assert: {
        $0.visits = 2
      }
    }
  }

  @Test func aStepThatReplacesAChildIsComparedByValueAndTheOldChildIsPutBack() async {
    let shop = Shop()
    let oldBasket = shop.basket
    let tester = ModelTester(shop)
    await expectIssues([]) {
      await tester.step("newBasket") {
        let basket = Basket()
        basket.items = ["bread"]
        $0.basket = basket
      } assert: {
        $0.basket.items = ["bread"]
      }
      await tester.step("nothing") { _ in }
    }
    #expect(oldBasket.items.isEmpty)
    #expect(shop.basket !== oldBasket)
  }

  @Test func aFieldWithNoBytesNextToOthersLeavesTheirChangesSeen() {
    let shop = Shop()
    expectIssues([]) {
      expectChanges(of: shop) {
        shop.visits = 3
        shop.basket.items = ["tea"]
      } assert: {
        $0.visits = 3
        $0.basket.items = ["tea"]
      }
    }
  }
}
