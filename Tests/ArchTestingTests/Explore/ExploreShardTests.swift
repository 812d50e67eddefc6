import Arch
import ExploreZoo
import Testing

@testable import ArchTesting

/// `ARCH_EXPLORE_SHARD=k/n` and `ExploreBudget.shard` split an exploration into disjoint shards.
struct ExploreShardTests {
  @Test func theShardsOfOneBaseSeedShareNoRun() {
    let seeds = ExploreShard.all(4).map { ExploreSeed.runSeeds(from: 7, runs: 100, shard: $0) }
    #expect(Set(seeds.joined()).count == 400)
    #expect(
      seeds[0]
        == Array(
          ExploreSeed.runSeeds(from: 7, runs: 400).enumerated().filter { $0.offset % 4 == 0 }.map(\.element)))
  }

  /// An exhaustive search splits its frontier by a digest of each state that every process computes
  /// alike: a dictionary's entries count as sorted, whatever order its storage keeps them in.
  @Test func aStateBelongsToOneShardByItsFingerprint() {
    var inserted: [String: Int] = [:]
    var reserved: [String: Int] = [:]
    reserved.reserveCapacity(64)
    let names = ["milk", "eggs", "bread", "tea", "rice", "salt"]
    for (index, name) in names.enumerated() { inserted[name] = index }
    for (index, name) in names.enumerated().reversed() { reserved[name] = index }
    let deadline = [TestClock.Instant(offset: .seconds(1))]
    func fingerprint(_ state: [String: Int], now: Duration = .zero) -> UInt64 {
      ExhaustiveFingerprint.of(
        state: state, now: TestClock.Instant(offset: now), deadlines: deadline, effectsStartedBy: ["load"])
    }
    #expect(fingerprint(inserted) == fingerprint(reserved))
    #expect(fingerprint(inserted) != fingerprint(inserted, now: .milliseconds(1)))
    #expect(fingerprint(inserted) == 0x63F4_F926_DBD2_25EB)
    let fingerprints = (0..<1_000).map { fingerprint(["count": $0]) }
    for count in [1, 3, 8] {
      let owners = fingerprints.map { digest in
        ExploreShard.all(count).filter { $0.owns(fingerprint: digest) }
      }
      #expect(owners.allSatisfy { $0.count == 1 })
      #expect(Set(owners.map { $0.first?.index }).count == count)
    }
  }

  @Test func theVariableNamesAShard() {
    #expect(
      (try? ExploreShard.fromEnvironment(["ARCH_EXPLORE_SHARD": "2/8"]).get()) == ExploreShard.all(8)[1])
    #expect((try? ExploreShard.fromEnvironment([:]).get()) == .some(nil))
  }

  @Test(arguments: ["0/8", "9/8", "2", "a/b", "2/8/1", ""])
  func anInvalidValueIsReported(_ value: String) {
    guard case .failure(let error) = ExploreShard.fromEnvironment(["ARCH_EXPLORE_SHARD": value]) else {
      Issue.record("\(value) was taken as a shard")
      return
    }
    #expect(
      error.message == """
        ARCH_EXPLORE_SHARD=\(value.debugDescription) is not a shard: write k/n, the shard k of n \
        (1 ≤ k ≤ n), such as 2/8.
        """)
  }

  /// The article's example: the shards of a fixed feature, run in parallel, each passes.
  @Test(arguments: ExploreShard.all(4))
  func eachShardExploresItsRuns(shard: ExploreShard) async {
    var budget = ExploreBudget.default
    budget.shard = shard
    await explore(
      CouponCart.feature(fixed: true), initialState: CouponCart.State(), environment: { _ in () },
      actions: CouponCart.generators, invariants: CouponCart.invariants, budget: budget)
  }

  /// Parameterized shards: Swift Testing runs them in parallel; each reports which runs it made.
  @Test(arguments: ExploreShard.all(4))
  func eachShardPrintsItsRuns(shard: ExploreShard) async throws {
    var budget = ExploreBudget(runs: 20, maximumSteps: 10)
    budget.shard = shard
    var result: ExploreResult?
    await withKnownIssue {
      result = await explore(
        CouponCart.feature(fixed: false), initialState: CouponCart.State(), environment: { _ in () },
        actions: CouponCart.generators, invariants: CouponCart.invariants, budget: budget, seed: 3)
    }
    let first = shard.index
    let run = try #require(result?.failure?.run)
    #expect(
      result?.failure?.message.contains(
        "Run \(run + 1) of this shard's 20 (number \(first + 4 * run) of the base seed's) failed at step")
        == true)
    #expect(
      result?.failure?.message.contains(
        """
        Replay exactly this exploration with `seed: 3` and the budget's shard \(shard), or \
        ARCH_EXPLORE_SEED=3 ARCH_EXPLORE_SHARD=\(shard).
        """) == true)
    #expect(
      result?.failure?.message.hasSuffix(
        """
        This is shard \(shard) (ARCH_EXPLORE_SHARD=\(shard)): its runs are numbers \(first), \
        \(first + 4), \(first + 8), …, one in every 4 of the base seed's.
        """) == true)
    #expect(shard.description == "\(shard.index)/4")
  }
}
