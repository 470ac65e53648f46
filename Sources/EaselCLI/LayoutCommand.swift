import ArgumentParser
import EaselScene
import Foundation

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the laid-out view tree: each view's type and frame (x, y, width, height in points)."
    )

    @OptionGroup var input: SceneInput

    @Flag(help: "Print JSON (type, frame, id, children) instead of text.")
    var json = false

    @Option(help: "Width in points offered to the body (overrides the canvas).")
    var width: Double?

    @Option(help: "Height in points offered to the body (overrides the canvas).")
    var height: Double?

    func run() throws {
        try reportingErrors {
            var scene = try input.load()
            scene.overrides.width = width
            scene.overrides.height = height
            let renderer = SceneRenderer(try scene.build(), limits: scene.limits)
            if json {
                var data = try renderer.layoutJSON()
                data.append(0x0A)
                FileHandle.standardOutput.write(data)
            } else {
                FileHandle.standardOutput.write(Data(renderer.layoutDescription().utf8))
            }
        }
    }
}
