// `make bench`: speed figures measured side by side in one run (medians of
// several runs after a warm-up). Timings live here, never in unit tests.
import Foundation
let peerScenes = URL(fileURLWithPath: "Benchmarks/peers/scenes")
if let i = CommandLine.arguments.firstIndex(of: "--peers") {
    // Benchmarks/peers/run.sh: only the pet-voting images, as JSON lines.
    let runs = CommandLine.arguments.dropFirst(i + 1).first.flatMap(Int.init) ?? 51
    try PeerBench.printJSON(directory: peerScenes, runs: runs)
    exit(0)
}
if let i = CommandLine.arguments.firstIndex(of: "--charts") {
    // Benchmarks/charts/run.sh: the four peer charts, as JSON lines: --charts DATA_DIR [RUNS]
    let rest = Array(CommandLine.arguments.dropFirst(i + 1))
    try ChartBench.printJSON(scenes: URL(fileURLWithPath: "Benchmarks/charts/scenes"), data: URL(fileURLWithPath: rest.first ?? "."),
                             runs: rest.dropFirst().first.flatMap(Int.init) ?? 21)
    exit(0)
}
if let i = CommandLine.arguments.firstIndex(of: "--chart-profile") {
    // One peer chart's warm loop for `perf record -g`: --chart-profile NAME DATA_DIR [N] [svg]
    let args = Array(CommandLine.arguments.dropFirst(i + 1))
    try ChartBench.profile(args.first ?? "scatter", scenes: URL(fileURLWithPath: "Benchmarks/charts/scenes"),
                           data: URL(fileURLWithPath: args.dropFirst().first ?? "."),
                           runs: args.dropFirst(2).first.flatMap(Int.init) ?? 500, format: args.contains("svg") ? .svg : .png)
    exit(0)
}
if let i = CommandLine.arguments.firstIndex(of: "--profile") {
    // A warm PNG loop of one pet-voting image to run under `perf record -g`:
    // --profile KIND [N] [small | svg | pdf]
    let args = Array(CommandLine.arguments.dropFirst(i + 1))
    try PeerBench.profile(args.first ?? "leaderboard", in: peerScenes, runs: args.dropFirst().first.flatMap(Int.init) ?? 2000,
                          compression: args.contains("small") ? .small : .fast,
                          format: args.contains("svg") ? .svg : args.contains("pdf") ? .pdf : .png)
    exit(0)
}
// `EaselBenchmarks --layout [shapes stacks nested distinct custom chain] [VIEWS …]`:
// only the layout figures, for profiling layout alone (all trees when none is
// named; 1,000, 10,000 and 100,000 views when no number is given).
if let i = CommandLine.arguments.firstIndex(of: "--layout") {
    let args = CommandLine.arguments.dropFirst(i + 1)
    runLayoutBenchmarks(only: args.filter { Int($0) == nil }, sizes: args.compactMap { Int($0) })
    exit(0)
}
if let i = CommandLine.arguments.firstIndex(of: "--batch") {
    // `easel batch` with 1 and 2 jobs in alternating rounds: --batch [CARDS] [ROUNDS]
    let rest = CommandLine.arguments.dropFirst(i + 1).compactMap { Int($0) }
    runBatchBenchmark(cards: rest.first ?? 500, rounds: rest.dropFirst().first ?? 5)
    exit(0)
}
if CommandLine.arguments.contains("--controls") {
    // Only the control figures, for pairs of runs when tuning control drawing.
    try runControlBenchmarks()
    exit(0)
}
runLayoutBenchmarks()
try runRenderBenchmarks()
try runControlBenchmarks()
try PeerBench.printReport(directory: peerScenes, runs: 21)
runCompareBenchmarks()
runCLIBenchmarks()
runTextBenchmarks()
