print("placeholder")
runSnapshotBenchmarks()
