import Foundation

/// Runs `operation` `repetitions` times and prints the median as
/// `bench <figure> n=<size> median_ms=<value>`; returns the median in milliseconds.
///
/// `BENCH_FILTER=<text>` skips the figures whose name does not contain the text (returns 0).
@discardableResult
func measure(_ figure: String, n: Int, repetitions: Int, _ operation: () -> Void) -> Double {
  guard isSelected(figure) else { return 0 }
  return report(figure, n: n, samples: (0..<repetitions).map { _ in milliseconds(operation) })
}

/// Runs `harness` and `bare` alternately, `rounds` times, and prints both medians and their ratio.
func compareInterleaved(
  _ figure: String, _ harness: () async -> Void, bare bareFigure: String, _ bare: () async -> Void, n: Int,
  rounds: Int
) async {
  guard isSelected(figure) else { return }
  var harnessSamples: [Double] = []
  var bareSamples: [Double] = []
  for _ in 0..<rounds {
    harnessSamples.append(await asyncMilliseconds(harness))
    bareSamples.append(await asyncMilliseconds(bare))
  }
  let harnessMedian = report(figure, n: n, samples: harnessSamples)
  let bareMedian = report(bareFigure, n: n, samples: bareSamples)
  print("ratio \(figure)/\(bareFigure) = \(String(format: "%.2f", harnessMedian / bareMedian))")
}

/// Prints the median of `samples` (milliseconds) as one `bench` line and returns it.
@discardableResult
func report(_ figure: String, n: Int, samples: some Collection<Double>) -> Double {
  let sorted = samples.sorted()
  let median = sorted[sorted.count / 2]
  print("bench \(figure) n=\(n) median_ms=\(String(format: "%.3f", median))")
  return median
}

/// How long `body` took, in milliseconds.
func milliseconds(_ body: () -> Void) -> Double {
  ContinuousClock().measure(body).milliseconds
}

/// How long the asynchronous `body` took, in milliseconds.
func asyncMilliseconds(_ body: () async -> Void) async -> Double {
  let start = ContinuousClock.now
  await body()
  return (ContinuousClock.now - start).milliseconds
}

/// Whether `BENCH_FILTER` lets `figure` run.
func isSelected(_ figure: String) -> Bool {
  guard let filter = ProcessInfo.processInfo.environment["BENCH_FILTER"] else { return true }
  return figure.contains(filter)
}

extension Duration {
  /// This duration in milliseconds, with fractions.
  var milliseconds: Double {
    Double(components.seconds) * 1_000 + Double(components.attoseconds) / 1e15
  }
}
