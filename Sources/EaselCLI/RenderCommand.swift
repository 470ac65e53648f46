import ArgumentParser
import EaselScene
import Foundation

struct RenderCommand: ParsableCommand {
    /// `_superCommandName` is read only when this command is parsed as the root,
    /// which `EaselCommand.renderParsedAlone` alone does: it skips ArgumentParser's
    /// check for `--generate-completion-script`, which reflects over two more
    /// command types (a conformance scan each). Such a request fails this parse and
    /// goes to the root, which answers it as before.
    static let configuration = CommandConfiguration(
        commandName: "render",
        _superCommandName: "easel",
        abstract: "Render a scene file to \(OutputFormat.titleList).",
        discussion: "An existing output is replaced only once the new image is complete; on any error it is left untouched."
    )

    @OptionGroup var input: SceneInput

    @Option(name: .shortAndLong, help: "The output file, or - for standard output.")
    var output: String

    @Option(help: "\(OutputFormat.nameList) (default: from the output's extension; png for standard output).")
    var format: String?

    @OptionGroup var canvas: CanvasOptions

    @Flag(help: "Outline every view's frame over the image, like a layout inspector.")
    var debug = false

    @OptionGroup var accessibility: AccessibilityOutputs

    func run() throws {
        let format = try OutputFormat.choose(self.format, output: output)
        try reportingErrors {
            let (data, warnings) = try RenderCommand.render(input: input, format: format, overrides: canvas.overrides, debug: debug)
            // Every output is made before any is written: an error leaves all of them untouched.
            let extra = try accessibility.render(input: input, overrides: canvas.overrides)
            try OutputDestination(output).write(data)
            for (path, bytes) in extra { try OutputDestination(path).write(bytes) }
            printWarnings(warnings, file: input.scene)
        }
    }

    static func render(input: SceneInput, format: OutputFormat, overrides: CanvasOverrides, debug: Bool) throws -> (Data, [String]) {
        Watchdog.arm(seconds: try input.limits().timeout, file: input.scene == "-" ? "<stdin>" : input.scene)
        var scene = try input.load()
        scene.overrides = overrides
        var renderer = SceneRenderer(try scene.build(), limits: scene.limits)
        renderer.debugOverlay = debug
        return try renderer.renderWithWarnings(format)
    }
}

/// Warnings go to standard error, after the file they are about, as errors do.
func printWarnings(_ warnings: [String], file: String) {
    // A warning already located in the scene ("file:line:column: warning: …") is printed as it is.
    for w in warnings {
        let line = w.hasPrefix(file + ":") ? w : "\(file): warning: \(w)"
        FileHandle.standardError.write(Data("\(line)\n".utf8))
    }
}
