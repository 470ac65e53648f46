// swift-tools-version:6.1
// An app's views as a package: Apple's SwiftUI on Apple platforms, Easel's on Linux,
// through one platform-conditioned dependency and no edit to the `import SwiftUI` files.
// Built and checked by Tests/consumer/build-consumer.sh. It depends on the Easel checkout
// two folders up, whose package identity is that folder's name (`Easel` in a clone
// named so, which is what the dependency line in Easel's documentation shows).
import PackageDescription
import Foundation

let easel = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL
let easelIdentity = easel.lastPathComponent.lowercased()

let package = Package(
    name: "SwiftUIConsumer",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(path: easel.path),
        // An app's own YAML dependency: Yams has `#if canImport(Combine)` code, which must
        // not see Easel's Combine module (build-consumer.sh builds that module first).
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        .target(name: "ConsumerScreens", dependencies: [
            .product(name: "SwiftUI", package: easelIdentity, condition: .when(platforms: [.linux])),
            .product(name: "Yams", package: "Yams"),
        ]),
        // Renders the screens to PNG on Linux (Easel's ImageRenderer is SwiftUI's there).
        .executableTarget(name: "consumer-render", dependencies: [
            "ConsumerScreens",
            .product(name: "SwiftUI", package: easelIdentity, condition: .when(platforms: [.linux])),
        ]),
    ],
    swiftLanguageModes: [.v5]
)
