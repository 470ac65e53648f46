import ArgumentParser
import EaselScene
import Foundation

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of the scene format (for editor completion and validation)."
    )

    @Flag(help: "Print every view, modifier and style with its arguments as Markdown tables instead (docs/scene-reference.md).")
    var markdown = false

    func run() throws {
        FileHandle.standardOutput.write(markdown ? Data(SceneReference.markdown().utf8) : try SceneSchema.json())
    }
}
