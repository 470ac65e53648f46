// swift-tools-version:6.1
// A package as an Easel user writes one: views with SwiftUI previews, both the
// `#Preview` macro (Easel's Previews trait) and PreviewProvider. They become images with
// `swift package --allow-writing-to-package-directory render-previews --target SampleViews --output Images`
// and golden-image tests with one line in Tests/SampleViewsTests.
// It depends on the Easel checkout two folders up, whose identity is that folder's name.
import PackageDescription
import Foundation

let easel = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL
let easelID = easel.lastPathComponent.lowercased()

let package = Package(
    name: "PreviewsSample",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: easel.path, traits: ["Previews"])],
    targets: [
        .target(name: "SampleViews", dependencies: [.product(name: "Easel", package: easelID)]),
        .testTarget(name: "SampleViewsTests", dependencies: [
            "SampleViews", .product(name: "EaselTesting", package: easelID),
        ], exclude: ["PreviewVariants.json"]),
    ],
    swiftLanguageModes: [.v5]
)
