import ArchTesting
import Foundation

/// The file of tests `explore` printed for the buggy zoo features, generated from real runs.
///
/// `Generated/ExploredReproductions.swift` holds them exactly as printed, compiled into this target,
/// where they run on the fixed variants. `ReproductionTests` checks the file byte for byte against
/// what `explore` prints now; with `ARCH_EXPLORE_RECORD=1` it rewrites the file instead:
///
///     ARCH_EXPLORE_RECORD=1 swift test --filter ExploreReproductionTests
enum GeneratedReproductions {
  static let recordVariable = "ARCH_EXPLORE_RECORD"

  static var fileURL: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Generated/ExploredReproductions.swift")
  }

  /// The explorations whose printed tests the file holds, in its order.
  static let explorations: [@Sendable () async -> ExploreResult] = [
    { await explore(SelectAll.Exploration.self) },
    { await explore(BlankName.Exploration.self) },
    { await explore(StaleRefresh.Exploration.self) },
    { await explore(EggTimer.Exploration.self) },
    { await explore(InstantSync.Exploration.self) },
  ]

  /// The file's text as `explore` prints the tests now: each exploration run on the buggy variants,
  /// the failure it reports captured.
  static func printedNow() async -> String {
    var tests: [String] = []
    for exploration in explorations {
      var result: ExploreResult?
      _ = await withIssueCapture { result = await ZooVariant.buggy { await exploration() } }
      tests.append((result?.failure?.test ?? ["// explore found no failure"]).joined(separator: "\n"))
    }
    return header + tests.joined(separator: "\n\n") + "\n"
  }

  private static let header = """
    // Generated from real `explore` runs on the buggy zoo features by GeneratedReproductions: do not
    // edit. Regenerate with: ARCH_EXPLORE_RECORD=1 swift test --filter ExploreReproductionTests
    // As plain tests they run on the fixed variants, where they pass.

    import ArchTesting
    import Testing


    """
}
