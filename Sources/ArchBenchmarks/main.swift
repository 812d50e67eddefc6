// arch-bench: ArchTesting's benchmarks. Each figure prints one line,
// `bench <figure> n=<size> median_ms=<value>`; compare figures of one run as ratios.
// Pass group names (`dump`, `snapshots`, `teststore`, `models`, `explore`, `explore_exhaustive`,
// `record`) to run only those groups, and
// `BENCH_FILTER=<text>` to run only the figures whose name contains the text.

let groups = Set(CommandLine.arguments.dropFirst())
func wants(_ group: String) -> Bool { groups.isEmpty || groups.contains(group) }

if wants("dump") { runDumpBenchmarks() }
if wants("snapshots") { runSnapshotBenchmarks() }
if wants("teststore") {
  await TestStoreBenchmarks.run()
  await ReplayBenchmarks.run()
}
if wants("models") { await ModelChangeBenchmarks.run() }
if wants("explore") {
  await ExploreBenchmarks.run()
} else if groups.contains("explore_exhaustive") {
  await ExploreExhaustiveBenchmarks.run()
}
if wants("record") { RecordBenchmarks.run() }
