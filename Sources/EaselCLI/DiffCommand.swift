import ArgumentParser
import Foundation
import Easel
import EaselImageDiff

/// `easel diff A.png B.png`: the snapshot tests' comparator on two files, for CI
/// scripts and for looking at a failure by hand.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images the way Easel's snapshot tests do.",
        discussion: """
        Pixels differ when their YIQ colour distance exceeds the threshold; pixels that \
        look like anti-aliasing are not counted. Exit codes: 0 the images match (within \
        the tolerances), 1 they differ, 2 an input could not be read or written.
        """
    )

    @Argument(help: "The expected (golden) PNG.")
    var expected: String

    @Argument(help: "The actual PNG.")
    var actual: String

    @Option(name: [.short, .customLong("output")], help: "Write a diff image here: red where pixels differ, yellow for anti-aliasing.")
    var output: String?

    @Option(help: "Per-pixel colour threshold, 0 (strict) to 1.")
    var threshold: Double = ImageDiffOptions.default.threshold

    @Option(help: "Differing pixels tolerated.")
    var maxDiffPixels: Int = 0

    @Option(help: "Differing pixels tolerated, as a fraction (0–1) of all pixels.")
    var maxDiffPixelRatio: Double = 0

    @Flag(help: "Count anti-aliased pixels as differences too.")
    var includeAntiAliasing = false

    func validate() throws {
        guard (0...1).contains(threshold) else { throw ValidationError("--threshold must be between 0 and 1.") }
        guard maxDiffPixels >= 0 else { throw ValidationError("--max-diff-pixels must not be negative.") }
        guard (0...1).contains(maxDiffPixelRatio) else { throw ValidationError("--max-diff-pixel-ratio must be between 0 and 1.") }
    }

    func run() throws {
        let a = try load(expected), b = try load(actual)
        let options = ImageDiffOptions(threshold: threshold, includeAntiAliasing: includeAntiAliasing,
                                       maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio)
        let difference = ImageComparator.compare(expected: a, actual: b, options: options,
                                                 makeDiffImage: output != nil)
        if let output, let image = difference.diffImage {
            do {
                try PNGCodec.encode(image, compression: .fast).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                fail("cannot write \(output): \(error)")
            }
        }
        if ImageComparator.identical(a, b) {
            print("Identical pixels (\(a.width)×\(a.height)).")
        } else if difference.isWithinTolerance {
            print("Match within tolerance: \(difference.summary)")
        } else {
            print(difference.summary)
            throw ExitCode(1)
        }
    }

    private func load(_ path: String) throws -> RasterImage {
        guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
        do { return try PNGCodec.decode(data) } catch { fail("\(path): \(error)") }
    }

    /// Input and output problems exit 2, apart from "the images differ" (1).
    private func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("easel diff: \(message)\n".utf8))
        Foundation.exit(2)
    }
}
