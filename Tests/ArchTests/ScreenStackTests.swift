import Arch
import Testing

/// The stack value itself: ids, push, the pops, and reaching a screen by id and case.
@Suite struct ScreenStackTests {
  typealias Screen = Navigator.Screen

  @Test func idsCountUpInPushOrderAndAreNeverReused() {
    var path = ScreenStack<Int>([10, 11])
    #expect(path.ids == [0, 1])
    path.pop()
    #expect(path.push(12) == 2)
    #expect(path.ids == [0, 2])
    #expect(path.screens == [10, 12])
  }

  @Test func popToKeepsTheScreenAndPopsThoseAboveIt() {
    var path: ScreenStack<Int> = [1, 2, 3, 4]
    path.pop(to: 1)
    #expect(path.ids == [0, 1])
    path.pop(to: 7)
    #expect(path.ids == [0, 1], "an id not on the stack pops nothing")
    path.pop(to: nil)
    #expect(path.isEmpty)
  }

  @Test func popFromPopsTheScreenAndThoseAboveIt() {
    var path: ScreenStack<Int> = [1, 2, 3]
    path.pop(from: 1)
    #expect(path.screens == [1])
    #expect(path.topID == 0)
  }

  @Test func aScreenIsReachedByIdAndCase() {
    var path: ScreenStack<Screen> = [.note(.init(text: "a")), .track(.init(id: 5))]
    path[id: 1, case: Screen.track]?.seconds = 3
    path[id: 1, case: Screen.note]?.text = "ignored: screen 1 is a track"
    #expect(path[id: 1] == .track(.init(id: 5, seconds: 3)))
    path[id: 0, case: Screen.track] = nil
    #expect(path.count == 2, "setting nil through another case pops nothing")
    path[id: 0, case: Screen.note] = nil
    #expect(path.isEmpty)
  }

  @Test func settingAScreenThatIsNotOnTheStackAddsNothing() {
    var path = ScreenStack<Int>()
    path[id: 4] = 1
    #expect(path.isEmpty)
  }

  @Test func stacksAreEqualByScreensAndIdsNotByHowManyIdsTheyGaveOut() {
    var pushedAndPopped = ScreenStack<Int>()
    pushedAndPopped.push(1)
    pushedAndPopped.pop()
    #expect(pushedAndPopped == ScreenStack<Int>())
    var other = ScreenStack<Int>([1])
    other.pop()
    other.push(1)
    #expect(other != ScreenStack<Int>([1]), "the same screen under another id is another push")
  }
}
