import ArgumentParser
import EaselScene
import Foundation

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of the scene format (for editor completion and validation)."
    )

    func run() throws {
        FileHandle.standardOutput.write(try SceneSchema.json())
    }
}
