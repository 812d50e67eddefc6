import Arch
import ArchTestSupport
import ArchTesting

/// Draws parity scripts from a seed: the same seed always gives the same script.
struct ScriptGenerator {
  private var random: SplitMix64

  init(seed: UInt64) { random = SplitMix64(seed: seed) }

  private mutating func below(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }

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
