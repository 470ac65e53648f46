import SwiftUI
import ConsumerScreens

// On Linux, renders the profile screen full screen on an iPhone 15 Pro to the path given.
#if os(Linux)
let output = CommandLine.arguments.dropFirst().first ?? "profile.png"
let renderer = ImageRenderer(content: ProfileScreen(model: ProfileModel(name: "Ada Lovelace", followers: 1815)))
renderer.device = .iPhone15Pro
renderer.scale = 1
do {
    try renderer.write(to: URL(fileURLWithPath: output))
} catch {
    FileHandle.standardError.write(Data("consumer-render: \(error)\n".utf8))
    exit(1)
}
#endif
