import ArchTesting
import ExploreZoo
import SampleFeature

/// `explore_exhaustive_<subject>`: distinct states per second of an exhaustive exploration (every
/// distinct state within a depth, breadth first) of the grocery sample and two zoo features, each
/// clean (its fixed variant), median of three searches; `n` is the distinct states it reached.
///
/// Each also prints the steps its runs took (replayed or new), and their number per transition.
///
/// Run alone with `arch-bench explore_exhaustive`; `ARCH_EXPLORE_SHARD=k/n` makes each search one
/// shard of the frontier.
enum ExploreExhaustiveBenchmarks {
  static func run() async {
    await measure("explore_exhaustive_grocery") {
      await ExploreBenchmarks.exploreGroceries(storage: { .inMemory() }, budget: .exhaustive(depth: 4))
    }
    await measure("explore_exhaustive_draft_archive") {
      await explore(
        DraftArchive.feature(fixed: true), initialState: DraftArchive.State(), environment: { _ in () },
        view: DraftArchive.View(), invariants: DraftArchive.invariants, budget: .exhaustive(depth: 8))
    }
    await measure("explore_exhaustive_upload_then_delete") {
      await explore(
        UploadThenDelete.feature(fixed: true), initialState: UploadThenDelete.State(), environment: { $0 },
        view: UploadThenDelete.View(), invariants: UploadThenDelete.invariants, budget: .exhaustive(depth: 5))
    }
  }

  private static func measure(_ figure: String, _ search: () async -> ExploreResult) async {
    guard isSelected(figure) else { return }
    var samples: [Double] = []
    var certificate: ExploreCertificate?
    var steps = 0
    for _ in 0..<3 {
      samples.append(
        await asyncMilliseconds {
          let result = await search()
          precondition(result.failure == nil, "\(figure) explores a correct feature")
          certificate = result.certificate
          steps = result.steps
        })
    }
    let states = certificate?.distinctStates ?? 0
    let median = report(figure, n: states, samples: samples)
    print("rate \(figure) = \(Int(Double(states) / median * 1_000)) distinct states/s")
    if let certificate {
      print("certificate \(figure): \(certificate)")
      // Replays and steps from a state at rest together: what the search's time goes into.
      let perTransition = (Double(steps) / Double(max(certificate.transitions, 1)) * 10).rounded() / 10
      print("steps \(figure) = \(steps) steps taken, \(perTransition) per transition")
    }
  }
}
