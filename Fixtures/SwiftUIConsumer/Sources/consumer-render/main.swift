import SwiftUI
import ConsumerScreens

// On Linux, renders the profile screen full screen on an iPhone 15 Pro to the path given,
// with the profile read from YAML (Yams) as the app would.
#if os(Linux)
let output = CommandLine.arguments.dropFirst().first ?? "profile.png"
do {
    let file = try ProfileFile(yaml: "name: Ada Lovelace\nfollowers: 1815\n")
    let renderer = ImageRenderer(content: ProfileScreen(model: ProfileModel(file: file)))
    renderer.device = .iPhone15Pro
    renderer.scale = 1
    try renderer.write(to: URL(fileURLWithPath: output))
} catch {
    FileHandle.standardError.write(Data("consumer-render: \(error)\n".utf8))
    exit(1)
}
#endif
