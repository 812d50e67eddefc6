import ArchTesting

/// Draws parity scripts from a seed: the same seed always gives the same script.
struct ScriptGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  /// SplitMix64: small, fast and good enough to spread scripts over the moves.
  private mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  private mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  mutating func script(length: ClosedRange<Int> = 1...14) -> [ParityMove<ParityLab.Action>] {
    let count = length.lowerBound + below(length.count)
    var sends = 0
    return (0..<count).map { _ in
      switch below(10) {
      case 0..<5:
        sends += 1
        return .send(ParityLab.Action.allCases[below(ParityLab.Action.allCases.count)])
      case 5..<9:
        return .advance(.milliseconds(500 * below(9)))
      default:
        return .cancel(sendIndex: sends == 0 ? 0 : below(sends))
      }
    }
  }
}
