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

    @OptionGroup var canvas: CanvasOptions

    func run() throws {
        try reportingErrors {
            Watchdog.arm(seconds: try input.limits().timeout, file: input.scene == "-" ? "<stdin>" : input.scene)
            var scene = try input.load()
            scene.overrides = canvas.overrides
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
