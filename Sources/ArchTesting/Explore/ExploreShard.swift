import Foundation

/// One of `count` disjoint parts of an exploration: shard `index` (from 1) makes the budget's runs
/// from the run numbers `index - 1`, `index - 1 + count`, `index - 1 + 2 × count`, … of the base
/// seed, so `count` shards explore `count` times the runs, none twice.
///
/// An exhaustive search splits its frontier instead: each distinct state goes to one shard, by a
/// digest of it that every process computes alike.
///
/// Set it on the budget, or set `ARCH_EXPLORE_SHARD=2/8` (a CI matrix job each); the budget's wins.
/// Parameterized over ``all(_:)``, Swift Testing runs the shards in parallel, across cores:
///
/// ```swift
/// @Test(arguments: ExploreShard.all(8))
/// func checkoutKeepsItsPromises(shard: ExploreShard) async {
///   var budget = ExploreBudget.default
///   budget.shard = shard
///   await explore(BlankName.Exploration.self, budget: budget)
/// }
/// ```
public struct ExploreShard: Sendable, Equatable, CustomStringConvertible {
  /// Which shard this is, from 1 to ``count``.
  ///
  /// ```swift
  /// ExploreShard.all(8)[1].index  // 2
  /// ```
  public let index: Int
  /// How many shards the exploration is split into.
  ///
  /// ```swift
  /// ExploreShard.all(8)[0].count  // 8
  /// ```
  public let count: Int

  /// Every shard of an exploration split `count` ways, `1/count` to `count/count`.
  ///
  /// ```swift
  /// @Test(arguments: ExploreShard.all(4)) func explores(shard: ExploreShard) async { … }
  /// ```
  public static func all(_ count: Int) -> [ExploreShard] {
    precondition(count > 0, "an exploration splits into at least one shard")
    return (1...count).map { ExploreShard(index: $0, count: count) }
  }

  /// `2/8`: how `ARCH_EXPLORE_SHARD` writes it, and how a parameterized test names its case.
  ///
  /// ```swift
  /// ExploreShard.all(8)[1].description  // "2/8"
  /// ```
  public var description: String { "\(index)/\(count)" }

  /// Whether this shard explores the distinct state with `fingerprint`: each state is one shard's,
  /// the same in every process.
  func owns(fingerprint: UInt64) -> Bool { fingerprint % UInt64(count) == UInt64(index - 1) }

  /// The numbers of the runs this shard makes, out of all the shards' runs.
  func runNumbers(runs: Int) -> [Int] { (0..<runs).map { index - 1 + $0 * count } }

  /// The shard `ARCH_EXPLORE_SHARD` names, `nil` when it is not set, or the message saying why its
  /// value is not a shard.
  static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Result<ExploreShard?, ExploreSeedError> {
    guard let text = environment[ExploreMessages.shardVariable]?.trimmingCharacters(in: .whitespaces) else {
      return .success(nil)
    }
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), 1 <= index, index <= count
    else {
      return .failure(ExploreSeedError(message: ExploreMessages.badShardVariable(text)))
    }
    return .success(ExploreShard(index: index, count: count))
  }
}
