// Stub of swift-snapshot-testing's `ViewImageConfig`, the one declaration
// the Swift that `layoutc export snapshot-configs` writes uses, transcribed
// from its source (signatures only):
// https://github.com/pointfreeco/swift-snapshot-testing/blob/main/Sources/SnapshotTesting/Common/View.swift
// (read at commit 012fd98e58585ac48e6b4b0b4c6c34195b46ab8f). The library
// declares it under `#if os(iOS) || os(tvOS)`, not Sendable, not
// main-actor isolated, with presets (`iPhone8`, `iPadPro11`, ...) that the
// generated file does not use and the stub leaves out.
@_exported import UIKit

public struct ViewImageConfig {
    public enum Orientation {
        case landscape
        case portrait
    }
    public enum TabletOrientation {
        public enum PortraitSplits {
            case oneThird
            case twoThirds
            case full
        }
        public enum LandscapeSplits {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }
        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    public var safeArea: UIEdgeInsets
    public var size: CGSize?
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }
}
