import Arch
import SampleFeature

/// ``GroceryReducer`` with one deliberate bug, so the README can show what exploring finds: a load
/// adds the server's items to the list instead of replacing it, so loading twice lists them twice.
struct AppendingGroceryReducer: Reducer {
  func reduce(_ state: inout GroceryState, event: GroceryEvent) {
    let before = state.items
    GroceryReducer().reduce(&state, event: event)
    if case .itemsDidLoad(let items) = event { state.items = before + items }  // the bug
  }
}
