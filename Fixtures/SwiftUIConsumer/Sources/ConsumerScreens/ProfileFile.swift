import Foundation
import Yams

// The profile as an app might ship it, in a YAML file read with Yams: the consumer's
// own use of a package whose `#if canImport(Combine)` code meets Easel's Combine module.
public struct ProfileFile: Decodable {
    public var name: String
    public var followers: Int

    public init(yaml: String) throws {
        self = try YAMLDecoder().decode(ProfileFile.self, from: yaml)
    }
}

extension ProfileModel {
    public convenience init(file: ProfileFile) {
        self.init(name: file.name, followers: file.followers)
    }
}
