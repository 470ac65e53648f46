import ArgumentParser
import EaselScene
import Foundation

/// `--limit` and `--timeout`, shared by every command that renders scenes.
struct LimitOptions: ParsableArguments {
    @Option(name: .customLong("limit"), help: ArgumentHelp("Raises or lowers one limit, e.g. --limit maxLoopIterations=500000 (see the README's limits). Repeatable.",
                                                          valueName: "name=value"))
    var limitAssignments: [String] = []

    @Option(help: ArgumentHelp("Seconds one render may take before it is stopped with an error (0: no deadline; default 60).", valueName: "seconds"))
    var timeout: Double?

    /// The default limits with --limit and --timeout applied.
    func limits() throws -> SceneLimits {
        var l = SceneLimits.default
        for a in limitAssignments { try l.set(a) }
        if let timeout {
            guard timeout.isFinite, timeout >= 0 else {
                throw SceneError(file: "--timeout", location: nil, keyPath: "", message: "expected a finite number of seconds ≥ 0 (0: no deadline), got \(timeout)")
            }
            l.timeout = timeout
        }
        return l
    }
}
