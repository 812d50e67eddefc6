import Arch
import ArchTesting
import XCTest

/// Recording and the errors of a bad session file under XCTest: typed, with the line and the same
/// wording.
final class RecordedSessionXCTests: XCTestCase {
  @MainActor
  func testARecorderOnAStoreWritesASessionThatReadsBack() async throws {
    let recorder = SessionRecorder<Int, Int, Int>(for: Adder.self, clock: TestClock())
    let store = Store(initialState: 0, feature: Adder(), environment: (), onStep: recorder.record)
    store.send(2)
    store.send(3)
    let session = try recorder.session()
    XCTAssertEqual(session.startState, 0)
    XCTAssertEqual(session.steps.map(\.input), [.action(2), .action(3)])
    XCTAssertEqual(try RecordedSession(text: recorder.text()), session)
  }

  func testAReorderedSessionNamesTheLineWhereTimeGoesBackwards() {
    let text = "arch-session 1\n20ms action 1\n10ms action 2\nend\n"
    XCTAssertThrowsError(try RecordedSession<Int, Int, Never>(text: text)) { error in
      XCTAssertEqual(
        error as? RecordedSessionError,
        RecordedSessionError(
          line: 3, problem: .timeGoesBackwards(.milliseconds(10), previous: .milliseconds(20))))
      XCTAssertEqual(
        "\(error)",
        "line 3: this step at 10ms comes after one at 20ms: time goes backwards, so the steps are out of order."
      )
    }
  }

  func testATruncatedSessionNamesTheLineCutShort() {
    XCTAssertThrowsError(try RecordedSession<Int, Int, Never>(text: "arch-session 1\n0ms action 1\n5ms act"))
    {
      XCTAssertEqual($0 as? RecordedSessionError, RecordedSessionError(line: 3, problem: .cutShort))
    }
  }
}
