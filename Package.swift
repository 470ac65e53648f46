// swift-tools-version:6.1
import PackageDescription
import CompilerPluginSupport
import Foundation

// Each C library is a thin system-library target found by its own pkg-config
// name (freetype2, not freetype), so a missing one fails with a precise hint.
func system(_ name: String, _ pkg: String, apt: [String], brew: [String]) -> Target {
    .systemLibrary(name: name, pkgConfig: pkg, providers: [.apt(apt), .brew(brew)])
}

// Pango's own .pc files name gio-2.0 in Requires.private; SwiftPM follows it to
// gmodule-no-export-2.0, whose Cflags hold -pthread, and warns about that flag in
// every build, a consumer's too. Where Pango's headers are in /usr/include (Debian,
// Ubuntu), CPango reads Sources/CPango/pango-public.pc instead: Pango's folder and
// libraries plus its public requirements, none of which carry -pthread. SwiftPM
// takes an absolute path as a pkgConfig name but splits names at spaces, so a
// checkout path with a space, or another layout (Homebrew), keeps pangocairo.
let pangoPublicPC = Context.packageDirectory + "/Sources/CPango/pango-public.pc"
let pangoPkgConfig = !pangoPublicPC.contains(" ")
    && FileManager.default.fileExists(atPath: "/usr/include/pango-1.0/pango/pangocairo.h")
    ? pangoPublicPC : "pangocairo"

// `import SwiftUI`, `import Combine` and `import UIKit` on Linux: modules with Apple's
// names, in one product a package names with `condition: .when(platforms: [.linux])`.
// They are declared only where the manifest is evaluated on Linux: on macOS a module
// named Combine or SwiftUI in the build folder would come before the SDK's in every
// target's import path and shadow Apple's frameworks, Easel's own targets' too. There
// the product `SwiftUI` exists (a platform-conditioned dependency on it must still
// resolve) and is Easel alone, so nothing of Apple's is ever hidden.
#if os(Linux)
let appleNamedProducts: [Product] = [.library(name: "SwiftUI", targets: ["SwiftUI", "Combine", "UIKit", "_Testing_UIKit", "_Testing_CoreGraphics"])]
let appleNamedTargets: [Target] = [
    // OpenCombine under Apple's name, with its Dispatch and Foundation schedulers and
    // publishers (DispatchQueue and RunLoop as schedulers, Timer.publish, NotificationCenter's
    // and URLSession's publishers), which it spells as Apple does where Combine is absent.
    // Yams (5.0.1 and 6.2.2 alike) compiles `import protocol Combine.TopLevelDecoder` when a
    // module named Combine is in the build folder, and that import fails there: loading this
    // module loads OpenCombine, whose C helper module (COpenCombineHelpers) only OpenCombine's
    // dependents are told about ("missing required module 'COpenCombineHelpers'"). Every
    // target of a build shares one module folder, so whether Yams failed depended on which of
    // the two a build happened to compile first (a consumer that built its screens before
    // adding a Yams dependency failed every time). Depending on Yams makes the order part of
    // every build graph that contains this module, an app's too: Yams is compiled, without
    // the extension, before Combine exists. Tests/consumer/build-consumer.sh builds this
    // module first and then a target that uses Yams.
    .target(name: "Combine", dependencies: [
        .product(name: "OpenCombine", package: "OpenCombine"),
        .product(name: "OpenCombineDispatch", package: "OpenCombine"),
        .product(name: "OpenCombineFoundation", package: "OpenCombine"),
        .product(name: "Yams", package: "Yams"),
    ], path: "Sources/CombineShim"),
    // The part of UIKit SwiftUI screens reach for: UIScreen, UIFont, UIImage, UIBezierPath,
    // UIDevice, UIApplication, the UIView classes representables wrap.
    // swift-snapshot-testing compiles `#if canImport(UIKit)`/`canImport(SwiftUI)` code
    // for Apple platforms; every module shares one import path, so with that trait on
    // it must be compiled before these modules exist, or it would see them.
    .target(name: "UIKit", dependencies: [
        "Easel",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SwiftSnapshotTesting"])),
    ], path: "Sources/UIKitShim"),
    // `import SwiftUI`: Easel, Foundation (and FoundationNetworking), Combine and UIKit,
    // as Apple's SwiftUI re-exports them.
    .target(name: "SwiftUI", dependencies: ["Easel", "Combine", "UIKit", "_Testing_UIKit", "_Testing_CoreGraphics"],
            path: "Sources/SwiftUIShim"),
    // swift-testing asks for these cross-import overlays in any file importing Testing with
    // UIKit or CoreGraphics; Linux's toolchain names them but has none. Empty stand-ins.
    .target(name: "_Testing_UIKit", path: "Sources/TestingUIKitOverlay"),
    .target(name: "_Testing_CoreGraphics", path: "Sources/TestingCoreGraphicsOverlay"),
    // App screens as iOS developers write them, `import SwiftUI` unchanged.
    .testTarget(name: "SwiftUIImportTests", dependencies: ["SwiftUI", "EaselTesting"]),
    // An app target's asset catalog turned into Xcode's generated symbols by the AssetSymbols plugin.
    .testTarget(name: "AssetSymbolsTests", dependencies: ["SwiftUI", "AssetSymbolsGenerator"],
                resources: [.copy("Assets.xcassets")], plugins: ["AssetSymbols"]),
]
#else
let appleNamedProducts: [Product] = [.library(name: "SwiftUI", targets: ["Easel"])]
let appleNamedTargets: [Target] = []
#endif

let package = Package(
    name: "Easel",
    // Required by SwiftPM once a target has .lproj resources (EaselTextTests' strings tables).
    defaultLocalization: "en",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Easel", targets: ["Easel"]),
        .library(name: "EaselTesting", targets: ["EaselTesting"]),
        .library(name: "EaselSnapshotTesting", targets: ["EaselSnapshotTesting"]),
        .library(name: "EaselServe", targets: ["EaselServe"]),
        // Swift Charts' API (`import Charts`), drawn through Easel's views.
        .library(name: "Charts", targets: ["Charts"]),
        // `#Preview` and `@Previewable`; `import Easel` re-exports it under the Previews trait.
        .library(name: "EaselPreviews", targets: ["EaselPreviews"]),
        .executable(name: "easel", targets: ["EaselCLI"]),
        .plugin(name: "RenderPreviews", targets: ["RenderPreviews"]),
        // Xcode's generated asset symbols (`Color.brandPrimary`, `Image(.logo)`) from a target's .xcassets.
        .plugin(name: "AssetSymbols", targets: ["AssetSymbols"]),
    ] + appleNamedProducts,
    // The swift-snapshot-testing adapter is behind a trait, so a package that uses
    // Easel without it resolves none of that library's dependency tree.
    traits: [
        .trait(name: "SwiftSnapshotTesting",
               description: "Builds EaselSnapshotTesting, Easel's strategies for pointfree's swift-snapshot-testing."),
        // Hummingbird and SwiftNIO take minutes to build and most users never serve
        // HTTP, so `easel serve` and its server library exist only with this trait.
        .trait(name: "Serve",
               description: "Builds EaselServe and `easel serve`, an HTTP render server on Hummingbird 2."),
        // A macro needs swift-syntax, which a consumer's first build compiles for about
        // as long as Easel itself (measured, see PreviewMacros.md), so only packages
        // that write `#Preview` turn it on; PreviewProvider needs no trait.
        .trait(name: "Previews",
               description: "Adds the #Preview and @Previewable macros to `import Easel` (builds swift-syntax)."),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // Combine's API on Linux, re-exported by `import Easel` as SwiftUI re-exports Combine.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        // 600 to 603 all build with Swift 6.3; the newest is picked.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
    ],
    targets: [
        system("CCairo", "cairo", apt: ["libcairo2-dev"], brew: ["cairo"]),
        system("CFreeType", "freetype2", apt: ["libfreetype-dev"], brew: ["freetype"]),
        system("CHarfBuzz", "harfbuzz", apt: ["libharfbuzz-dev"], brew: ["harfbuzz"]),
        system("CFontconfig", "fontconfig", apt: ["libfontconfig-dev"], brew: ["fontconfig"]),
        system("CPango", pangoPkgConfig, apt: ["libpango1.0-dev"], brew: ["pango"]),
        system("CPNG", "libpng", apt: ["libpng-dev"], brew: ["libpng"]),
        system("CJPEG", "libjpeg", apt: ["libjpeg62-turbo-dev"], brew: ["jpeg-turbo"]),
        // libdeflate compresses Easel's PNGs (whole-buffer deflate, several times zlib's speed).
        system("CDeflate", "libdeflate", apt: ["libdeflate-dev"], brew: ["libdeflate"]),
        // ISA-L's igzip deflates `.fast` PNGs: about ten times libdeflate's speed on
        // UI images, for files about a quarter larger.
        system("CISAL", "libisal", apt: ["libisal-dev"], brew: ["isa-l"]),
        // libpng signals errors with longjmp; this C shim keeps setjmp on the C side.
        // It also holds the PNG writer: rows filtered in C, deflated by igzip or libdeflate.
        .target(name: "CEaselPNG", dependencies: ["CPNG", "CDeflate", "CISAL"]),
        // libjpeg's error_exit must not return; the same kind of shim for JPEG.
        .target(name: "CEaselJPEG", dependencies: ["CJPEG"]),
        // libpng + zlib's writer, the benchmarks' baseline: not part of the library.
        .target(name: "CEaselBenchPNG", dependencies: ["CPNG"]),

        // The layout core: views, modifiers, layout, display list. No C imports:
        // text is measured through the TextEngine protocol.
        .target(name: "EaselCore"),
        // `import CoreGraphics` on Linux: a module of that name re-exporting Foundation's CG types.
        .target(name: "CoreGraphics", path: "Sources/CoreGraphicsShim"),
        // The text engine: Pango over HarfBuzz, FreeType and fontconfig measures and
        // shapes paragraphs into glyph runs whose faces draw themselves on cairo
        // (EaselCairo's `CairoFontFace`), so the backend needs no link to the engine.
        // Fonts/: the faces Easel's defaults draw with and their licences (BundledFonts.swift).
        .target(name: "EaselText", dependencies: ["EaselCore", "EaselCairo", "CPango", "CCairo", "CHarfBuzz", "CFontconfig", "CFreeType"],
                resources: [.copy("Fonts")]),
        // Easel's own SVG writer: display list in, SVG out, nothing but the core.
        .target(name: "EaselSVG", dependencies: ["EaselCore"]),
        // The backend: Cairo drawing (glyph runs through the face handles they carry), PNG/JPEG
        // codecs, and the render-environment probe (library versions, font files).
        .target(name: "EaselCairo", dependencies: [
            "EaselCore", "CCairo", "CPango", "CFreeType", "CHarfBuzz", "CFontconfig", "CPNG", "CJPEG", "CEaselPNG", "CEaselJPEG",
        ]),
        // The #Preview expansion: a compiler plug-in run at build time (Sources/EaselPreviewMacros).
        .macro(name: "EaselPreviewMacros", dependencies: [
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax", condition: .when(traits: ["Previews"])),
            .product(name: "SwiftSyntaxBuilder", package: "swift-syntax", condition: .when(traits: ["Previews"])),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax", condition: .when(traits: ["Previews"])),
        ]),
        // The macro declarations; the types they expand to live in EaselCore/Previews.
        .target(name: "EaselPreviews", dependencies: [
            "EaselCore",
            .target(name: "EaselPreviewMacros", condition: .when(traits: ["Previews"])),
        ]),
        // `import Easel`: the whole public API plus ImageRenderer.
        .target(name: "Easel", dependencies: [
            "EaselCore", "EaselText", "EaselSVG", "EaselCairo",
            .target(name: "EaselPreviews", condition: .when(traits: ["Previews"])),
            .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux])),
            .target(name: "CoreGraphics", condition: .when(platforms: [.linux])),
        ]),
        // `import Charts`: Swift Charts' marks, scales, axes and legends as Easel views.
        .target(name: "Charts", dependencies: ["EaselCore"]),
        // The pixel comparator: no test frameworks, so the CLI can link it.
        .target(name: "EaselImageDiff", dependencies: ["EaselCore", "EaselCairo"]),
        .target(name: "EaselTesting", dependencies: ["Easel", "EaselImageDiff"]),
        .target(name: "EaselSnapshotTesting", dependencies: [
            "EaselTesting",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing",
                     condition: .when(traits: ["SwiftSnapshotTesting"])),
        ]),
        .target(name: "EaselScene", dependencies: ["Easel", "Charts", "Yams"]),
        .target(name: "EaselDemos", dependencies: ["Easel", "Charts"]),
        // The render server: routes, cache, render pool and ETags over EaselScene.
        .target(name: "EaselServe", dependencies: [
            "Easel", "EaselCairo", "EaselScene",
            .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Serve"])),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: .when(traits: ["Serve"])),
            .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Serve"])),
            .product(name: "HTTPTypes", package: "swift-http-types", condition: .when(traits: ["Serve"])),
        ]),
        .executableTarget(name: "EaselCLI", dependencies: [
            "Easel", "EaselScene", "EaselDemos", "EaselImageDiff", "EaselServe",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The libFuzzer target over parse → build → render; `make fuzz` builds it with -sanitize=fuzzer.
        .executableTarget(name: "EaselFuzz", dependencies: ["EaselScene"]),
        .executableTarget(name: "EaselBenchmarks", dependencies: ["Easel", "EaselDemos", "EaselImageDiff", "EaselScene", "CCairo", "CEaselBenchPNG"]),

        // `swift package render-previews`: every PreviewProvider of a target to PNG,
        // through a runner package generated in the plugin's work directory.
        .plugin(name: "RenderPreviews",
                capability: .command(intent: .custom(verb: "render-previews",
                                                     description: "Renders every PreviewProvider in a target to PNG files."),
                                     permissions: [.writeToPackageDirectory(reason: "Writes the preview images to the --output folder.")])),

        // `Color.brandPrimary`, `ColorResource.accent`, `Image(.logo)`… for each .xcassets folder
        // of a target, named as Xcode 15 names them; the tool does the work, the plugin finds the catalogs.
        .target(name: "AssetSymbolsGenerator"),
        .executableTarget(name: "easel-asset-symbols", dependencies: ["AssetSymbolsGenerator"],
                          path: "Sources/EaselAssetSymbols"),
        .plugin(name: "AssetSymbols", capability: .buildTool(), dependencies: ["easel-asset-symbols"]),
        // The plugin under `import Easel`, with the catalog kept out of the target's resources.
        .testTarget(name: "AssetSymbolsEaselTests", dependencies: ["Easel"], exclude: ["Brand.xcassets"],
                    plugins: ["AssetSymbols"]),

        .testTarget(name: "EaselCoreTests", dependencies: ["EaselCore"]),
        .testTarget(name: "EaselTests", dependencies: ["Easel", "EaselTesting", "EaselDemos", "CEaselBenchPNG"]),
        .testTarget(name: "EaselTextTests", dependencies: ["Easel", "EaselTesting", "EaselDemos", "CPango", "CHarfBuzz", "CFreeType"],
                    // An app's strings tables (.strings, .stringsdict, .xcstrings) for the localization tests.
                    resources: [.process("Resources")]),
        .testTarget(name: "EaselLayoutsTests", dependencies: ["Easel", "EaselTesting", "EaselDemos"]),
        .testTarget(name: "EaselPaintTests", dependencies: ["Easel", "EaselTesting", "EaselDemos"]),
        .testTarget(name: "EaselTestingTests", dependencies: ["EaselTesting"]),
        // swift-snapshot-testing keeps its goldens beside the test file; they are data, not sources.
        .testTarget(name: "EaselSnapshotTestingTests", dependencies: [
            "EaselSnapshotTesting",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing",
                     condition: .when(traits: ["SwiftSnapshotTesting"])),
        ], exclude: ["__Snapshots__"]),
        // SwiftUI code as iOS developers write it, compiled with `import Easel` only.
        .testTarget(name: "EaselCompatibilityTests", dependencies: ["Easel", "EaselTesting"], exclude: ["README.md"]),
        .testTarget(name: "EaselServeTests", dependencies: [
            "EaselServe", "EaselScene",
            .product(name: "HummingbirdTesting", package: "hummingbird", condition: .when(traits: ["Serve"])),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: .when(traits: ["Serve"])),
            .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Serve"])),
            .product(name: "HTTPTypes", package: "swift-http-types", condition: .when(traits: ["Serve"])),
        ]),
        .testTarget(name: "ChartsTests", dependencies: ["Charts", "Easel", "EaselTesting", "EaselDemos"]),
        // SFProStandIn: renamed open fonts the tests load by path (FontEnvironmentTests).
        .testTarget(name: "EaselSceneTests", dependencies: ["EaselScene", "EaselTesting", "EaselDemos"],
                    exclude: ["SFProStandIn"]),
    ] + appleNamedTargets,
    swiftLanguageModes: [.v5]
)

// swift-docc-plugin only for `make docs` (EASEL_DOCS=1), so packages that use
// Easel never fetch it.
if ProcessInfo.processInfo.environment["EASEL_DOCS"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}
