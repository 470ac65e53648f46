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
        abstract: "Render the #Preview and PreviewProvider previews of one Swift file to PNG.",
        discussion: """
            The file must belong to a Swift package that depends on Easel (with the Previews trait for #Preview). \
            The first run builds the package's previews in .build/easel-preview (minutes); later runs rebuild only \
            what changed. With one preview (or --name), -o names the PNG; with several, -o is a folder.
            """
    )

    @Argument(help: "A Swift file of a library target, such as Sources/Feature/ProfileCard.swift.")
    var file: String

    @Option(help: "Only the preview with this name (its #Preview name or image name).")
    var name: String?

    @Option(name: .shortAndLong, help: "The PNG to write (one preview), or a folder (several). Default: print the cached images' paths.")
    var output: String?

    @Option(help: "The target the file belongs to (default: the folder under Sources/).")
    var target: String?

    @Flag(help: "Render again whenever a Swift file of the target changes; stop with Ctrl-C.")
    var watch = false

    @Option(help: "Seconds between checks for changes with --watch.")
    var interval: Double = 0.5

    func validate() throws {
        guard file.hasSuffix(".swift") else { throw ValidationError("\(file): easel preview takes a Swift source file") }
        guard FileManager.default.fileExists(atPath: file) else { throw ValidationError("\(file): no such file") }
        guard interval >= 0.05, interval <= 60 else { throw ValidationError("--interval must be between 0.05 and 60 seconds") }
    }

    func run() throws {
        let job = try PreviewJob(file: file, target: target, name: name, output: output)
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
}
