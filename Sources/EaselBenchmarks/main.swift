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
// `--only layout,cli,text`: just those groups (to compare two builds quickly).
let only = CommandLine.arguments.firstIndex(of: "--only").flatMap { i in
    CommandLine.arguments.dropFirst(i + 1).first.map { Set($0.split(separator: ",").map(String.init)) }
}
func wanted(_ group: String) -> Bool { only?.contains(group) ?? true }
if wanted("layout") { runLayoutBenchmarks() }
if wanted("render") { try runRenderBenchmarks() }
if wanted("controls") { try runControlBenchmarks() }
if wanted("peers") { try PeerBench.printReport(directory: peerScenes, runs: 21) }
if wanted("compare") { runCompareBenchmarks() }
if wanted("cli") { runCLIBenchmarks() }
if wanted("text") { runTextBenchmarks() }
