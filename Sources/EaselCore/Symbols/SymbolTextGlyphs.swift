import Foundation

/// SF Symbols' letter, number and currency symbols (`a`, `a.circle.fill`,
/// `17.square`, `bahtsign.circle`, `bitcoinsign.arrow.circlepath`…): the
/// icon font has no such glyphs, so the character itself is drawn, in the
/// system font, inside the name's enclosure. SF draws the letter capitalised
/// inside a circle or square and lower-case alone (`a` is an "a").
enum SymbolTextGlyphs {
    /// Currency symbols by their SF name's base (the sign each name shows).
    static let currencies: [String: String] = [
        "australsign": "₳", "australiandollarsign": "$", "bahtsign": "฿", "bitcoinsign": "₿",
        "brazilianrealsign": "R$", "cedisign": "₵", "centsign": "¢", "chineseyuanrenminbisign": "¥",
        "coloncurrencysign": "₡", "cruzeirosign": "₢", "danishkronesign": "kr", "dongsign": "₫",
        "eurozonesign": "₠", "florinsign": "ƒ", "francsign": "₣", "guaranisign": "₲", "hryvniasign": "₴",
        "indianrupeesign": "₹", "kipsign": "₭", "larisign": "₾", "malaysianringgitsign": "RM", "lirasign": "₤", "manatsign": "₼",
        "millsign": "₥", "nairasign": "₦", "norwegiankronesign": "kr", "peruviansolessign": "S/",
        "pesetasign": "₧", "pesosign": "₱", "polishzlotysign": "zł", "rublesign": "₽", "rupeesign": "₨",
        "shekelsign": "₪", "singaporedollarsign": "$", "sterlingsign": "£", "swedishkronasign": "kr",
        "tengesign": "₸", "tugriksign": "₮", "turkishlirasign": "₺", "wonsign": "₩", "yensign": "¥",
    ]

    /// The glyph for `name`, when its base is a letter, a number up to 50 or a currency sign.
    static func glyph(for name: String) -> SymbolGlyph? {
        let parts = name.split(separator: ".").map(String.init)
        guard let base = parts.first, parts.count <= 6 else { return nil }
        let enclosure = enclosure(of: parts)
        let text: String
        if base.count == 1, let c = base.first, c.isASCII, c.isLetter, parts.count <= 3 {
            text = enclosure == .none ? base : base.uppercased()
        } else if base.allSatisfy(\.isNumber), let n = Int(base), (0...50).contains(n), base.count <= 2, parts.count <= 3 {
            text = base
        } else if let sign = currencies[base], parts.dropFirst().allSatisfy(SymbolFallback.vocabulary.contains) {
            text = sign
        } else {
            return nil
        }
        return SymbolGlyph(materialName: "text", scalar: " ", enclosure: enclosure, text: text)
    }

    /// A name on Apple's list led by a short code or a currency sign, in whatever
    /// variant (`l2.button.roundedtop.horizontal`, `4.alt.circle.fill`, `lb.button.roundedbottom.horizontal`,
    /// `bahtsign.bank.building`): its characters, as the controller and keypad symbols print them.
    static func listedGlyph(for name: String) -> SymbolGlyph? {
        guard SymbolFallback.listedNames.contains(name) else { return nil }
        let parts = name.split(separator: ".").map(String.init)
        // A base word with a glyph of its own (`car`, `tv`) or an alias draws that instead.
        guard let base = parts.first, !SymbolFallback.bases.contains(base), SymbolFallback.aliases[base] == nil else { return nil }
        let text: String
        if let sign = currencies[base] {
            text = sign
        } else if base.count <= 3, base.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
            text = base.uppercased()
        } else {
            return nil
        }
        return SymbolGlyph(materialName: "text", scalar: " ", enclosure: enclosure(of: parts), text: text)
    }

    /// The enclosure a name's last parts ask for.
    private static func enclosure(of parts: [String]) -> SymbolEnclosure {
        let tail = parts.dropFirst().suffix(2).joined(separator: ".")
        if tail.hasSuffix("circle.fill") { return .circleFill }
        if tail.hasSuffix("square.fill") { return .squareFill }
        if parts.last == "circle" { return .circle }
        if parts.last == "square" { return .square }
        return .none
    }
}
