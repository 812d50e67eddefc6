import ArchTesting
import ExploreZoo

/// `explore_find_<bug>`: how long `explore` with its defaults takes to find, shrink and report
/// each bug of the zoo (``ZooBug``), median of five explorations; `n` is how many runs it took
/// (the failing one included).
enum ExploreFindBenchmarks {
  static func run() async {
    for bug in ZooBug.allCases {
      let figure = "explore_find_\(bug.rawValue)"
      guard isSelected(figure) else { continue }
      var samples: [Double] = []
      var run = 0
      for _ in 0..<5 {
        samples.append(
          await asyncMilliseconds {
            var result: ExploreResult?
            // The failure is the point: captured, so the benchmark prints only its figures.
            _ = await withIssueCapture { result = await bug.explore() }
            precondition(result?.failure != nil, "explore should find the \(bug.rawValue) bug")
            run = (result?.failure?.run ?? -1) + 1
          })
      }
      report(figure, n: run, samples: samples)
    }
  }
}
