import Arch
import Foundation

/// Which runs an exploration makes: the budget's runs from the base seed, or exactly one run when a
/// seed is pinned, by the `seed:` argument or the `ARCH_EXPLORE_SEED` environment variable.
enum ExploreSeed {
  /// The base seed of unpinned explorations: fixed, so a test explores the same runs every time
  /// and passes or fails the same way on every machine.
  static let base: UInt64 = 0x5EED

  /// The seeds of the runs to make, or a message when the environment variable is not a seed.
  static func runSeeds(
    pinned: UInt64?, runs: Int, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Result<[UInt64], ExploreSeedError> {
    if let pinned { return .success([pinned]) }
    if let text = environment[ExploreMessages.seedVariable] {
      guard let seed = UInt64(text.trimmingCharacters(in: .whitespaces)) else {
        return .failure(ExploreSeedError(message: ExploreMessages.badSeedVariable(text)))
      }
      return .success([seed])
    }
    return .success((0..<runs).map { SplitMix64.seed(ofRun: $0, from: base) })
  }
}

struct ExploreSeedError: Error {
  var message: String
}
