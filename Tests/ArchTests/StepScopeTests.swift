import ArchLocking
import Testing

@testable import Arch

/// The runtime-issue handler, the shared-value log and the expectation's overlay are one task-local
/// value: binding one of them keeps the others from around it, the innermost binding of each wins,
/// and the tasks started inside see them all.
struct StepScopeTests {
  @Test func aHandlerBoundInsideTheLogKeepsTheLogAndWinsOverTheOuterHandler() {
    let log = SharedWriteLog()
    let count = Shared(0, name: "count")
    let issues = Locked<[String]>([])
    RuntimeIssue.withHandler({ issue in issues.withLock { $0.append("outer: \(issue.message)") } }) {
      SharedWriteLog.logging(to: log) {
        RuntimeIssue.withHandler({ issue in issues.withLock { $0.append("inner: \(issue.message)") } }) {
          count.value = 1
          RuntimeIssue.report("one")
        }
        RuntimeIssue.report("two")
      }
    }
    #expect(issues.withLock { $0 } == ["inner: one", "outer: two"])
    #expect(log.written.map(\.reference.name) == ["count"])
  }

  @Test func anOverlayBoundInsideTheLogTakesTheWritesUntilItEnds() {
    let log = SharedWriteLog()
    let count = Shared(0, name: "count")
    SharedWriteLog.logging(to: log) {
      SharedOverlay(base: [:]).bind { count.value = 5 }
      #expect(count.value == 0)
      #expect(log.written.isEmpty)
      count.value = 2
    }
    #expect(count.value == 2)
    #expect(log.written.map(\.reference.name) == ["count"])
  }

  @Test func aTaskStartedInsideSeesTheHandlerAndTheLog() async {
    let log = SharedWriteLog()
    let count = Shared(0, name: "count")
    let issues = Locked<[String]>([])
    let task = RuntimeIssue.withHandler({ issue in issues.withLock { $0.append(issue.message) } }) {
      SharedWriteLog.logging(to: log) {
        Task {
          count.value = 3
          RuntimeIssue.report("from the task")
        }
      }
    }
    await task.value
    #expect(issues.withLock { $0 } == ["from the task"])
    #expect(log.written.map(\.reference.name) == ["count"])
  }

  @Test func outsideAnyBindingNothingIsBound() {
    #expect(RuntimeIssue.handler == nil)
    #expect(SharedWriteLog.current == nil)
    #expect(SharedOverlay.current == nil)
  }

  @Test func aResetOverlayForgetsWhatWasWrittenAndStartsFromItsNewBase() {
    let count = Shared(0, name: "count")
    let overlay = SharedOverlay(base: [:])
    overlay.bind { count.value = 5 }
    #expect(overlay.changedReferences.map(\.name) == ["count"])
    overlay.reset(base: [:])
    #expect(overlay.changedReferences.isEmpty)
    #expect(overlay.changes.isEmpty)
    #expect(overlay.bind { count.value } == 0)
  }
}
