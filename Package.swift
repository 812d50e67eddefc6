// swift-tools-version: 6.2
import PackageDescription

// ArchTesting has no package dependencies, by promise: only the modules the Swift toolchain ships.
//
// Layering, enforced by the module boundaries:
//
//   ArchLocking                     the lock the runtime and the harness share (no product)
//   Arch          ← ArchLocking     the runtime an app ships
//   ArchDiff      ← ArchLocking     dumps, diffs, expectNoDifference, the failure reporter (not Arch)
//   ArchSnapshots ← ArchDiff, ArchLocking   file and inline snapshots and their review (not Arch)
//   ArchTesting   ← Arch, ArchDiff, ArchSnapshots (re-exported, so `import ArchTesting` is enough)
//
// Each module has its own folder under Sources/ and its own test target under Tests/. Only the
// test-side modules (ArchDiff, ArchSnapshots, ArchTesting) may import XCTest or Testing; code an
// app ships (ArchLocking, Arch, the samples) imports neither, which `Scripts/check-imports` (run by
// .ci/run) checks.
let package = Package(
  name: "ArchTesting",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "Arch", targets: ["Arch"]),
    .library(name: "ArchTesting", targets: ["ArchTesting"]),
    .library(name: "ArchDiff", targets: ["ArchDiff"]),
    .library(name: "ArchSnapshots", targets: ["ArchSnapshots"]),
    .executable(name: "snapshots", targets: ["SnapshotReview"]),
  ],
  targets: [
    // The lock shared by the runtime and the harness; only `package` declarations.
    .target(name: "ArchLocking"),
    // The one stable hash (64-bit FNV-1a) of fingerprints, control names and snapshot file names.
    .target(name: "ArchHashing"),
    // The runtime an app ships: effects, features, the view description and the Store.
    .target(name: "Arch", dependencies: ["ArchLocking", "ArchHashing"]),
    // Dumps, value and text diffs, expectNoDifference/expectDifference and the failure reporter.
    .target(name: "ArchDiff", dependencies: ["ArchLocking"]),
    // File and inline snapshots, their strategies and the review logic of the `snapshots` tool.
    .target(name: "ArchSnapshots", dependencies: ["ArchDiff", "ArchLocking", "ArchHashing"]),
    // The test harness: TestStore, clocks, executors, layer testers, explore, styles, `.view()`.
    .target(name: "ArchTesting", dependencies: ["Arch", "ArchDiff", "ArchSnapshots", "ArchLocking"]),
    // The teaching sample: a grocery list split into Presenter, Reducer and ViewBuilder.
    .target(name: "SampleFeature", dependencies: ["Arch"]),
    // A multi-screen example of composition: rows, an editor sheet, a timed detail screen, an alert.
    .target(name: "MeetingsExample", dependencies: ["Arch"]),
    // TCA's SyncUps app as a TCA user ports it: a list over a shared file, a stack, a timed recording.
    .target(name: "SyncUpsExample", dependencies: ["Arch"]),
    // Executable targets that are no product run by target name: `swift run sample-app`.
    .executableTarget(
      name: "sample-app", dependencies: ["SampleFeature", "Arch"], path: "Sources/SampleApp"),
    // Run with `swift run -c release arch-bench`.
    .executableTarget(
      name: "arch-bench",
      dependencies: ["ArchTesting", "Arch", "ArchLocking", "SampleFeature", "ExploreZoo"],
      path: "Sources/ArchBenchmarks"),
    .executableTarget(name: "SnapshotReview", dependencies: ["ArchSnapshots"]),
    // What only tests use: the parity driver, shared fixtures, the issue-capturing helper.
    // Small features with one planted bug each, shared by explore's tests and `bench explore_find`.
    .target(name: "ExploreZoo", dependencies: ["ArchTesting", "Arch"], path: "Tests/ExploreZoo"),
    .target(name: "ArchTestSupport", dependencies: ["ArchTesting", "Arch"], path: "Tests/ArchTestSupport"),
    .testTarget(name: "ArchTests", dependencies: ["ArchLocking", "Arch", "ArchTesting", "ArchTestSupport"]),
    .testTarget(name: "ArchDiffTests", dependencies: ["ArchDiff", "Arch", "ArchTestSupport"]),
    .testTarget(
      name: "ArchSnapshotsTests",
      dependencies: ["ArchSnapshots", "ArchDiff", "ArchLocking", "Arch", "ArchTestSupport"]),
    .testTarget(
      name: "ArchTestingTests",
      dependencies: [
        "ArchLocking", "ArchDiff", "ArchSnapshots", "ArchTesting", "Arch", "ArchTestSupport", "ExploreZoo",
      ]),
    // Tests `explore` printed, generated from real runs, compiled and run as printed.
    .testTarget(name: "ExploreReproductionTests", dependencies: ["ArchTesting", "Arch"]),
    // Its recorded session (a bug report's file) is read from the source tree, not bundled.
    .testTarget(
      name: "SampleFeatureTests", dependencies: ["SampleFeature", "ArchTesting", "Arch"],
      exclude: ["SessionReplay/Fixtures"]),
    .testTarget(
      name: "MeetingsExampleTests",
      dependencies: ["MeetingsExample", "ArchTesting", "Arch", "ArchTestSupport"]),
    // Mirrors TCA's SyncUps test files, each no longer than its TCA counterpart.
    .testTarget(name: "SyncUpsExampleTests", dependencies: ["SyncUpsExample", "ArchTesting", "Arch"]),
    .testTarget(name: "StyleExamplesTests", dependencies: ["ArchLocking", "ArchTesting", "Arch"]),
    // Default MainActor isolation (SE-0466, Xcode 26's template for new apps): the README's first
    // feature in a MainActor-default target (with the README's `nonisolated` note), tested from a
    // MainActor-default and a nonisolated test target, and unchanged in a nonisolated target (a link to
    // SampleFeatureTests/FirstFeature) tested from a MainActor-default one with the samples, explore,
    // snapshots, sessions and an `@Observable` model.
    .target(
      name: "MainActorFeature", dependencies: ["Arch"], path: "Tests/MainActorDefault/MainActorFeature",
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    .target(
      name: "NonisolatedFeature", dependencies: ["Arch"], path: "Tests/MainActorDefault/NonisolatedFeature"),
    .testTarget(
      name: "MainActorFeatureTests", dependencies: ["MainActorFeature", "ArchTesting", "Arch"],
      path: "Tests/MainActorDefault/MainActorFeatureTests",
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    .testTarget(
      name: "MainActorFeatureNonisolatedTests", dependencies: ["MainActorFeature", "ArchTesting", "Arch"],
      path: "Tests/MainActorDefault/MainActorFeatureNonisolatedTests"),
    .testTarget(
      name: "NonisolatedFeatureMainActorTests",
      dependencies: ["NonisolatedFeature", "SampleFeature", "MeetingsExample", "ArchTesting", "Arch"],
      path: "Tests/MainActorDefault/NonisolatedFeatureMainActorTests",
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    // The grocery sample, the meetings example and the seed styles: their own sources (links to their
    // folders) compiled with default MainActor isolation, tested from MainActor-default test targets.
    .target(
      name: "MainActorSampleFeature", dependencies: ["Arch"],
      path: "Tests/MainActorDefault/MainActorSampleFeature",
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    .target(
      name: "MainActorMeetingsExample", dependencies: ["Arch"],
      path: "Tests/MainActorDefault/MainActorMeetingsExample",
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    // The samples' own test files (links), which import these copies when MAIN_ACTOR_SAMPLES is set.
    .testTarget(
      name: "SampleFeatureMainActorTests", dependencies: ["MainActorSampleFeature", "ArchTesting", "Arch"],
      path: "Tests/MainActorDefault/SampleFeatureMainActorTests",
      swiftSettings: [.defaultIsolation(MainActor.self), .define("MAIN_ACTOR_SAMPLES")]),
    .testTarget(
      name: "MeetingsExampleMainActorTests",
      dependencies: ["MainActorMeetingsExample", "ArchTesting", "Arch", "ArchTestSupport"],
      path: "Tests/MainActorDefault/MeetingsExampleMainActorTests",
      swiftSettings: [.defaultIsolation(MainActor.self), .define("MAIN_ACTOR_SAMPLES")]),
    .testTarget(
      name: "StyleExamplesMainActorTests", dependencies: ["ArchLocking", "ArchTesting", "Arch"],
      path: "Tests/MainActorDefault/StyleExamplesMainActorTests",
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    // Every documented shape of a feature, whose types must be inferred: compiling it is the check.
    .testTarget(name: "TypeInferenceTests", dependencies: ["ArchTesting", "Arch"]),
    // A consumer's app module (public types, a global `public let` of each kind of feature) and its
    // tests, which import only `ArchTesting` and the app modules: what the README promises a newcomer.
    .target(name: "ConsumerApp", dependencies: ["Arch"], path: "Tests/ConsumerApp"),
    .testTarget(name: "ConsumerTests", dependencies: ["ConsumerApp", "SampleFeature", "ArchTesting"]),
  ],
  swiftLanguageModes: [.v6]
)
