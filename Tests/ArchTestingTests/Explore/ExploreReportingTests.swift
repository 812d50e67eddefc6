import Arch
import ArchTesting
import ExploreZoo
import Testing

/// An exploration's failure lands at the line that called `explore`, in Swift Testing.
struct ExploreReportingSwiftTests {
  @Test func theFailureLandsAtTheExploreCall() async {
    let line = #line + 2
    await withKnownIssue {
      await explore(
        CouponCart.feature(fixed: false), initialState: CouponCart.State(), environment: { _ in () },
        actions: CouponCart.generators, invariants: CouponCart.invariants)
    } matching: { issue in
      issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
        && issue.comments.first?.rawValue.hasPrefix("explore found a failure") == true
    }
  }
}
