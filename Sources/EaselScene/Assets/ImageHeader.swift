import Foundation

/// Pixel dimensions read from a PNG or JPEG header, so a decompression bomb
/// (a small file that decodes to gigabytes) is refused before decoding.
enum ImageHeader {
    struct Failure: Error { var message: String }

    static func dimensions(of data: Data) throws -> (width: Int, height: Int) {
        let b = [UInt8](data.prefix(1 << 20))
        if b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            guard b.count >= 24, Array(b[12..<16]) == Array("IHDR".utf8) else { throw Failure(message: "PNG without an IHDR header") }
            return (be32(b, 16), be32(b, 20))
        }
        if b.starts(with: [0xFF, 0xD8]) {
            var i = 2
            while i + 9 < b.count {
                guard b[i] == 0xFF else { throw Failure(message: "malformed JPEG (bad marker)") }
                let marker = b[i + 1]
                if marker == 0xFF { i += 1; continue }
                if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 { i += 2; continue }
                let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
                // Start-of-frame markers (all but DHT C4, JPG C8, DAC CC) carry the size.
                if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                    return (Int(b[i + 7]) << 8 | Int(b[i + 8]), Int(b[i + 5]) << 8 | Int(b[i + 6]))
                }
                guard length >= 2 else { throw Failure(message: "malformed JPEG (bad segment length)") }
                i += 2 + length
            }
            throw Failure(message: "JPEG without a frame header in its first megabyte")
        }
        throw Failure(message: "not a PNG or JPEG image")
    }

    private static func be32(_ b: [UInt8], _ i: Int) -> Int {
        Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
    }
}
