import Foundation

/// Every `#Preview` linked into the running program, found through the Swift
/// runtime's type metadata records: Linux has no Objective-C runtime to list
/// classes, so this walks the `swift5_type_metadata` section of each loaded image
/// (the runtime's `swift_enumerateAllMetadataSections`), keeps the non-generic
/// types whose name carries the macro's marker, and asks each whether it is a
/// `PreviewRegistry`. Only marked types are instantiated, so the walk costs a
/// string comparison per type.
public enum PreviewDiscovery {
    /// The marker `#Preview` passes to `makeUniqueName`; the unique name keeps it.
    public static let marker = "__EaselPreview__"

    /// The registries of `module` (every module when nil), in file and source order.
    public static func registries(module: String? = nil) -> [any PreviewRegistry.Type] {
        var found: [any PreviewRegistry.Type] = []
        withUnsafeMutablePointer(to: &found) { pointer in
            swiftEnumerateAllMetadataSections({ sections, context in
                let found = context.assumingMemoryBound(to: [any PreviewRegistry.Type].self)
                PreviewDiscovery.scan(sections: sections, into: &found.pointee)
                return true
            }, UnsafeMutableRawPointer(pointer))
        }
        return found
            .filter { module == nil || $0.fileID.split(separator: "/").first.map(String.init) == module }
            .sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
    }

    // MetadataSections (the runtime's shims/MetadataSections.h): a version word, the
    // image's base address, two unused words, then {start, length} ranges in a
    // fixed order: protocols, protocol conformances, type metadata, …
    private static let typeMetadataRange = 4 * MemoryLayout<UInt>.size + 2 * 2 * MemoryLayout<UInt>.size

    private static func scan(sections: UnsafeRawPointer, into found: inout [any PreviewRegistry.Type]) {
        let start = sections.load(fromByteOffset: typeMetadataRange, as: UInt.self)
        let length = sections.load(fromByteOffset: typeMetadataRange + MemoryLayout<UInt>.size, as: UInt.self)
        guard start != 0, length > 0, let base = UnsafeRawPointer(bitPattern: start) else { return }
        // Each record is a 32-bit relative pointer to a type context descriptor;
        // its low two bits say whether it points at the descriptor or at a pointer to it.
        for offset in stride(from: 0, to: Int(length), by: 4) {
            let record = base + offset
            let raw = record.load(as: Int32.self)
            let target = record + Int(raw & ~3)
            let descriptor: UnsafeRawPointer
            switch raw & 3 {
            case 0: descriptor = target
            case 1: guard let d = target.load(as: UnsafeRawPointer?.self) else { continue }; descriptor = d
            default: continue
            }
            if let type = registry(at: descriptor) { found.append(type) }
        }
    }

    // A type context descriptor: flags, parent, name and access function, each 32
    // bits, the last three relative to their own address.
    private static func registry(at descriptor: UnsafeRawPointer) -> (any PreviewRegistry.Type)? {
        let flags = descriptor.load(as: UInt32.self)
        let kind = flags & 0x1F
        let isGeneric = flags & 0x80 != 0
        guard (16...18).contains(kind), !isGeneric else { return nil }  // class, struct, enum
        let namePointer = descriptor + 8 + Int(descriptor.load(fromByteOffset: 8, as: Int32.self))
        let name = namePointer.assumingMemoryBound(to: CChar.self)
        guard strstr(name, marker) != nil else { return nil }
        let accessorOffset = descriptor.load(fromByteOffset: 12, as: Int32.self)
        guard accessorOffset != 0 else { return nil }
        let accessor = unsafeBitCast(descriptor + 12 + Int(accessorOffset), to: MetadataAccessor.self)
        guard let metadata = accessor(0) else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self) as? any PreviewRegistry.Type
    }

    /// A non-generic type's metadata access function: request 0 (complete) in, the
    /// metadata pointer back in the first return register.
    private typealias MetadataAccessor = @convention(c) (Int) -> UnsafeRawPointer?
}

@_silgen_name("swift_enumerateAllMetadataSections")
private func swiftEnumerateAllMetadataSections(
    _ body: @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer) -> Bool,
    _ context: UnsafeMutableRawPointer)
