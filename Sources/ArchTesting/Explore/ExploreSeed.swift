import Arch
import Foundation

/// Where an exploration's runs come from: a base seed, from which each run's seed is derived, so
/// the same base seed replays the whole exploration.
///
/// It is the `seed:` argument, else the
/// `ARCH_EXPLORE_SEED` environment variable (a number, or `random` for a new one each time), else a
/// fixed one.
enum ExploreSeed {
  /// The base seed of unpinned explorations: fixed, so a test explores the same runs every time
  /// and passes or fails the same way on every machine.
  static let base: UInt64 = 0x5EED

  /// The value of `ARCH_EXPLORE_SEED` that draws a new base seed for every exploration.
  static let randomValue = "random"

  /// The base seed to explore from, or a message when the environment variable is not a seed.
  static func baseSeed(
    pinned: UInt64?, environment: [String: String] = ProcessInfo.processInfo.environment,
    random: () -> UInt64 = { UInt64.random(in: .min ... .max) }
  ) -> Result<UInt64, ExploreSeedError> {
    if let pinned { return .success(pinned) }
    guard let text = environment[ExploreMessages.seedVariable]?.trimmingCharacters(in: .whitespaces) else {
      return .success(base)
    }
    if text == randomValue { return .success(random()) }
    guard let seed = UInt64(text) else {
      return .failure(ExploreSeedError(message: ExploreMessages.badSeedVariable(text)))
    }
    return .success(seed)
  }

  /// The seeds of the `runs` runs explored from `base`.
  static func runSeeds(from base: UInt64, runs: Int) -> [UInt64] {
    (0..<runs).map { SplitMix64.seed(ofRun: $0, from: base) }
  }

  /// The seeds of `shard`'s runs: the run numbers it owns, so no two shards share one.
  static func runSeeds(from base: UInt64, runs: Int, shard: ExploreShard) -> [UInt64] {
    shard.runNumbers(runs: runs).map { SplitMix64.seed(ofRun: $0, from: base) }
  }
}

struct ExploreSeedError: Error {
  var message: String
}
