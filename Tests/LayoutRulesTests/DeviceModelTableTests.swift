import Foundation
import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesDevices

/// Every catalog model, resolved by each of the names a developer has for
/// it: Apple's marketing name, the Xcode simulator name, every hardware
/// identifier (what `utsname.machine` reports) and a loosely typed form.
/// The expected screens come from the sources DeviceCatalog.swift cites
/// (HIG "Specifications", iosref.com), the names and identifiers from
/// Apple's tech-specs pages as DeviceKit links them, `simctl` listings and
/// DeviceKit.
struct DeviceModelTableTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var names: [String]
        var width: Double
        var height: Double
        var scale: Double
        var idiom: Idiom
        var testDescription: String { names[0] }
    }

    static func row(_ names: [String], _ width: Double, _ height: Double, _ scale: Double, _ idiom: Idiom = .phone) -> Row {
        Row(names: names, width: width, height: height, scale: scale, idiom: idiom)
    }

    static let rows: [Row] = [
        // iPhone and iPod touch
        row(["iPhone", "iPhone1,1"], 320, 480, 1),
        row(["iPhone 3G", "iPhone1,2"], 320, 480, 1),
        row(["iPhone 3GS", "iPhone2,1"], 320, 480, 1),
        row(["iPod touch (1st generation)", "iPod1,1"], 320, 480, 1),
        row(["iPod touch (2nd generation)", "iPod2,1"], 320, 480, 1),
        row(["iPod touch (3rd generation)", "iPod3,1"], 320, 480, 1),
        row(["iPhone 4", "iPhone3,1", "iPhone3,2", "iPhone3,3"], 320, 480, 2),
        row(["iPhone 4s", "iPhone4,1"], 320, 480, 2),
        row(["iPod touch (4th generation)", "iPod4,1"], 320, 480, 2),
        row(["iPhone 5", "iPhone5,1", "iPhone5,2"], 320, 568, 2),
        row(["iPhone 5c", "iPhone5,3", "iPhone5,4"], 320, 568, 2),
        row(["iPhone 5s", "iPhone6,1", "iPhone6,2"], 320, 568, 2),
        row(["iPhone SE (1st generation)", "iPhone8,4", "iphone se 1st gen"], 320, 568, 2),
        row(["iPod touch (5th generation)", "iPod5,1"], 320, 568, 2),
        row(["iPod touch (6th generation)", "iPod7,1"], 320, 568, 2),
        row(["iPod touch (7th generation)", "iPod9,1"], 320, 568, 2),
        row(["iPhone 6", "iPhone7,2"], 375, 667, 2),
        row(["iPhone 6s", "iPhone8,1"], 375, 667, 2),
        row(["iPhone 7", "iPhone9,1", "iPhone9,3"], 375, 667, 2),
        row(["iPhone 8", "iPhone10,1", "iPhone10,4"], 375, 667, 2),
        row(["iPhone SE (2nd generation)", "iPhone12,8", "iphone-se-2nd-generation"], 375, 667, 2),
        row(["iPhone SE (3rd generation)", "iPhone14,6", "iPhone SE 3rd gen"], 375, 667, 2),
        row(["iPhone 6 Plus", "iPhone7,1"], 414, 736, 3),
        row(["iPhone 6s Plus", "iPhone8,2"], 414, 736, 3),
        row(["iPhone 7 Plus", "iPhone9,2", "iPhone9,4"], 414, 736, 3),
        row(["iPhone 8 Plus", "iPhone10,2", "iPhone10,5"], 414, 736, 3),
        row(["iPhone X", "iPhone10,3", "iPhone10,6"], 375, 812, 3),
        row(["iPhone XS", "iPhone Xs", "iPhone11,2"], 375, 812, 3),
        row(["iPhone 11 Pro", "iPhone12,3"], 375, 812, 3),
        row(["iPhone XR", "iPhone Xʀ", "iPhone11,8"], 414, 896, 2),
        row(["iPhone 11", "iPhone12,1"], 414, 896, 2),
        row(["iPhone XS Max", "iPhone Xs Max", "iPhone11,4", "iPhone11,6"], 414, 896, 3),
        row(["iPhone 11 Pro Max", "iPhone12,5"], 414, 896, 3),
        row(["iPhone 12 mini", "iPhone13,1"], 375, 812, 3),
        row(["iPhone 13 mini", "iPhone14,4"], 375, 812, 3),
        row(["iPhone 12", "iPhone13,2"], 390, 844, 3),
        row(["iPhone 12 Pro", "iPhone13,3"], 390, 844, 3),
        row(["iPhone 13", "iPhone14,5"], 390, 844, 3),
        row(["iPhone 13 Pro", "iPhone14,2"], 390, 844, 3),
        row(["iPhone 14", "iPhone14,7"], 390, 844, 3),
        row(["iPhone 16e", "iPhone17,5"], 390, 844, 3),
        row(["iPhone 17e", "iPhone18,5"], 390, 844, 3),
        row(["iPhone 12 Pro Max", "iPhone13,4"], 428, 926, 3),
        row(["iPhone 13 Pro Max", "iPhone14,3"], 428, 926, 3),
        row(["iPhone 14 Plus", "iPhone14,8"], 428, 926, 3),
        row(["iPhone 14 Pro", "iPhone15,2"], 393, 852, 3),
        row(["iPhone 15", "iPhone15,4"], 393, 852, 3),
        row(["iPhone 15 Pro", "iPhone16,1"], 393, 852, 3),
        row(["iPhone 16", "iPhone17,3"], 393, 852, 3),
        row(["iPhone 14 Pro Max", "iPhone15,3"], 430, 932, 3),
        row(["iPhone 15 Plus", "iPhone15,5"], 430, 932, 3),
        row(["iPhone 15 Pro Max", "iPhone16,2"], 430, 932, 3),
        row(["iPhone 16 Plus", "iPhone17,4"], 430, 932, 3),
        row(["iPhone 16 Pro", "iPhone17,1"], 402, 874, 3),
        row(["iPhone 16 Pro Max", "iPhone17,2"], 440, 956, 3),
        row(["iPhone 17", "iPhone18,3"], 402, 874, 3),
        row(["iPhone 17 Pro", "iPhone18,1"], 402, 874, 3),
        row(["iPhone 17 Pro Max", "iPhone18,2"], 440, 956, 3),
        row(["iPhone Air", "iPhone18,4"], 420, 912, 3),
        // iPad
        row(["iPad (1st generation)", "iPad1,1", "iPad1,2"], 768, 1024, 1, .pad),
        row(["iPad 2", "iPad2,1", "iPad2,2", "iPad2,3", "iPad2,4"], 768, 1024, 1, .pad),
        row(["iPad mini (1st generation)", "iPad2,5", "iPad2,6", "iPad2,7"], 768, 1024, 1, .pad),
        row(["iPad (3rd generation)", "iPad Retina", "iPad3,1", "iPad3,2", "iPad3,3"], 768, 1024, 2, .pad),
        row(["iPad (4th generation)", "iPad3,4", "iPad3,5", "iPad3,6"], 768, 1024, 2, .pad),
        row(["iPad Air", "iPad4,1", "iPad4,2", "iPad4,3"], 768, 1024, 2, .pad),
        row(["iPad mini 2", "iPad4,4", "iPad4,5", "iPad4,6"], 768, 1024, 2, .pad),
        row(["iPad mini 3", "iPad4,7", "iPad4,8", "iPad4,9"], 768, 1024, 2, .pad),
        row(["iPad Air 2", "iPad5,3", "iPad5,4"], 768, 1024, 2, .pad),
        row(["iPad mini 4", "iPad5,1", "iPad5,2"], 768, 1024, 2, .pad),
        row(["iPad Pro (9.7-inch)", "iPad6,3", "iPad6,4", "ipad pro 9.7 inch"], 768, 1024, 2, .pad),
        row(["iPad (5th generation)", "iPad6,11", "iPad6,12"], 768, 1024, 2, .pad),
        row(["iPad (6th generation)", "iPad7,5", "iPad7,6"], 768, 1024, 2, .pad),
        row(["iPad mini (5th generation)", "iPad11,1", "iPad11,2"], 768, 1024, 2, .pad),
        row(["iPad (7th generation)", "iPad7,11", "iPad7,12"], 810, 1080, 2, .pad),
        row(["iPad (8th generation)", "iPad11,6", "iPad11,7"], 810, 1080, 2, .pad),
        row(["iPad (9th generation)", "iPad12,1", "iPad12,2"], 810, 1080, 2, .pad),
        row(["iPad Pro (10.5-inch)", "iPad7,3", "iPad7,4"], 834, 1112, 2, .pad),
        row(["iPad Air (3rd generation)", "iPad11,3", "iPad11,4"], 834, 1112, 2, .pad),
        row(["iPad Air (4th generation)", "iPad13,1", "iPad13,2"], 820, 1180, 2, .pad),
        row(["iPad Air (5th generation)", "iPad13,16", "iPad13,17"], 820, 1180, 2, .pad),
        row(["iPad (10th generation)", "iPad13,18", "iPad13,19"], 820, 1180, 2, .pad),
        row(["iPad Air 11-inch (M2)", "iPad14,8", "iPad14,9", "ipad air 11 inch m2"], 820, 1180, 2, .pad),
        row(["iPad (A16)", "iPad15,7", "iPad15,8"], 820, 1180, 2, .pad),
        row(["iPad Air 11-inch (M3)", "iPad15,3", "iPad15,4"], 820, 1180, 2, .pad),
        row(["iPad Air 11-inch (M4)", "iPad16,8", "iPad16,9"], 820, 1180, 2, .pad),
        row(["iPad mini (6th generation)", "iPad14,1", "iPad14,2"], 744, 1133, 2, .pad),
        row(["iPad mini (A17 Pro)", "iPad16,1", "iPad16,2"], 744, 1133, 2, .pad),
        row(["iPad Pro 11-inch (1st generation)", "iPad Pro (11-inch) (1st generation)", "iPad8,1", "iPad8,2", "iPad8,3", "iPad8,4"], 834, 1194, 2, .pad),
        row(["iPad Pro 11-inch (2nd generation)", "iPad Pro (11-inch) (2nd generation)", "iPad8,9", "iPad8,10"], 834, 1194, 2, .pad),
        row(["iPad Pro 11-inch (3rd generation)", "iPad Pro (11-inch) (3rd generation)", "iPad13,4", "iPad13,5", "iPad13,6", "iPad13,7"], 834, 1194, 2, .pad),
        row(["iPad Pro 11-inch (4th generation)", "iPad Pro (11-inch) (4th generation)", "iPad14,3", "iPad14,4"], 834, 1194, 2, .pad),
        row(["iPad Pro 12.9-inch (1st generation)", "iPad Pro (12.9-inch) (1st generation)", "iPad6,7", "iPad6,8"], 1024, 1366, 2, .pad),
        row(["iPad Pro 12.9-inch (2nd generation)", "iPad Pro (12.9-inch) (2nd generation)", "iPad7,1", "iPad7,2"], 1024, 1366, 2, .pad),
        row(["iPad Pro 12.9-inch (3rd generation)", "iPad Pro (12.9-inch) (3rd generation)", "iPad8,5", "iPad8,6", "iPad8,7", "iPad8,8"], 1024, 1366, 2, .pad),
        row(["iPad Pro 12.9-inch (4th generation)", "iPad Pro (12.9-inch) (4th generation)", "iPad8,11", "iPad8,12"], 1024, 1366, 2, .pad),
        row(["iPad Pro 12.9-inch (5th generation)", "iPad Pro (12.9-inch) (5th generation)", "iPad13,8", "iPad13,9", "iPad13,10", "iPad13,11"], 1024, 1366, 2, .pad),
        row(["iPad Pro 12.9-inch (6th generation)", "iPad Pro (12.9-inch) (6th generation)", "iPad14,5", "iPad14,6"], 1024, 1366, 2, .pad),
        row(["iPad Air 13-inch (M2)", "iPad14,10", "iPad14,11"], 1024, 1366, 2, .pad),
        row(["iPad Air 13-inch (M3)", "iPad15,5", "iPad15,6"], 1024, 1366, 2, .pad),
        row(["iPad Air 13-inch (M4)", "iPad16,10", "iPad16,11"], 1024, 1366, 2, .pad),
        row(["iPad Pro 11-inch (M4)", "iPad16,3", "iPad16,4", "ipad pro 11 inch m4"], 834, 1210, 2, .pad),
        row(["iPad Pro 11-inch (M5)", "iPad17,1", "iPad17,2"], 834, 1210, 2, .pad),
        row(["iPad Pro 13-inch (M4)", "iPad16,5", "iPad16,6"], 1032, 1376, 2, .pad),
        row(["iPad Pro 13-inch (M5)", "iPad17,3", "iPad17,4"], 1032, 1376, 2, .pad),
        // Other idioms
        row(["Apple TV HD", "Apple TV", "AppleTV5,3"], 1920, 1080, 1, .tv),
        row(["Apple TV 4K (1st generation)", "Apple TV 4K", "AppleTV6,2"], 1920, 1080, 2, .tv),
        row(["Apple TV 4K (2nd generation)", "AppleTV11,1"], 1920, 1080, 2, .tv),
        row(["Apple TV 4K (3rd generation)", "AppleTV14,1"], 1920, 1080, 2, .tv),
        row(["Mac (MacBook Air 13-inch, Mac Catalyst)", "mac"], 1470, 956, 2, .mac),
    ]

    @Test("every model resolves by each of its names", arguments: rows)
    func resolves(_ row: Row) throws {
        for name in row.names + [row.names[0].uppercased(), row.names[0].replacingOccurrences(of: " ", with: "")] {
            let device = try #require(DeviceCatalog.device(named: name), "'\(name)' is not found")
            #expect(device.name == row.names[0], "'\(name)'")
            #expect(device.portraitSize == Size(width: row.width, height: row.height), "'\(name)'")
            #expect(device.scale == row.scale && device.idiom == row.idiom, "'\(name)'")
        }
        for identifier in row.names where identifier.contains(",") && !identifier.contains(" ") {
            #expect(DeviceCatalog.device(identifier: identifier)?.name == row.names[0], "\(identifier)")
        }
    }

    /// The table and the catalog list the same models, and the table gives
    /// every identifier and simulator name the catalog has.
    @Test func theTableCoversTheCatalog() {
        #expect(Self.rows.map { $0.names[0] } == DeviceCatalog.all.map(\.name))
        for (row, device) in zip(Self.rows, DeviceCatalog.all) {
            for name in device.identifiers + device.simulatorNames {
                #expect(row.names.contains(name), "\(device.name): \(name)")
            }
        }
    }
}
