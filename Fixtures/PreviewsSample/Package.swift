// swift-tools-version:6.1
// A package as an Easel user writes one: views with SwiftUI previews, rendered by
// `swift package --allow-writing-to-package-directory render-previews --target SampleViews --output Images`.
// It depends on the Easel checkout two folders up, whose identity is that folder's name.
import PackageDescription
import Foundation

let easel = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL

let package = Package(
    name: "PreviewsSample",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: easel.path)],
    targets: [
        .target(name: "SampleViews", dependencies: [.product(name: "Easel", package: easel.lastPathComponent.lowercased())]),
    ],
    swiftLanguageModes: [.v5]
)
