// swift-tools-version: 6.0
import PackageDescription

// ArchTesting has no package dependencies, by promise: only the modules the Swift toolchain ships.
let package = Package(
  name: "ArchTesting",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "Arch", targets: ["Arch"]),
    .library(name: "ArchTesting", targets: ["ArchTesting"]),
    .library(name: "SampleFeature", targets: ["SampleFeature"]),
    .library(name: "MeetingsExample", targets: ["MeetingsExample"]),
    .executable(name: "sample-app", targets: ["SampleApp"]),
    .executable(name: "arch-bench", targets: ["ArchBenchmarks"]),
    .executable(name: "snapshots", targets: ["SnapshotReview"]),
  ],
  targets: [
    // The runtime an app ships: effects, features, the view description and the Store.
    .target(name: "Arch"),
    // The test harness: dumps and diffs, the failure reporter, TestStore, layer testers, snapshots.
    .target(name: "ArchTesting", dependencies: ["Arch"]),
    // The teaching sample: a grocery list split into Presenter, Reducer and ViewBuilder.
    .target(name: "SampleFeature", dependencies: ["Arch"]),
    // A multi-screen example of composition: rows, an editor sheet, a timed detail screen, an alert.
    .target(name: "MeetingsExample", dependencies: ["Arch"]),
    .executableTarget(name: "SampleApp", dependencies: ["SampleFeature", "Arch"]),
    .executableTarget(name: "ArchBenchmarks", dependencies: ["ArchTesting", "Arch", "SampleFeature"]),
    .executableTarget(name: "SnapshotReview", dependencies: ["ArchTesting"]),
    .testTarget(name: "ArchTests", dependencies: ["Arch", "ArchTesting"]),
    .testTarget(name: "ArchTestingTests", dependencies: ["ArchTesting", "Arch"]),
    .testTarget(name: "SampleFeatureTests", dependencies: ["SampleFeature", "ArchTesting", "Arch"]),
    .testTarget(name: "MeetingsExampleTests", dependencies: ["MeetingsExample", "ArchTesting", "Arch"]),
    .testTarget(name: "StyleExamplesTests", dependencies: ["ArchTesting", "Arch"]),
    // Every documented shape of a feature, whose types must be inferred: compiling it is the check.
    .testTarget(name: "TypeInferenceTests", dependencies: ["ArchTesting", "Arch"]),
  ],
  swiftLanguageModes: [.v6]
)
