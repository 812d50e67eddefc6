import Arch
import ArchTesting

/// The zoo's planted bugs, each explored the way a user would: the buggy variant, the defaults.
///
/// Shared by the minimality test (the shortest sequence each bug shrinks to) and `bench
/// explore_find` (how long the defaults take to find each).
package enum ZooBug: String, CaseIterable, Sendable {
  case staleSearch, doubleSubmit, selectionDelete, lingeringTimer, couponCart, debouncedNote, retryCounter
  case draftArchive, uploadThenDelete

  /// The number of steps of the shortest sequence that shows the bug.
  package var minimumSteps: Int {
    switch self {
    case .staleSearch: 3  // type "a", type "", move the clock
    case .doubleSubmit: 3  // tap "Place order" twice, move the clock
    case .selectionDelete: 2  // select the last row, delete it
    case .lingeringTimer: 3  // open, close, move the clock
    case .couponCart: 3  // add, apply the coupon, remove
    case .debouncedNote: 2  // type into "Note", tap "Close" before the save is due
    case .retryCounter: 3  // tap "Load" offline, toggle "Offline", tap "Load"
    case .draftArchive: 5  // "New draft", "Settings", toggle "Back up drafts", "Done", "Archive"
    case .uploadThenDelete: 3  // "Upload", "Delete", move the clock with the delete's effect first
    }
  }

  /// Explores the buggy variant; `seed` pins the base seed, `nil` keeps the default.
  package func explore(seed: UInt64? = nil, budget: ExploreBudget = .default) async -> ExploreResult {
    switch self {
    case .staleSearch:
      await ArchTesting.explore(
        StaleSearch.feature(fixed: false), initialState: StaleSearch.State(), environment: { $0 },
        view: StaleSearch.View(), invariants: StaleSearch.invariants, budget: budget, seed: seed)
    case .doubleSubmit:
      await ArchTesting.explore(
        DoubleSubmit.feature(), initialState: DoubleSubmit.State(), environment: { $0 },
        view: DoubleSubmit.View(fixed: false), invariants: DoubleSubmit.invariants, budget: budget, seed: seed
      )
    case .selectionDelete:
      await ArchTesting.explore(
        SelectionDelete.feature(fixed: false), initialState: SelectionDelete.State(items: ["Milk"]),
        environment: { _ in () }, view: SelectionDelete.View(), invariants: SelectionDelete.invariants,
        budget: budget, seed: seed)
    case .lingeringTimer:
      await ArchTesting.explore(
        LingeringTimer.feature(fixed: false), initialState: LingeringTimer.State(),
        environment: { $0 }, view: LingeringTimer.View(), budget: budget, seed: seed)
    case .couponCart:
      await ArchTesting.explore(
        CouponCart.feature(fixed: false), initialState: CouponCart.State(), environment: { _ in () },
        actions: CouponCart.generators, invariants: CouponCart.invariants, budget: budget, seed: seed)
    case .debouncedNote:
      await ArchTesting.explore(
        DebouncedNote.feature(fixed: false), initialState: DebouncedNote.State(), environment: { $0 },
        view: DebouncedNote.View(), invariants: DebouncedNote.invariants, budget: budget, seed: seed)
    case .retryCounter:
      await ArchTesting.explore(
        RetryCounter.feature(fixed: false), initialState: RetryCounter.State(), environment: { _ in () },
        view: RetryCounter.View(), invariants: RetryCounter.invariants, budget: budget, seed: seed)
    case .draftArchive:
      await ArchTesting.explore(
        DraftArchive.feature(fixed: false), initialState: DraftArchive.State(), environment: { _ in () },
        view: DraftArchive.View(), invariants: DraftArchive.invariants, budget: budget, seed: seed)
    case .uploadThenDelete:
      await ArchTesting.explore(
        UploadThenDelete.feature(fixed: false), initialState: UploadThenDelete.State(), environment: { $0 },
        view: UploadThenDelete.View(), invariants: UploadThenDelete.invariants, budget: budget, seed: seed)
    }
  }
}
