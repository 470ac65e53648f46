import SwiftUI
import UIKit

// Shapes drawn with UIBezierPath and handed to SwiftUI through cgPath, as chat apps
// and dashboards wrote them before UnevenRoundedRectangle.

struct ChatBubbleShape: Shape {
    var isFromCurrentUser: Bool

    func path(in rect: CGRect) -> Path {
        let corners: UIRectCorner = isFromCurrentUser
            ? [.topLeft, .topRight, .bottomLeft]
            : [.topLeft, .topRight, .bottomRight]
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: 18, height: 18))
        return Path(path.cgPath)
    }
}

struct GaugeArc: Shape {
    var progress: CGFloat

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.maxY)
        let start = CGFloat.pi
        let path = UIBezierPath(arcCenter: center, radius: rect.width / 2 - 10, startAngle: start,
                                endAngle: start + .pi * progress, clockwise: true)
        return Path(path.cgPath)
    }
}

struct WaveShape: Shape {
    func path(in rect: CGRect) -> Path {
        let bezier = UIBezierPath()
        bezier.move(to: CGPoint(x: 0, y: rect.midY))
        bezier.addCurve(to: CGPoint(x: rect.width, y: rect.midY),
                        controlPoint1: CGPoint(x: rect.width * 0.35, y: rect.minY),
                        controlPoint2: CGPoint(x: rect.width * 0.65, y: rect.maxY))
        bezier.addLine(to: CGPoint(x: rect.width, y: rect.maxY))
        bezier.addLine(to: CGPoint(x: 0, y: rect.maxY))
        bezier.close()
        return Path(bezier.cgPath)
    }
}

struct BezierShapesScreen: View {
    var body: some View {
        VStack(spacing: 12) {
            HStack {
                Text("Are we still on for tonight?")
                    .padding(12)
                    .background(ChatBubbleShape(isFromCurrentUser: false).fill(Color(.systemGray5)))
                Spacer()
            }
            HStack {
                Spacer()
                Text("Yes! 7 pm at the usual place.")
                    .foregroundColor(.white)
                    .padding(12)
                    .background(ChatBubbleShape(isFromCurrentUser: true).fill(Color.blue))
            }
            ZStack {
                GaugeArc(progress: 1).stroke(Color(.systemGray5), style: StrokeStyle(lineWidth: 16, lineCap: .round))
                GaugeArc(progress: 0.68).stroke(Color.green, style: StrokeStyle(lineWidth: 16, lineCap: .round))
                Text("68%").font(.largeTitle.bold()).offset(y: 30)
            }
            .frame(width: 240, height: 130)
            .padding(.top, 20)
            Spacer()
            WaveShape()
                .fill(LinearGradient(colors: [.blue, .teal], startPoint: .leading, endPoint: .trailing))
                .frame(height: 120)
        }
        .padding(.horizontal)
        .ignoresSafeArea(edges: .bottom)
    }
}
