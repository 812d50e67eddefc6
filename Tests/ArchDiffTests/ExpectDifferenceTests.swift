import ArchTestSupport
import Testing

@testable import ArchDiff

private struct Tally: Equatable {
  var count = 0
  var label = "clicks"
}

/// Holds a value across the operations the tests run, like a model under test would.
private final class Box<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}

@Suite struct ExpectDifferenceTests {
  @Test func matchingChangePasses() {
    let counter = Box(Tally())
    expectIssues([]) {
      expectDifference(counter.value) {
        counter.value.count += 1
      } assert: {
        $0.count = 1
      }
    }
  }

  @Test func differentChangeIsReportedWithTheDiff() {
    let counter = Box(Tally())
    expectIssues([
      """
      expectDifference failed: the value did not change as described

        Tally(
      −   count: 1,
      +   count: 2,
          label: "clicks"
        )

      Expected: −, Actual: +
      """
    ]) {
      expectDifference(counter.value) {
        counter.value.count += 2
      } assert: {
        $0.count = 1
      }
    }
  }

  @Test func unchangedValueIsReported() {
    let counter = Box(Tally())
    let issues = withIssueCapture {
      expectDifference(counter.value, "tap") {
      } assert: {
        $0.label = "taps"
      }
    }
    #expect(
      issues.first?.message.hasPrefix(
        "expectDifference failed: the operation did not change the value: tap\n\n") == true)
  }

  @Test func changeNotDescribedIsReported() {
    let counter = Box(Tally())
    let issues = withIssueCapture {
      expectDifference(counter.value) {
        counter.value.count = 5
      } assert: { _ in
      }
    }
    #expect(
      issues.first?.message.hasPrefix(
        "expectDifference failed: the value changed, but the expectation describes no change\n\n") == true)
  }

  @Test func asynchronousOperationIsAwaited() async {
    let counter = Box(Tally())
    let issues = await withIssueCapture {
      await expectDifference(counter.value) {
        await Task { counter.value.count = 3 }.value
      } assert: {
        $0.count = 4
      }
    }
    #expect(issues.first?.message.contains("−   count: 4,\n+   count: 3,") == true)
  }
}

@Suite struct ExpectDifferenceNoChangeTests {
  /// As custom-dump's #149: an operation that changes nothing fails, even with nothing described.
  @Test func anOperationThatChangesNothingFails() {
    let counter = Box(Tally())
    expectIssues([
      """
      expectDifference failed: the operation did not change the value

      The value is the same before and after the operation, so there is nothing to describe. To \
      check that an operation leaves a value unchanged, compare it with expectNoDifference.
      """
    ]) {
      expectDifference(counter.value) {
      } assert: { _ in
      }
    }
  }
}
