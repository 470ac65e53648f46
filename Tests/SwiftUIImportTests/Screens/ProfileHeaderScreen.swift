import SwiftUI
import UIKit

// A profile header drawn as apps did before SwiftUI shapes covered it: a UIBezierPath
// curve under a cover colour, a UIImage symbol avatar and UIFont-sized text, laid out
// from UIScreen.main's width.

struct CurvedHeader: Shape {
    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: rect.maxX, y: 0))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - 40))
        path.addQuadCurve(to: CGPoint(x: 0, y: rect.maxY - 40), controlPoint: CGPoint(x: rect.midX, y: rect.maxY + 30))
        path.close()
        return Path(path.cgPath)
    }
}

struct ProfileHeaderScreen: View {
    private let headerHeight = UIScreen.main.bounds.height * 0.3
    private let avatar = UIImage(systemName: "person.crop.circle.fill")!

    var body: some View {
        VStack(spacing: 0) {
            ZStack(alignment: .bottom) {
                CurvedHeader()
                    .fill(LinearGradient(colors: [Color(UIColor.systemPink), Color(UIColor.systemOrange)],
                                         startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(height: headerHeight)
                Image(uiImage: avatar)
                    .resizable()
                    .frame(width: 96, height: 96)
                    .foregroundColor(Color(.systemGray3))
                    .background(Circle().fill(Color.white))
                    .overlay(Circle().stroke(Color.white, lineWidth: 4))
                    .offset(y: 48)
            }
            .ignoresSafeArea(edges: .top)
            VStack(spacing: 6) {
                Text("Grace Hopper")
                    .font(Font(UIFont.systemFont(ofSize: 26, weight: .bold)))
                Text("Rear Admiral · Compiler pioneer")
                    .font(Font(UIFont.preferredFont(forTextStyle: .subheadline)))
                    .foregroundColor(Color(.secondaryLabel))
            }
            .padding(.top, 56)
            HStack(spacing: 40) {
                stat("Posts", "128")
                stat("Followers", "12.4k")
                stat("Following", "310")
            }
            .padding(.top, 24)
            Spacer()
        }
    }

    private func stat(_ title: String, _ value: String) -> some View {
        VStack(spacing: 2) {
            Text(value).font(.headline)
            Text(title).font(.caption).foregroundColor(.secondary)
        }
    }
}
