runDumpBenchmarks()
