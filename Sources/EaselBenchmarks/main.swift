// `make bench`: speed figures measured side by side in one run (medians of
// several runs after a warm-up). Timings live here, never in unit tests.
runLayoutBenchmarks()
try runRenderBenchmarks()
try runControlBenchmarks()
runCompareBenchmarks()
runCLIBenchmarks()
runTextBenchmarks()
