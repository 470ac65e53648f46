import ArgumentParser
import EaselScene
import Foundation

/// `easel render … --accessibility tree.yaml --accessibility-overlay review.png`:
/// what VoiceOver would read, beside the image.
struct AccessibilityOutputs: ParsableArguments {
    @Option(name: .customLong("accessibility"),
            help: "Also write the accessibility tree (what VoiceOver reads, in order, with frames) as YAML to this file.")
    var tree: String?

    @Option(name: .customLong("accessibility-overlay"),
            help: "Also write a PNG numbering each accessibility element in reading order over the image, with a legend.")
    var overlay: String?

    /// The files to write and their bytes; nothing when neither option is given.
    func render(input: SceneInput, overrides: CanvasOverrides) throws -> [(String, Data)] {
        guard tree != nil || overlay != nil else { return [] }
        var scene = try input.load()
        scene.overrides = overrides
        let renderer = SceneRenderer(try scene.build(), limits: scene.limits)
        var out: [(String, Data)] = []
        if let tree { out.append((tree, Data(try renderer.accessibilityYAML().utf8))) }
        if let overlay { out.append((overlay, try renderer.accessibilityOverlayPNG())) }
        return out
    }
}
