import ArgumentParser
import EaselScene
import Foundation

struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Render a scene, then render it again whenever it, its data, fonts or images change.",
        discussion: "Errors are printed and watching goes on; stop with Ctrl-C. Files are polled (no extra dependencies)."
    )

    @OptionGroup var input: SceneInput

    @Option(name: .shortAndLong, help: "The output file.")
    var output: String

    @Option(help: "\(OutputFormat.nameList) (default: from the output's extension).")
    var format: String?

    @OptionGroup var canvas: CanvasOptions

    @Option(help: "Seconds between checks for changes.")
    var interval: Double = 0.3

    @Flag(help: "Outline every view's frame over the image.")
    var debug = false

    func validate() throws {
        guard interval >= 0.05, interval <= 60 else { throw ValidationError("--interval must be between 0.05 and 60 seconds") }
        if input.scene == "-" { throw ValidationError("watch needs a scene file, not standard input") }
        if output == "-" { throw ValidationError("watch writes a file; standard output cannot be re-rendered") }
    }

    func run() throws {
        let format = try OutputFormat.choose(self.format, output: output)
        // A parent that ignores these (test runners, some supervisors) must not leave an unkillable watcher.
        var stop = sigset_t()
        sigemptyset(&stop)
        for sig in [SIGTERM, SIGINT] { signal(sig, SIG_DFL); sigaddset(&stop, sig) }
        pthread_sigmask(SIG_UNBLOCK, &stop, nil)
        var watched = FileWatcher(files: input.watchedFiles)
        while true {
            let start = Date()
            var extra: [URL] = []
            do {
                var scene = try input.load()
                scene.overrides = canvas.overrides
                let (debug, limits) = (self.debug, scene.limits)
                // A render past its deadline is abandoned and reported; watching goes on.
                let (built, data, warnings) = try Watchdog.bounded(seconds: limits.timeout, file: scene.file) { [scene] in
                    let built = try scene.build()
                    var renderer = SceneRenderer(built, limits: limits)
                    renderer.debugOverlay = debug
                    let (data, warnings) = try renderer.renderWithWarnings(format)
                    return (built, data, warnings)
                }
                extra = built.referencedFiles
                try OutputDestination(output).write(data)
                printWarnings(warnings, file: input.scene)
                let ms = Int(Date().timeIntervalSince(start) * 1000)
                FileHandle.standardError.write(Data("rendered \(output) in \(ms) ms\n".utf8))
            } catch let e as SceneError {
                FileHandle.standardError.write(Data((e.description + "\n").utf8))
            } catch let e as Watchdog.Timeout {
                FileHandle.standardError.write(Data((e.description + "\n").utf8))
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            }
            watched = FileWatcher(files: input.watchedFiles + extra)
            watched.waitForChange(interval: interval)
        }
    }
}

/// Notices changes to a set of files by polling their size and modification time.
struct FileWatcher {
    let files: [URL]
    private(set) var stamps: [String?]

    init(files: [URL]) {
        self.files = files
        stamps = files.map(FileWatcher.stamp)
    }

    static func stamp(_ url: URL) -> String? {
        guard let a = try? FileManager.default.attributesOfItem(atPath: url.path) else { return nil }
        let date = (a[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(a[.size] as? Int ?? -1)@\(date)"
    }

    func hasChanged() -> Bool { files.map(FileWatcher.stamp) != stamps }

    func waitForChange(interval: Double) {
        while !hasChanged() { Thread.sleep(forTimeInterval: interval) }
    }
}
