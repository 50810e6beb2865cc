import LayoutRules

/// The catalog's devices as test arguments: models filtered by idiom,
/// family and year, each in the orientations, windows and Dynamic Type
/// sizes asked for.
///
/// A matrix is a collection of ``DeviceCase`` values, so it is what
/// Swift Testing's `arguments:` takes:
///
///     @Test(arguments: DeviceMatrix.phones.orientations(.all))
///     func columns(_ device: DeviceCase) {
///         #expect(rules.evaluate(device.environment)["columns"] != nil)
///     }
///
/// Every filter returns a new matrix; the starting points (``all``,
/// ``phones``, ``pads``) have every model in portrait, full screen, at
/// the default text size. Models are in the catalog's order (each family
/// oldest first).
public struct DeviceMatrix: Sendable, Hashable, RandomAccessCollection {
    /// Which interface orientations a matrix has.
    public struct Orientations: OptionSet, Sendable, Hashable {
        /// The option set's bits.
        public let rawValue: Int
        /// Orientations from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Portrait.
        public static let portrait = Orientations(rawValue: 1)
        /// Landscape, home indicator or button on the right
        /// (`landscapeLeft` interface orientation), whose safe area the
        /// catalog records.
        public static let landscape = Orientations(rawValue: 2)
        /// Portrait and landscape.
        public static let all: Orientations = [.portrait, .landscape]
    }

    /// Which windows a matrix has, by their `WindowKind`.
    public struct Windows: OptionSet, Sendable, Hashable {
        /// The option set's bits.
        public let rawValue: Int
        /// Windows from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The whole screen.
        public static let fullScreen = Windows(rawValue: 1)
        /// Every Split View side the device has in the orientation (1/3, 1/2, 2/3).
        public static let splitView = Windows(rawValue: 2)
        /// The Slide Over window.
        public static let slideOver = Windows(rawValue: 4)
        /// The smallest resizable window (320 x 320 points) and a window
        /// of half the screen's width, on the iPads that run iPadOS 26.
        public static let resizable = Windows(rawValue: 8)
        /// Every window.
        public static let all: Windows = [.fullScreen, .splitView, .slideOver, .resizable]
    }

    /// The models, in catalog order.
    public private(set) var devices: [DeviceProfile]
    /// The orientations each model is in.
    public private(set) var orientationSet: Orientations
    /// The windows each model is in.
    public private(set) var windowSet: Windows
    /// The text sizes each window is at.
    public private(set) var dynamicTypeSizes: [LayoutEnvironment.DynamicTypeSize]
    /// The cases, in order: by model, then orientation, window and text size.
    public private(set) var cases: [DeviceCase]

    /// A matrix of the given models, in portrait, full screen, at the
    /// default text size.
    public init(devices: [DeviceProfile]) {
        self.devices = devices
        orientationSet = .portrait
        windowSet = .fullScreen
        dynamicTypeSizes = [.large]
        cases = []
        cases = expand()
    }

    /// Every catalog model: iPhones and iPod touches, iPads, Apple TVs and
    /// the Mac Catalyst window.
    public static var all: DeviceMatrix { DeviceMatrix(devices: DeviceCatalog.all) }
    /// Every iPhone and iPod touch.
    public static var phones: DeviceMatrix { all.idioms(.phone) }
    /// Every iPad.
    public static var pads: DeviceMatrix { all.idioms(.pad) }

    /// The position of the first case.
    public var startIndex: Int { cases.startIndex }
    /// The position after the last case.
    public var endIndex: Int { cases.endIndex }
    /// The case at a position.
    public subscript(position: Int) -> DeviceCase { cases[position] }

    /// The models of the given idioms.
    public func idioms(_ idioms: Idiom...) -> DeviceMatrix {
        devicesWhere { idioms.contains($0.idiom) }
    }

    /// The models of a family: those named the family or the family and
    /// more words, ignoring case: "iPhone" is every iPhone, "iPad Pro"
    /// every iPad Pro, and "iPhone 16" the iPhone 16, 16 Plus, 16 Pro and
    /// 16 Pro Max (not the 16e, whose second word is "16e").
    public func family(_ family: String) -> DeviceMatrix {
        let wanted = family.lowercased()
        return devicesWhere { device in
            let name = device.name.lowercased()
            return name == wanted || name.hasPrefix(wanted + " ")
        }
    }

    /// The models introduced in the given years, such as `2020...` or
    /// `2024`. Models with no recorded year (the Mac window) are left out.
    public func years(_ years: some RangeExpression<Int>) -> DeviceMatrix {
        devicesWhere { device in device.year.map { years.contains($0) } ?? false }
    }

    /// The models introduced in one year.
    public func year(_ year: Int) -> DeviceMatrix { years(year...year) }

    /// The newest model of each distinct screen (size, scales, safe areas,
    /// size classes and windows), in catalog order: one case per screen
    /// instead of one per model.
    public func newestOfEachScreen() -> DeviceMatrix {
        let groups = DeviceCatalog.groupedByScreen(devices)
        let newest = Set(groups.compactMap { group in
            group.enumerated().max { ($0.element.year ?? 0, $0.offset) < ($1.element.year ?? 0, $1.offset) }?.element.name
        })
        return devicesWhere { newest.contains($0.name) }
    }

    /// The same models in the given orientations.
    public func orientations(_ orientations: Orientations) -> DeviceMatrix {
        var matrix = self
        matrix.orientationSet = orientations
        matrix.cases = matrix.expand()
        return matrix
    }

    /// The same models in the given windows, where a model has them: Split
    /// View and Slide Over on the iPads that offer them in that
    /// orientation, resizable windows on the iPads that run iPadOS 26.
    public func windows(_ windows: Windows) -> DeviceMatrix {
        var matrix = self
        matrix.windowSet = windows
        matrix.cases = matrix.expand()
        return matrix
    }

    /// Every case at each of the given text sizes, such as
    /// `.dynamicTypeSizes(.large, .accessibilityExtraExtraExtraLarge)`.
    public func dynamicTypeSizes(_ sizes: LayoutEnvironment.DynamicTypeSize...) -> DeviceMatrix {
        dynamicTypeSizes(sizes)
    }

    /// Every case at each of the given text sizes, such as
    /// `.dynamicTypeSizes(LayoutEnvironment.DynamicTypeSize.allCases)`.
    public func dynamicTypeSizes(_ sizes: [LayoutEnvironment.DynamicTypeSize]) -> DeviceMatrix {
        var matrix = self
        matrix.dynamicTypeSizes = sizes
        matrix.cases = matrix.expand()
        return matrix
    }

    /// The matrix with the models that satisfy a predicate.
    public func devicesWhere(_ isIncluded: (DeviceProfile) -> Bool) -> DeviceMatrix {
        var matrix = self
        matrix.devices = devices.filter(isIncluded)
        matrix.cases = matrix.expand()
        return matrix
    }

    /// The cases of the current models, orientations, windows and sizes.
    private func expand() -> [DeviceCase] {
        var result: [DeviceCase] = []
        var orientations: [LayoutInterfaceOrientation] = []
        if orientationSet.contains(.portrait) { orientations.append(.portrait) }
        if orientationSet.contains(.landscape) { orientations.append(.landscapeLeft) }
        for device in devices {
            // Apple TV and the Mac window have one orientation, kept in portraitSize.
            let rotates = device.idiom == .phone || device.idiom == .pad
            for orientation in rotates ? orientations : [LayoutInterfaceOrientation.portrait] {
                for (name, window) in device.namedWindows(in: orientation) where windowSet.contains(Self.option(for: window)) {
                    for size in dynamicTypeSizes {
                        result.append(
                            DeviceCase(
                                device: device, orientation: orientation, window: window, windowName: name,
                                dynamicTypeSize: size))
                    }
                }
            }
        }
        return result
    }

    /// The option that selects a window.
    private static func option(for window: WindowSpec) -> Windows {
        switch window {
        case .fullScreen, .size: .fullScreen
        case .multitasking(let kind): kind == .slideOver ? .slideOver : .splitView
        case .resizable: .resizable
        }
    }
}
