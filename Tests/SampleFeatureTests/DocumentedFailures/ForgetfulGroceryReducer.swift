import Arch
import SampleFeature

/// ``GroceryReducer`` with one deliberate bug, so the tutorial can show a real failure: when loading
/// starts again, it forgets to clear the problem the last attempt left.
struct ForgetfulGroceryReducer: Reducer {
  func reduce(_ state: inout GroceryState, event: GroceryEvent) {
    let problem = state.problem
    GroceryReducer().reduce(&state, event: event)
    if event == .loadingDidStart { state.problem = problem }  // the bug
  }
}
