import Easel

/// Scenes write the formats `ImageRenderer` writes: one type, so a new format
/// reaches `easel render`, `batch`, `watch` and `serve` without a second list.
public typealias OutputFormat = Easel.OutputFormat
