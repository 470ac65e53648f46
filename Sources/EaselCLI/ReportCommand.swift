import ArgumentParser
import Foundation
import EaselImageDiff

/// `easel report ARTIFACTS_DIR -o report.html`: every snapshot failure left under an
/// artifacts folder, on one self-contained page to review before re-recording.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write an HTML page reviewing every snapshot failure in an artifacts folder.",
        discussion: """
        Reads the *.failure.json records that failing snapshot assertions leave (by default \
        under .artifacts/snapshots/) with their expected, actual and diff images, and writes \
        one HTML file with the images inlined: side by side, with a slider and a blink \
        comparison, the pixel statistics and the render-environment differences. Exit codes: \
        0 written (also when there are no failures), 1 a record could not be read or the page \
        could not be written, 2 bad usage.
        """
    )

    @Argument(help: "The artifacts folder, e.g. .artifacts/snapshots.")
    var artifacts: String

    @Option(name: [.short, .customLong("output")], help: "The HTML file to write.")
    var output: String = "report.html"

    func run() throws {
        let folder = URL(fileURLWithPath: artifacts, isDirectory: true)
        let target = URL(fileURLWithPath: output)
        let count: Int
        do {
            count = try SnapshotReport.write(from: folder, to: target)
        } catch let error as SnapshotReport.ReportError {
            throw CLIFailure("easel report: \(error.description)", code: .failure)
        } catch {
            throw CLIFailure("easel report: cannot write \(output): \(error)", code: .failure)
        }
        print("\(count) snapshot failure\(count == 1 ? "" : "s") → \(target.path)")
    }
}
