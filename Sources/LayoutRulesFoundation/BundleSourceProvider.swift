import Foundation
import LayoutRulesBase
import LayoutRulesFileSystem

/// Reads rule files, and the files they `@import`, from a bundle's
/// resources: for apps that ship `.layout` files and compile them at run
/// time (to reload rules without rebuilding).
///
///     let provider = BundleSourceProvider(bundle: .main)
///     let compilation = Compiler.compile(path: "Rules/App.layout", provider: provider)
///
/// Paths are relative to the bundle's resource directory, and an import is
/// resolved relative to the file that imports it, so `Rules/App.layout`
/// importing `shared/Breakpoints.layout` reads
/// `Rules/shared/Breakpoints.layout`. An absolute path, or one that leaves
/// the resource directory (`../x.layout` from the top), reads as missing:
/// rules in a bundle see only the bundle.
///
/// In a Swift package, ship the folder with `resources: [.copy("Rules")]`:
/// `.process` flattens folders, which breaks import paths that name one.
public struct BundleSourceProvider: SourceProvider {
    /// The directory paths are resolved in: the bundle's resource directory.
    public let root: URL
    /// The most bytes read from one file (see `FileSystemSourceProvider.maxBytes`).
    public var maxBytes: Int

    /// Reads from `bundle`'s resources (`Bundle.main`, `Bundle.module`).
    public init(bundle: Bundle, maxBytes: Int = Limits().maxFileBytes + 1) {
        self.init(root: bundle.resourceURL ?? bundle.bundleURL, maxBytes: maxBytes)
    }

    /// Reads from a directory, with the same rules as for a bundle.
    public init(root: URL, maxBytes: Int = Limits().maxFileBytes + 1) {
        self.root = root
        self.maxBytes = max(0, maxBytes)
    }

    /// The bytes of the regular file at `path` under `root`, or nil when it
    /// is missing, not a regular file, or outside `root`.
    public func contents(ofFile path: String) -> [UInt8]? {
        guard let relative = Self.relativePath(path) else { return nil }
        let url = root.appendingPathComponent(relative, isDirectory: false)
        return FileSystemSourceProvider(maxBytes: maxBytes).contents(ofFile: url.path)
    }

    /// `path` with `.` and `..` folded, or nil when it is absolute, empty
    /// or climbs out of the root.
    static func relativePath(_ path: String) -> String? {
        guard !path.hasPrefix("/") else { return nil }
        let normalized = ImportPath.normalize(path)
        guard normalized != ".", normalized != "..", !normalized.hasPrefix("../") else { return nil }
        return normalized
    }
}
