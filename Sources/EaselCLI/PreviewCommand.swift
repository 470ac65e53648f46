import ArgumentParser
import Foundation

/// `easel preview Sources/Feature/ProfileCard.swift [--name Dark] -o card.png [--watch]`:
/// the previews of one Swift file as PNG, without Xcode. It runs the package's own
/// `render-previews` plugin (which builds a runner in the package's .build folder,
/// incrementally after the first time) with that file as its filter, then copies
/// the image(s) where `-o` says.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Render the #Preview and PreviewProvider previews of one Swift file to PNG, SVG or PDF.",
        discussion: """
            The file must belong to a Swift package that depends on Easel (with the Previews trait for #Preview). \
            The first run builds the package's previews in .build/easel-preview (minutes); later runs rebuild only \
            what changed. With one preview (or --name), -o names the file; with several, -o is a folder. \
            The format is --format, else the extension of -o, else PNG.
            """
    )

    @Argument(help: "A Swift file of a library target, such as Sources/Feature/ProfileCard.swift.")
    var file: String

    @Option(help: "Only the preview with this name (its #Preview name or image name).")
    var name: String?

    @Option(name: .shortAndLong, help: "The file to write (one preview), or a folder (several). Default: print the cached images' paths.")
    var output: String?

    @Option(help: "png, svg or pdf (default: the extension of -o, else png).")
    var format: String?

    @Option(help: "The target the file belongs to (default: the folder under Sources/).")
    var target: String?

    @Flag(help: "Render again whenever a Swift file of the target changes; stop with Ctrl-C.")
    var watch = false

    @Option(help: "Seconds between checks for changes with --watch.")
    var interval: Double = 0.5

    func validate() throws {
        guard file.hasSuffix(".swift") else { throw ValidationError("\(file): easel preview takes a Swift source file") }
        guard FileManager.default.fileExists(atPath: file) else { throw ValidationError("\(file): no such file") }
        if let format, !Self.formats.contains(format) {
            throw ValidationError("--format \(format): the formats are \(Self.formats.joined(separator: ", "))")
        }
        guard interval >= 0.05, interval <= 60 else { throw ValidationError("--interval must be between 0.05 and 60 seconds") }
    }

    func run() throws {
        let job = try PreviewJob(file: file, target: target, name: name, output: output, format: chosenFormat)
        guard watch else { try job.run(); return }
        var stop = sigset_t()
        sigemptyset(&stop)
        for sig in [SIGTERM, SIGINT] { signal(sig, SIG_DFL); sigaddset(&stop, sig) }
        pthread_sigmask(SIG_UNBLOCK, &stop, nil)
        var stamp = job.sourceStamp()
        while true {
            do { try job.run() } catch { FileHandle.standardError.write(Data("error: \(error)\n".utf8)) }
            print("watching \(job.targetDirectory.path) for changes (Ctrl-C stops)")
            fflush(stdout)
            while job.sourceStamp() == stamp { Thread.sleep(forTimeInterval: interval) }
            stamp = job.sourceStamp()
        }
    }

    static let formats = ["png", "svg", "pdf"]

    /// `--format`, else `-o card.svg`'s extension when it is one of the formats, else PNG.
    var chosenFormat: String {
        if let format { return format }
        let ext = output.map { URL(fileURLWithPath: $0).pathExtension.lowercased() } ?? ""
        return Self.formats.contains(ext) ? ext : "png"
    }
}
