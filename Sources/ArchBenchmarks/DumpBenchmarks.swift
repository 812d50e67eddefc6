import ArchTesting
import Foundation

/// Dump and diff figures for an app-like state of `n` items (issue 3, item 6).
func runDumpBenchmarks() {
  for size in [1_000, 10_000, 100_000] {
    let repetitions = size >= 100_000 ? 1 : 3
    let state = BenchState(size: size)
    let identifiedChange = state.changingOneItem()
    let plainState = PlainBenchState(state)
    let plainChange = PlainBenchState(state.changingEveryTenthItem())
    measure("dump", n: size, repetitions: repetitions) { _ = valueDump(state) }
    measure("diff_one_change_identifiable", n: size, repetitions: repetitions) {
      _ = valueDiff(state, identifiedChange)
    }
    measure("diff_10pct_changed_not_identifiable", n: size, repetitions: repetitions) {
      _ = valueDiff(plainState, plainChange)
    }
    // Insertions shift every element, so the arrays must be aligned: by id, or by dumped content.
    let identifiedInsert = state.insertingAtFront()
    measure("diff_insert_front_identifiable", n: size, repetitions: repetitions) {
      _ = valueDiff(state, identifiedInsert)
    }
    let plainInsert = PlainBenchState(identifiedInsert)
    measure("diff_insert_front_not_identifiable", n: size, repetitions: repetitions) {
      _ = valueDiff(plainState, plainInsert)
    }
  }
}

struct BenchItem: Equatable, Identifiable {
  struct Detail: Equatable {
    var rating: Int
    var isFavorite: Bool
  }
  var id: Int
  var title: String
  var note: String
  var tags: [String]
  var detail: Detail
}

enum BenchPhase: Equatable {
  case idle
  case loaded(count: Int, message: String)
}

struct BenchState: Equatable {
  var userName = "ann"
  var counter = 42
  var isLoading = false
  var progress = 0.5
  var items: [BenchItem]
  var prices: [String: Double]
  var phase = BenchPhase.loaded(count: 3, message: "ready")

  init(size: Int) {
    items = (0..<size).map { index in
      BenchItem(
        id: index, title: "Item \(index)", note: "note for \(index)", tags: ["a\(index % 7)", "b", "c"],
        detail: .init(rating: index % 5, isFavorite: index % 2 == 0))
    }
    prices = Dictionary(uniqueKeysWithValues: (0..<size / 10).map { ("sku-\($0)", Double($0) / 4) })
  }

  func changingOneItem() -> BenchState {
    var copy = self
    copy.items[items.count / 2].title = "Changed"
    return copy
  }

  func insertingAtFront() -> BenchState {
    var copy = self
    let new = BenchItem(
      id: -1, title: "New", note: "", tags: [], detail: .init(rating: 0, isFavorite: false))
    copy.items.insert(new, at: 0)
    return copy
  }

  func changingEveryTenthItem() -> BenchState {
    var copy = self
    for index in stride(from: 0, to: items.count, by: 10) { copy.items[index].detail.rating = -1 }
    return copy
  }
}

/// The same state with items that are not `Identifiable`, so arrays are aligned by content.
struct PlainBenchState: Equatable {
  struct PlainItem: Equatable {
    var id: Int
    var title: String
    var note: String
    var tags: [String]
    var detail: BenchItem.Detail
  }
  var userName: String
  var counter: Int
  var items: [PlainItem]
  var prices: [String: Double]
  var phase: BenchPhase

  init(_ state: BenchState) {
    userName = state.userName
    counter = state.counter
    items = state.items.map {
      PlainItem(id: $0.id, title: $0.title, note: $0.note, tags: $0.tags, detail: $0.detail)
    }
    prices = state.prices
    phase = state.phase
  }
}
