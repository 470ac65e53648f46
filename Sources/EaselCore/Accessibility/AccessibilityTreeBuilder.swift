import Foundation

extension PlacedNode {
    /// What VoiceOver would visit in this placed tree, frames snapped to the
    /// pixel grid of `scale` as the image draws them.
    public func accessibilityTree(scale: CGFloat) -> AccessibilityTree {
        round(scale: scale)
        return AccessibilityTree(elements: AccessibilityTreeBuilder(scale: scale).elements(self))
    }
}

/// Walks a placed tree the way SwiftUI builds its accessibility tree: leaf
/// views that are elements by default (Text, labelled images), controls that
/// are one element labelled by their content, and the modifiers on top.
struct AccessibilityTreeBuilder {
    let scale: CGFloat

    func elements(_ p: PlacedNode) -> [AccessibilityElement] {
        let found = ownElements(p)
        switch p.node.accessibility?.focus {
        case .cell? where found.count == 1 && !found[0].isContainer:
            var e = found[0]; e.frame = p.pixelFrame; return [e]
        case .shape(let bounds)? where found.count == 1 && !found[0].isContainer:
            var e = found[0]
            e.frame = PixelRounding.round(bounds(p.frame), scale: scale)
            return [e]
        case .minimum(let size)?:
            return found.map { e in
                var e = e
                let dx = max(0, size.width - e.frame.width) / 2, dy = max(0, size.height - e.frame.height) / 2
                e.frame = e.frame.insetBy(dx: -dx, dy: -dy)
                return e
            }
        default: return found
        }
    }

    private func ownElements(_ p: PlacedNode) -> [AccessibilityElement] {
        let a = p.node.accessibility
        if a?.isHidden == true || a?.isDecorative == true { return [] }
        if let rep = a?.representation { return represented(rep, over: p, props: a!) }
        let content = leaf(p).map { [$0] } ?? ordered(p.children.map { elements($0) }, rtl: p.node.env.layoutDirection == .rightToLeft)
        guard let a else { return content }
        // A label or value on a view that is no element makes it one, labelled
        // as written (SwiftUI leaves this undocumented; Easel chooses one element).
        let behavior = a.children ?? (a.label != nil || a.value != nil || a.role != nil ? .combine : nil)
        switch behavior {
        case .ignore?: return [element(a, from: nil, frame: p.pixelFrame)]
        case .combine?: return [element(a, from: combined(content, control: a.role != nil), frame: p.pixelFrame)]
        case .contain?:
            var box = element(a, from: nil, frame: p.pixelFrame)
            box.role = .container
            box.children = content
            if a.numbersChildren {
                for i in box.children.indices { box.children[i].position = "\(i + 1) of \(content.count)" }
            }
            return content.isEmpty ? [] : [box]
        case nil: return content.map { apply(a, to: $0) }
        }
    }

    /// The element a leaf view is by itself: text reads its string, an image its name.
    private func leaf(_ p: PlacedNode) -> AccessibilityElement? {
        let frame = p.pixelFrame
        if let t = p.node as? TextNode {
            let s = t.text.accessibilityString
            return s.isEmpty ? nil : AccessibilityElement(role: .text, label: s, traits: .isStaticText, frame: frame)
        }
        if let s = p.node as? SymbolNode {
            return AccessibilityElement(role: .image, label: SymbolAccessibilityLabels.label(for: s.name), traits: .isImage, frame: frame)
        }
        if let i = p.node as? ImageNode {
            // SwiftUI labels a named image with its name; a file or raw pixels carry none.
            if case .named(let name, _) = i.image.source {
                return AccessibilityElement(role: .image, label: name, traits: .isImage, frame: frame)
            }
            return AccessibilityElement(role: .image, label: "", traits: .isImage, frame: frame)
        }
        return nil
    }

    /// Modifier values laid over `base` (the content's own element, or none).
    private func element(_ a: AccessibilityProperties, from base: AccessibilityElement?, frame: CGRect) -> AccessibilityElement {
        var e = base ?? AccessibilityElement(role: .element, label: "", frame: frame)
        e.frame = frame
        if let r = a.role { e.role = r }
        if a.role?.isInteractive == true { e.isInteractive = true }
        return apply(a, to: e)
    }

    /// What a modifier says about an element it applies to.
    private func apply(_ a: AccessibilityProperties, to base: AccessibilityElement) -> AccessibilityElement {
        var e = base
        if let v = a.label { e.label = v }
        if let v = a.value { e.value = v }
        if let v = a.hint { e.hint = v }
        if let v = a.identifier { e.identifier = v }
        e.traits.formUnion(a.addTraits)
        e.traits.subtract(a.removeTraits)
        e.actions += a.actions.filter { !e.actions.contains($0) }
        if !a.inputLabels.isEmpty { e.inputLabels = a.inputLabels }
        if !a.actions.isEmpty { e.isInteractive = true }
        if let r = a.respondsToUserInteraction { e.isInteractive = r }
        if let s = a.sortPriority { e.sortPriority = s }
        return e
    }

    /// One element reading its content's elements in order, as
    /// `accessibilityElement(children: .combine)` does. Labels and values are
    /// joined with ", ", the pause VoiceOver makes between them. A control
    /// (Button, Toggle…) keeps its own kind: its content's text and image
    /// traits are not announced (VoiceOver says "Button", not "Image, Button").
    private func combined(_ content: [AccessibilityElement], control: Bool) -> AccessibilityElement {
        let leaves = content.flatMap(\.leaves)
        var traits = leaves.reduce(into: AccessibilityTraits()) { $0.formUnion($1.traits) }
        if control { traits.subtract([.isStaticText, .isImage]) }
        let values = leaves.compactMap(\.value).filter { !$0.isEmpty }
        var actions: [String] = []
        for a in leaves.flatMap(\.actions) where !actions.contains(a) { actions.append(a) }
        return AccessibilityElement(
            role: leaves.count == 1 ? leaves[0].role : .element,
            label: leaves.map(\.label).filter { !$0.isEmpty }.joined(separator: ", "),
            value: values.isEmpty ? nil : values.joined(separator: ", "),
            hint: leaves.lazy.compactMap(\.hint).first,
            traits: traits, actions: actions,
            inputLabels: [], isInteractive: leaves.contains { $0.isInteractive }, frame: .zero)
    }

    /// `accessibilityRepresentation`: the representation laid out over the
    /// view's frame and read in its place, every element taking that frame.
    private func represented(_ rep: [ViewNode], over p: PlacedNode, props: AccessibilityProperties) -> [AccessibilityElement] {
        var rest = props
        rest.representation = nil
        let frame = p.frame
        let found = rep.flatMap { node -> [AccessibilityElement] in
            let placed = PlacedNode.place(node, frame: frame, proposal: ProposedViewSize(frame.size), spaces: NamedSpaces())
            placed.round(scale: scale)
            return elements(placed)
        }
        return found.map { var e = $0; e.frame = p.pixelFrame; return apply(rest, to: e) }
    }

    /// Children's elements in reading order: each child's elements kept
    /// together, children top to bottom, those on one line leading to
    /// trailing (right to left when mirrored); then a stable sort by
    /// `accessibilitySortPriority`, higher first.
    func ordered(_ groups: [[AccessibilityElement]], rtl: Bool) -> [AccessibilityElement] {
        let kept = groups.filter { !$0.isEmpty }
        guard kept.count > 1 else { return kept.first ?? [] }
        let boxes = kept.map { g in g.dropFirst().reduce(g[0].frame) { $0.union($1.frame) } }
        let byTop = boxes.indices.sorted { boxes[$0].minY != boxes[$1].minY ? boxes[$0].minY < boxes[$1].minY : $0 < $1 }
        var lines: [[Int]] = []
        for i in byTop {
            // On the line when the two overlap vertically over their centres.
            if let first = lines.last?.first,
               boxes[i].midY < boxes[first].maxY, boxes[first].midY > boxes[i].minY {
                lines[lines.count - 1].append(i)
            } else {
                lines.append([i])
            }
        }
        let order = lines.flatMap { line in
            line.sorted { a, b in
                let ka = rtl ? -boxes[a].maxX : boxes[a].minX, kb = rtl ? -boxes[b].maxX : boxes[b].minX
                return ka != kb ? ka < kb : a < b
            }
        }
        let flat = order.flatMap { kept[$0] }
        return flat.enumerated().sorted { x, y in
            x.element.sortPriority != y.element.sortPriority ? x.element.sortPriority > y.element.sortPriority : x.offset < y.offset
        }.map(\.element)
    }
}
