// arch-bench: ArchTesting's benchmarks. Each figure prints one line,
// `bench <figure> n=<size> median_ms=<value>`; compare figures of one run as ratios.
// Pass figure-group names (`teststore`, `snapshots`) to run only those groups.

let groups = Set(CommandLine.arguments.dropFirst())
func wants(_ group: String) -> Bool { groups.isEmpty || groups.contains(group) }

if wants("snapshots") { runSnapshotBenchmarks() }
if wants("teststore") { await TestStoreBenchmarks.run() }
