import ArgumentParser
import EaselScene
import Foundation

/// `--allow-host` and `--asset-cache`: remote images and fonts are off until a host is listed.
struct RemoteOptions: ParsableArguments {
    @Option(name: .customLong("allow-host"),
            help: ArgumentHelp("Lets scenes fetch images and fonts by https:// URL from this host (*.example.com for its subdomains). Repeatable; none by default.",
                               valueName: "host"))
    var allowedHosts: [String] = []

    @Option(name: .customLong("asset-cache"), help: ArgumentHelp("Folder for fetched assets (default ~/.cache/easel/assets).", valueName: "dir"))
    var cacheDirectory: String?

    /// The fetcher for these options, or nil when no host is listed.
    func assets(maxBytes: Int) -> RemoteAssets? {
        guard !allowedHosts.isEmpty else { return nil }
        var options = RemoteAssets.Options(allowedHosts: allowedHosts, maxBytes: maxBytes)
        if let cacheDirectory { options.cacheDirectory = URL(fileURLWithPath: cacheDirectory) }
        return RemoteAssets(options)
    }

    var cacheKey: String { allowedHosts.isEmpty ? "" : " hosts=\(allowedHosts.joined(separator: ","))" }
}
