import LayoutRulesBase
import LayoutRulesCodegen
import LayoutRulesDevices

// `layoutc export`: the device catalog as Swift for other tools. Two files:
//
// - snapshot-configs: one `ViewImageConfig` of pointfreeco/swift-snapshot-testing
//   per model, orientation and window, built only with
//   `ViewImageConfig(safeArea:size:traits:)` and UITraitCollection's documented
//   initializers, with the catalog's size, safe area, size classes and scale;
// - previews: the models' Xcode simulator names as SwiftUI `PreviewDevice`s and
//   their windows as fixed-size `PreviewLayout`s.
//
// Both are plain text built here, deterministic (catalog order, numbers printed
// by `formatNumber`), and type-checked against stubs of the two libraries by
// Scripts/typecheck-adapters.sh.

/// What `layoutc export` writes, and for which models and windows.
package struct DeviceExport: Sendable {
    /// Which models of each screen.
    package enum Models: String, Sendable, CaseIterable {
        /// The newest model of each distinct screen: every size, safe area
        /// and window once.
        case newest
        /// Every model.
        case all
    }

    /// Which windows of each model.
    package enum Windows: String, Sendable, CaseIterable {
        /// The full screen only.
        case full
        /// The full screen, and every Split View and Slide Over window.
        case all
    }

    /// How configurations are named.
    package enum NameStyle: String, Sendable, CaseIterable {
        /// `iPhone16Pro_landscape_splitOneThird`: model, orientation and window apart.
        case underscore
        /// `iPhone16ProLandscapeSplitOneThird`.
        case camel
    }

    /// The Swift access level of the generated declarations.
    package enum Access: String, Sendable, CaseIterable {
        case `internal`, `public`, `package`

        /// The keyword and a space, or nothing for `internal`.
        var prefix: String { self == .internal ? "" : rawValue + " " }
    }

    /// One model in one orientation and window.
    package struct Entry: Sendable, Hashable {
        /// "iPhone 16 Pro · landscape · Split View 1/3".
        package var title: String
        /// The Swift name: "iPhone16Pro_landscape_splitOneThird".
        package var identifier: String
        package var device: DeviceProfile
        package var orientation: LayoutInterfaceOrientation
        /// `full`, `split-1/3`, ... (``DeviceProfile/namedWindows(in:)``).
        package var windowName: String
        package var size: Size
        package var safeArea: LayoutEdgeInsets
        /// Nil for a resizable window: the catalog records none for it.
        package var sizeClasses: SizeClasses?
    }

    package var models = Models.newest
    package var windows = Windows.all
    package var names = NameStyle.underscore
    package var access = Access.internal
    /// Models named on the command line; all the selected ones when empty.
    package var devices: [DeviceProfile] = []

    package init() {}

    /// The iPhones and iPads the options select, in catalog order.
    package func selectedDevices() -> [DeviceProfile] {
        if !devices.isEmpty { return devices }
        let candidates = DeviceCatalog.all.filter { $0.idiom == .phone || $0.idiom == .pad }
        guard models == .newest else { return candidates }
        var newest: Set<String> = []
        for group in DeviceCatalog.groupedByScreen(candidates) {
            // Catalog order is oldest first within a family; a later model of the same year wins.
            if let pick = group.enumerated().max(by: { ($0.element.year ?? 0, $0.offset) < ($1.element.year ?? 0, $1.offset) }) {
                newest.insert(pick.element.name)
            }
        }
        return candidates.filter { newest.contains($0.name) }
    }

    /// Every model, orientation (portrait, then landscape-left) and window
    /// the options select, with the catalog's numbers.
    ///
    /// `resizable` windows are included with `sizeClasses` nil: their
    /// sizes are samples of a range, and UIKit's size classes for them are
    /// in no source the catalog has.
    package func entries(includingResizable: Bool) -> [Entry] {
        var result: [Entry] = []
        for device in selectedDevices() {
            for orientation in [LayoutInterfaceOrientation.portrait, .landscapeLeft] {
                for (name, window) in device.namedWindows(in: orientation) {
                    if windows == .full, name != "full" { continue }
                    var sizeClasses: SizeClasses?
                    switch window {
                    case .fullScreen, .size:
                        sizeClasses = orientation.isLandscape ? device.landscapeSizeClasses : device.portraitSizeClasses
                    case .multitasking(let kind):
                        sizeClasses = device.windows.first { $0.kind == kind && $0.landscape == orientation.isLandscape }?.sizeClasses
                    case .resizable:
                        guard includingResizable else { continue }
                    }
                    guard let environment = try? LayoutEnvironment(device: device, orientation: orientation, window: window) else {
                        continue
                    }
                    result.append(
                        Entry(
                            title: Self.title(device, orientation, name),
                            identifier: identifier(device, orientation, name), device: device, orientation: orientation,
                            windowName: name, size: Size(width: environment.width, height: environment.height),
                            safeArea: environment.safeArea, sizeClasses: sizeClasses))
                }
            }
        }
        return result
    }

    /// "iPhone 16 Pro · landscape · Split View 1/3", as LayoutRulesTesting's
    /// `DeviceCase` names it.
    static func title(_ device: DeviceProfile, _ orientation: LayoutInterfaceOrientation, _ window: String) -> String {
        let words: [String: String] = [
            "full": "full screen", "split-1/3": "Split View 1/3", "split-1/2": "Split View 1/2",
            "split-2/3": "Split View 2/3", "slide-over": "Slide Over", "resizable-min": "smallest window",
            "resizable-1/2": "half-screen window",
        ]
        return [device.name, orientation.isLandscape ? "landscape" : "portrait", words[window] ?? window]
            .joined(separator: " · ")
    }

    /// The Swift name of a model in an orientation and window.
    ///
    ///     "iPhone 16 Pro", portrait, full                  => iPhone16Pro_portrait
    ///     "iPad Pro 12.9-inch (6th generation)", landscape,
    ///     split-1/3                                        => iPadPro12_9Inch6thGeneration_landscape_splitOneThird
    func identifier(_ device: DeviceProfile, _ orientation: LayoutInterfaceOrientation, _ window: String) -> String {
        let windowWords: [String: String] = [
            "full": "", "split-1/3": "splitOneThird", "split-1/2": "splitHalf", "split-2/3": "splitTwoThirds",
            "slide-over": "slideOver", "resizable-min": "resizableMin", "resizable-1/2": "resizableHalf",
        ]
        let parts = [Self.modelIdentifier(device.name), orientation.isLandscape ? "landscape" : "portrait"]
            + [windowWords[window] ?? ""].filter { !$0.isEmpty }
        switch names {
        case .underscore: return parts.joined(separator: "_")
        case .camel: return parts[0] + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }
    }

    /// A model's name as one Swift identifier: words joined, each after
    /// the first capitalized, a decimal point between digits as `_`.
    ///
    ///     "iPad mini (A17 Pro)"           => iPadMiniA17Pro
    ///     "iPad Pro 12.9-inch (M4)"       => iPadPro12_9InchM4
    package static func modelIdentifier(_ name: String) -> String {
        var result = ""
        var capitalizeNext = false
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            if character.isLetter || character.isNumber {
                result += capitalizeNext ? character.uppercased() : String(character)
                capitalizeNext = false
            } else if character == ".", index > 0, index + 1 < characters.count, characters[index - 1].isNumber,
                characters[index + 1].isNumber
            {
                result += "_"
            } else {
                capitalizeNext = !result.isEmpty
            }
        }
        return result
    }

    /// The swift-snapshot-testing configurations: a Swift file.
    package func snapshotConfigs(command: String) -> String {
        let entries = entries(includingResizable: false)
        let access = access.prefix
        var out = """
            // Generated by `\(command)` from LayoutRules' device catalog.
            // Do not edit: run the command again. The numbers are the catalog's (LayoutRules'
            // Sources/LayoutRulesDevices, where each is cited): sizes and safe areas in
            // points as UIKit reports them, size classes, display scale and idiom, with
            // Dynamic Type at the default size (large), left to right. Landscape is the
            // landscape-left interface orientation.
            // \(entries.count) configurations.

            #if canImport(UIKit)
            import SnapshotTesting
            import UIKit

            extension ViewImageConfig {

            """
        for entry in entries {
            guard let classes = entry.sizeClasses else { continue }
            let s = entry.safeArea
            out += """
                    /// \(entry.title): \(formatNumber(entry.size.width)) x \(formatNumber(entry.size.height)) pt.
                    \(access)static var \(entry.identifier): ViewImageConfig {
                        layoutRulesConfig(
                            width: \(formatNumber(entry.size.width)), height: \(formatNumber(entry.size.height)), \
                safeArea: (top: \(formatNumber(s.top)), left: \(formatNumber(s.left)), bottom: \(formatNumber(s.bottom)), \
                right: \(formatNumber(s.right))),
                            sizeClasses: (.\(classes.horizontal.rawValue), .\(classes.vertical.rawValue)), \
                scale: \(formatNumber(entry.device.scale)), idiom: .\(entry.device.idiom.rawValue))
                    }

                """
        }
        out += """
                /// Every configuration of this file with its name, such as
                /// "iPhone 16 Pro · landscape · full screen", in catalog order.
                \(access)static var layoutRulesDevices: [(name: String, config: ViewImageConfig)] {
                    [

            """
        for entry in entries where entry.sizeClasses != nil {
            out += "            (\(swiftString(entry.title)), .\(entry.identifier)),\n"
        }
        out += """
                    ]
                }

                /// A configuration from the catalog's numbers, its traits built with
                /// UITraitCollection's documented initializers.
                private static func layoutRulesConfig(
                    width: CGFloat, height: CGFloat, safeArea: (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat),
                    sizeClasses: (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass),
                    scale: CGFloat, idiom: UIUserInterfaceIdiom
                ) -> ViewImageConfig {
                    ViewImageConfig(
                        safeArea: UIEdgeInsets(top: safeArea.top, left: safeArea.left, bottom: safeArea.bottom, right: safeArea.right),
                        size: CGSize(width: width, height: height),
                        traits: UITraitCollection(traitsFrom: [
                            UITraitCollection(horizontalSizeClass: sizeClasses.horizontal),
                            UITraitCollection(verticalSizeClass: sizeClasses.vertical),
                            UITraitCollection(displayScale: scale),
                            UITraitCollection(userInterfaceIdiom: idiom),
                            UITraitCollection(layoutDirection: .leftToRight),
                            UITraitCollection(preferredContentSizeCategory: .large),
                        ]))
                }
            }
            #endif

            """
        return out
    }

    /// The SwiftUI preview helper: a Swift file.
    package func previews(command: String) -> String {
        let devices = selectedDevices()
        let entries = entries(includingResizable: true)
        let access = access.prefix
        var out = """
            // Generated by `\(command)` from LayoutRules' device catalog.
            // Do not edit: run the command again. Simulator names are Xcode's device
            // types for the models (a preview needs that simulator installed); window
            // sizes are the catalog's, in points.

            #if canImport(SwiftUI)
            import SwiftUI

            /// The catalog's models as preview devices, and their windows as
            /// fixed-size preview layouts.
            \(access)enum LayoutRulesPreviews {
                /// Each model's Xcode simulator, in catalog order.
                \(access)static var devices: [PreviewDevice] {
                    [

            """
        for device in devices {
            out += "            PreviewDevice(rawValue: \(swiftString(device.simulatorNames.first ?? device.name))),\n"
        }
        out += """
                    ]
                }

                /// Each model's windows (the full screen, Split View and Slide Over,
                /// and samples of the resizable windows) as fixed-size layouts, with
                /// names such as "iPad Air 11-inch (M4) · landscape · Split View 1/3".
                \(access)static var windows: [(name: String, layout: PreviewLayout)] {
                    [

            """
        for entry in entries {
            out += "            (\(swiftString(entry.title)), .fixed(width: \(formatNumber(entry.size.width)), height: \(formatNumber(entry.size.height)))),\n"
        }
        out += """
                    ]
                }
            }
            #endif

            """
        return out
    }

    /// A Swift string literal: names have no quotes or backslashes, but a
    /// device file's might, or control characters (the code generator's
    /// escaping, so both write literals alike).
    private func swiftString(_ text: String) -> String { SwiftNames.string(text) }
}
