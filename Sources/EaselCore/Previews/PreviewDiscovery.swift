import Foundation

/// Every `#Preview` (and `PreviewProvider`) linked into the running program, found through the Swift
/// runtime's type metadata records: Linux has no Objective-C runtime to list
/// classes, so this walks the `swift5_type_metadata` section of each loaded image
/// (the runtime's `swift_enumerateAllMetadataSections`), keeps the non-generic
/// types whose name carries the macro's marker, and asks each whether it is a
/// `PreviewRegistry`. Only marked types are instantiated, so the walk costs a
/// string comparison per type. `PreviewProvider`s carry no marker; for them the
/// walk instantiates the types of one module and keeps those that conform.
public enum PreviewDiscovery {
    /// The marker `#Preview` passes to `makeUniqueName`; the unique name keeps it.
    public static let marker = "__EaselPreview__"

    /// The registries of `module` (every module when nil), in file and source order.
    public static func registries(module: String? = nil) -> [any PreviewRegistry.Type] {
        types { _, name in strstr(name, marker) != nil }
            .compactMap { $0 as? any PreviewRegistry.Type }
            .filter { module == nil || $0.fileID.split(separator: "/").first.map(String.init) == module }
            .sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
    }

    /// Every `PreviewProvider` declared in `module`, private ones included (the
    /// canvas shows those too), sorted by type name: the runtime knows no source
    /// order, so callers that know the files sort them by file and line.
    /// Only the module's own non-generic types are instantiated.
    public static func providers(module: String) -> [any PreviewProvider.Type] {
        types { descriptor, _ in moduleName(of: descriptor) == module }
            .compactMap { $0 as? any PreviewProvider.Type }
            .sorted { String(reflecting: $0) < String(reflecting: $1) }
    }

    /// The metadata of every non-generic class, struct and enum linked into the
    /// program for which `keep(descriptor, name)` holds.
    private static func types(_ keep: (UnsafeRawPointer, UnsafePointer<CChar>) -> Bool) -> [Any.Type] {
        var descriptors: [UnsafeRawPointer] = []
        withUnsafeMutablePointer(to: &descriptors) { pointer in
            swiftEnumerateAllMetadataSections({ sections, context in
                let found = context.assumingMemoryBound(to: [UnsafeRawPointer].self)
                PreviewDiscovery.scan(sections: sections, into: &found.pointee)
                return true
            }, UnsafeMutableRawPointer(pointer))
        }
        return descriptors.compactMap { descriptor in
            let namePointer = descriptor + 8 + Int(descriptor.load(fromByteOffset: 8, as: Int32.self))
            guard keep(descriptor, namePointer.assumingMemoryBound(to: CChar.self)) else { return nil }
            return metadata(of: descriptor)
        }
    }

    // MetadataSections (the runtime's shims/MetadataSections.h): a version word, the
    // image's base address, two unused words, then {start, length} ranges in a
    // fixed order: protocols, protocol conformances, type metadata, …
    private static let typeMetadataRange = 4 * MemoryLayout<UInt>.size + 2 * 2 * MemoryLayout<UInt>.size

    private static func scan(sections: UnsafeRawPointer, into found: inout [UnsafeRawPointer]) {
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
            let flags = descriptor.load(as: UInt32.self)
            let isGeneric = flags & 0x80 != 0  // set for a type in a generic context too
            if (16...18).contains(flags & 0x1F), !isGeneric { found.append(descriptor) }  // class, struct, enum
        }
    }

    // A context descriptor: flags, then its parent as a 32-bit relative pointer
    // (low bit set: to a pointer to it); a type's also has its name and access
    // function. The chain of parents (extensions, the anonymous context of a private
    // type, enclosing types) ends at the module's descriptor, kind 0, whose name is
    // the module's.
    private static func moduleName(of descriptor: UnsafeRawPointer) -> String? {
        var context = descriptor
        for _ in 0..<64 {
            if context.load(as: UInt32.self) & 0x1F == 0 {
                let name = context + 8 + Int(context.load(fromByteOffset: 8, as: Int32.self))
                return String(cString: name.assumingMemoryBound(to: CChar.self))
            }
            let raw = context.load(fromByteOffset: 4, as: Int32.self)
            guard raw != 0 else { return nil }
            let target = context + 4 + Int(raw & ~1)
            if raw & 1 == 0 { context = target }
            else { guard let p = target.load(as: UnsafeRawPointer?.self) else { return nil }; context = p }
        }
        return nil
    }

    // The type's access function is the 32-bit relative pointer after its name.
    private static func metadata(of descriptor: UnsafeRawPointer) -> Any.Type? {
        let accessorOffset = descriptor.load(fromByteOffset: 12, as: Int32.self)
        guard accessorOffset != 0 else { return nil }
        let accessor = unsafeBitCast(descriptor + 12 + Int(accessorOffset), to: MetadataAccessor.self)
        guard let metadata = accessor(0) else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }

    /// A non-generic type's metadata access function: request 0 (complete) in, the
    /// metadata pointer back in the first return register.
    private typealias MetadataAccessor = @convention(c) (Int) -> UnsafeRawPointer?
}

@_silgen_name("swift_enumerateAllMetadataSections")
private func swiftEnumerateAllMetadataSections(
    _ body: @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer) -> Bool,
    _ context: UnsafeMutableRawPointer)
