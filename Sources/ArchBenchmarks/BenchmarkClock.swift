/// Times `body` `repetitions` times and prints `bench <figure> n=<size> median_ms=<value>`.
///
/// Returns the median in milliseconds, so figures measured in one run can be compared as ratios.
@discardableResult
func measure(
  _ figure: String, n: Int, repetitions: Int = 5, _ body: () async -> Void
) async -> Double {
  var samples: [Double] = []
  let clock = ContinuousClock()
  for _ in 0..<repetitions {
    let elapsed = await clock.measure { await body() }
    samples.append(Double(elapsed.components.seconds) * 1000
      + Double(elapsed.components.attoseconds) / 1e15)
  }
  let median = samples.sorted()[samples.count / 2]
  print("bench \(figure) n=\(n) median_ms=\(String(format3: median))")
  return median
}

extension String {
  /// A number with three decimals, without Foundation's formatters.
  init(format3 value: Double) {
    let thousandths = Int((value * 1000).rounded())
    let fraction = String(abs(thousandths % 1000))
    self = "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}
