import Foundation

/// Fixed data for the chart demos (dates in UTC, so images never change with the machine).
public enum ChartDemoData {
    public struct Sale: Identifiable { public let id: Int; public let month: String; public let product: String; public let units: Double }
    public struct RegionSale: Identifiable { public let id: Int; public let quarter: String; public let region: String; public let revenue: Double }
    public struct Day: Identifiable { public var id: Date { date }; public let date: Date; public let steps: Double }
    public struct Slice: Identifiable { public var id: String { name }; public let name: String; public let amount: Double }
    public struct Cell: Identifiable { public let id: Int; public let hour: String; public let weekday: String; public let visits: Double }

    static let products = ["Coffee", "Tea", "Cocoa"]
    public static let monthlySales: [Sale] = {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]
        let units: [[Double]] = [[120, 60, 40], [135, 58, 36], [150, 70, 22], [160, 74, 18], [172, 80, 12], [190, 92, 10]]
        var out: [Sale] = []
        for (m, row) in zip(months, units) { for (p, u) in zip(products, row) { out.append(Sale(id: out.count, month: m, product: p, units: u)) } }
        return out
    }()
    public static let regionSales: [RegionSale] = {
        let values: [(String, [Double])] = [("Q1", [42, 31, 18]), ("Q2", [48, 35, 22]), ("Q3", [51, 33, 27]), ("Q4", [60, 40, 30])]
        var out: [RegionSale] = []
        for (q, v) in values { for (r, x) in zip(["North", "South", "West"], v) { out.append(RegionSale(id: out.count, quarter: q, region: r, revenue: x)) } }
        return out
    }()

    /// Monday 2 December 2024, 00:00 UTC.
    public static let weekStart = Date(timeIntervalSince1970: 1_733_097_600)
    public static let week: [Day] = [8_420, 10_950, 6_210, 12_480, 9_730, 14_020, 7_310].enumerated().map {
        Day(date: weekStart.addingTimeInterval(Double($0.offset) * 86_400), steps: $0.element)
    }
    public static let stepGoal: Double = 10_000

    public static let spending: [Slice] = [Slice(name: "Rent", amount: 1_450), Slice(name: "Food", amount: 620),
                                           Slice(name: "Transport", amount: 240), Slice(name: "Fun", amount: 310),
                                           Slice(name: "Other", amount: 180)]

    public static let visits: [Cell] = {
        let hours = ["8", "10", "12", "14", "16", "18", "20"], days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        var out: [Cell] = []
        for (d, day) in days.enumerated() {
            for (h, hour) in hours.enumerated() {
                // A smooth made-up pattern: busy at lunch and in the evening, busier at the weekend.
                let lunch = exp(-pow(Double(h) - 2, 2) / 1.5), evening = exp(-pow(Double(h) - 5, 2) / 2)
                let v = 12 + 60 * lunch + 45 * evening + (d >= 5 ? 25 : 0) + Double((d * 7 + h * 3) % 5) * 3
                out.append(Cell(id: out.count, hour: hour, weekday: day, visits: v.rounded()))
            }
        }
        return out
    }()
}
