import Foundation

// Apple publishes no status-bar metrics. The positions and sizes below are read
// off iOS 17 simulator screenshots at 1 pt precision and are approximate; the
// glyphs are Easel's own shapes, not Apple's artwork.

/// The status bar at rest as in Apple's marketing images: 9:41, full signal,
/// Wi-Fi and a full battery, in the primary colour of the colour scheme.
struct StatusBar: View {
    let device: Device

    var body: some View {
        let tall = device.statusBarHeight >= 44
        // Devices with a sensor housing put the time and icons in the two "ears";
        // older ones centre the time and push the icons to the trailing edge.
        if tall {
            ZStack(alignment: .top) {
                HStack(spacing: 0) {
                    Text("9:41").font(.system(size: 17, weight: .semibold)).monospacedDigit()
                        .frame(maxWidth: .infinity)
                    Color.clear.frame(width: DynamicIsland.size.width)
                    StatusIcons().frame(maxWidth: .infinity)
                }
                .padding(.horizontal, 16)
                .padding(.top, 6)
                .frame(maxHeight: .infinity)
                if device.hasDynamicIsland { DynamicIsland() }
            }
            .frame(width: device.size.width, height: device.statusBarHeight)
        } else if device.horizontalSizeClass == .regular {
            // iPad: time and date at the leading edge, icons at the trailing edge.
            HStack(spacing: 0) {
                Text("9:41  Mon Jun 10").font(.system(size: 12, weight: .semibold)).monospacedDigit()
                Spacer(minLength: 0)
                StatusIcons().scaleEffect(0.8)
            }
            .padding(.horizontal, 20)
            .frame(width: device.size.width, height: device.statusBarHeight)
        } else {
            ZStack {
                Text("9:41").font(.system(size: 12, weight: .semibold)).monospacedDigit()
                StatusIcons().scaleEffect(0.8).frame(maxWidth: .infinity, alignment: .trailing).padding(.trailing, 6)
            }
            .frame(width: device.size.width, height: device.statusBarHeight)
        }
    }
}

/// The Dynamic Island at rest: a black capsule centred at the top, black in
/// both colour schemes because it is the screen's cut-out, not drawn content.
/// Apple publishes no number for it: 126×37.33 pt (378×112 px at 3x) with its
/// top 11 pt (33 px) below the screen's edge are measurements of Apple's iPhone
/// 15 Pro design templates and screenshots, the same on the Pro Max.
struct DynamicIsland: View {
    static let size = CGSize(width: 126, height: 37.33)
    static let top: CGFloat = 11

    var body: some View {
        Capsule().fill(Color.black)
            .frame(width: Self.size.width, height: Self.size.height)
            .padding(.top, Self.top)
    }
}

struct StatusIcons: View {
    var body: some View {
        HStack(spacing: 6) {
            SignalBars().frame(width: 17, height: 11)
            WiFiFan().frame(width: 15, height: 11)
            Battery()
        }
    }
}

/// Four rising bars, all filled (full signal).
struct SignalBars: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        let w = (rect.width - 3 * 1.5) / 4
        for i in 0..<4 {
            let h = rect.height * CGFloat(i + 1) / 4 + (i == 3 ? 0 : 1)
            let bar = CGRect(x: rect.minX + CGFloat(i) * (w + 1.5), y: rect.maxY - min(h, rect.height), width: w, height: min(h, rect.height))
            p.addPath(Path(roundedRect: bar, cornerRadius: 1, style: .circular))
        }
        return p
    }
}

/// Three arcs and a wedge opening upwards from the bottom centre (full Wi-Fi).
struct WiFiFan: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        let c = CGPoint(x: rect.midX, y: rect.maxY)
        let r = rect.height
        // (outer, inner) radii as fractions of the height; the innermost is a wedge.
        for (o, i) in [(1.0, 0.72), (0.6, 0.36), (0.26, 0.0)] as [(CGFloat, CGFloat)] {
            p.addPath(band(center: c, outer: r * o, inner: r * i))
        }
        return p
    }

    private func band(center c: CGPoint, outer: CGFloat, inner: CGFloat) -> Path {
        let a0 = -Double.pi * 3 / 4, a1 = -Double.pi / 4, steps = 12
        func pt(_ rad: CGFloat, _ a: Double) -> CGPoint { CGPoint(x: c.x + rad * cos(a), y: c.y + rad * sin(a)) }
        var p = Path()
        p.move(to: pt(outer, a0))
        for s in 1...steps { p.addLine(to: pt(outer, a0 + (a1 - a0) * Double(s) / Double(steps))) }
        if inner > 0 {
            for s in 0...steps { p.addLine(to: pt(inner, a1 - (a1 - a0) * Double(s) / Double(steps))) }
        } else {
            p.addLine(to: c)
        }
        p.closeSubpath()
        return p
    }
}

/// A full battery: outline at 35 % opacity, the charge filled, and the terminal cap.
struct Battery: View {
    var body: some View {
        HStack(spacing: 1) {
            ZStack {
                RoundedRectangle(cornerRadius: 4, style: .continuous).strokeBorder(Color.primary.opacity(0.35), lineWidth: 1)
                RoundedRectangle(cornerRadius: 2.5, style: .continuous).fill(Color.primary).padding(2)
            }
            .frame(width: 25, height: 12)
            RoundedRectangle(cornerRadius: 1, style: .circular).fill(Color.primary.opacity(0.4)).frame(width: 1.5, height: 4)
        }
    }
}

/// The home indicator: a 134×5 capsule 8 pt above the bottom edge (not published;
/// measured on simulator screenshots of Face ID iPhones).
struct HomeIndicator: View {
    var body: some View {
        Capsule().fill(Color.primary)
            .frame(width: 134, height: 5)
            .padding(.bottom, 8)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
    }
}
