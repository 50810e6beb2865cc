// LayoutRulesFoundation on real files: rule files shipped as resources of
// this test target (`Bundle.module`), the file system provider's refusals
// (directories, FIFOs, files past the size cap), and which files a
// directory on the command line stands for.

import Foundation
@testable import LayoutRulesFoundation
import Testing

struct BundleLoadingTests {
    @Test func compilesAResourceWithItsImport() throws {
        let compilation = Compiler.compile(resource: "App", subdirectory: "Rules", in: .module)
        #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics.map(\.message))")
        let rules = try #require(compilation.ruleSet)
        #expect(rules.evaluate(LayoutEnvironment(width: 390, height: 844))["columns"] == .number(1))
        #expect(rules.evaluate(LayoutEnvironment(width: 768, height: 1024, idiom: .pad))["columns"] == .number(2))
        let wide = rules.evaluate(LayoutEnvironment(width: 1366, height: 1024, idiom: .pad))
        #expect(wide["columns"] == .number(3))
        #expect(wide["sidebar"] == .boolean(true))
        #expect(compilation.sources.files.map(\.path).sorted() == ["Rules/App.layout", "Rules/shared/Breakpoints.layout"])
    }

    @Test func loadAcceptsTheExtensionAndAPathInTheName() throws {
        let rules = try RuleSet.load(resource: "Rules/App.layout", bundle: .module)
        #expect(rules.evaluate(LayoutEnvironment(width: 1366, height: 1024))["columns"] == .number(3))
    }

    @Test func loadThrowsTheDiagnosticsOfABrokenFile() throws {
        do {
            _ = try RuleSet.load(resource: "Broken", subdirectory: "Rules", bundle: .module)
            Issue.record("a file with an unknown feature loaded")
        } catch {
            #expect(error.compilation.hasErrors)
            #expect(error.description.contains("Rules/Broken.layout:2:9: error:"), "\(error.description)")
        }
    }

    @Test func aMissingResourceCannotBeRead() {
        let compilation = Compiler.compile(resource: "Missing", subdirectory: "Rules", in: .module)
        #expect(compilation.ruleSet == nil)
        #expect(compilation.diagnostics.map(\.id) == [.cannotReadFile])
    }

    @Test func importsCannotLeaveTheBundle() {
        let compilation = Compiler.compile(resource: "Escape", subdirectory: "Rules", in: .module)
        #expect(compilation.diagnostics.map(\.id) == [.importNotFound])
        let provider = BundleSourceProvider(bundle: .module)
        #expect(provider.contents(ofFile: "Rules/App.layout") != nil)
        #expect(provider.contents(ofFile: "Rules/../Rules/App.layout") != nil)
        #expect(provider.contents(ofFile: "../Rules/App.layout") == nil)
        #expect(provider.contents(ofFile: "/etc/hostname") == nil)
        #expect(provider.contents(ofFile: provider.root.appendingPathComponent("Rules/App.layout").path) == nil)
        #expect(provider.contents(ofFile: "Rules") == nil, "a directory is not a file")
    }

    @Test func relativePaths() {
        #expect(BundleSourceProvider.relativePath("a/./b/../c.layout") == "a/c.layout")
        #expect(BundleSourceProvider.relativePath("a/../../c.layout") == nil)
        #expect(BundleSourceProvider.relativePath("/a.layout") == nil)
        #expect(BundleSourceProvider.relativePath("") == nil)
        #expect(BundleSourceProvider.relativePath(".") == nil)
        #expect(Compiler.resourcePath("App", subdirectory: nil) == "App.layout")
        #expect(Compiler.resourcePath("App.layout", subdirectory: "Rules/") == "Rules/App.layout")
    }
}

struct FileSystemSourceProviderTests {
    /// A new empty directory, removed after `body`.
    func withDirectory(_ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("foundation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    @Test func readsFilesAndTheirImportsFromDisk() throws {
        try withDirectory { directory in
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("shared"), withIntermediateDirectories: true)
            try Data("@custom-media --wide (width >= 800);".utf8).write(to: directory.appendingPathComponent("shared/B.layout"))
            try Data("@import \"shared/B.layout\"; @media (--wide) { traits { wide: true; } }".utf8)
                .write(to: directory.appendingPathComponent("App.layout"))
            let compilation = Compiler.compile(
                path: directory.appendingPathComponent("App.layout").path, provider: FileSystemSourceProvider())
            #expect(compilation.diagnostics.isEmpty)
            #expect(compilation.ruleSet?.evaluate(LayoutEnvironment(width: 900, height: 600))["wide"] == .boolean(true))
        }
    }

    @Test func refusesAnythingButARegularFile() throws {
        try withDirectory { directory in
            let provider = FileSystemSourceProvider()
            #expect(provider.contents(ofFile: directory.path) == nil, "a directory")
            #expect(provider.contents(ofFile: directory.appendingPathComponent("missing.layout").path) == nil)
            // A FIFO with no writer: opening it must not wait.
            let fifo = directory.appendingPathComponent("fifo.layout").path
            #expect(mkfifo(fifo, 0o600) == 0)
            #expect(provider.contents(ofFile: fifo) == nil, "a FIFO")
        }
    }

    @Test func readsAtMostMaxBytes() throws {
        try withDirectory { directory in
            let file = directory.appendingPathComponent("big.layout")
            try Data(repeating: UInt8(ascii: " "), count: 200_000).write(to: file)
            #expect(FileSystemSourceProvider(maxBytes: 100_001).contents(ofFile: file.path)?.count == 100_001)
            #expect(FileSystemSourceProvider().contents(ofFile: file.path)?.count == 200_000)
            #expect(FileSystemSourceProvider(maxBytes: -5).contents(ofFile: file.path)?.count == 0)
        }
    }

    /// The paths a directory on the command line stands for: every entry
    /// named `.layout`, whatever its kind, in sorted order, without hidden
    /// entries or links to directories inside it; a directory named
    /// through a symbolic link is followed.
    @Test func expandsADirectoryToItsRuleFiles() throws {
        try withDirectory { url in
            let manager = FileManager.default
            let root = url.path
            for folder in ["sub/deeper", ".hidden", "sub/.hidden", "dir.layout"] {
                try manager.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
            }
            for file in [
                "a.layout", "Z.layout", "a-b.layout", "sub-x.layout", "é.layout", "b.txt", "sub/c.layout",
                "sub/deeper/d.layout", "sub/n.layout.bak", ".hidden/e.layout", "sub/.f.layout",
                "sub/.hidden/h.layout", "dir.layout/g.layout",
            ] {
                try Data("@media (width > 1) {}".utf8).write(to: URL(fileURLWithPath: "\(root)/\(file)"))
            }
            try manager.createSymbolicLink(atPath: "\(root)/link-dir", withDestinationPath: "sub")
            try manager.createSymbolicLink(atPath: "\(root)/loop", withDestinationPath: ".")
            try manager.createSymbolicLink(atPath: "\(root)/link-file.layout", withDestinationPath: "a.layout")
            try manager.createSymbolicLink(atPath: "\(root)/broken.layout", withDestinationPath: "nowhere")
            #expect(mkfifo("\(root)/fifo.layout", 0o600) == 0)
            let expected = [
                "Z.layout", "a-b.layout", "a.layout", "broken.layout", "dir.layout", "dir.layout/g.layout",
                "fifo.layout", "link-file.layout", "sub-x.layout", "sub/c.layout",
                "sub/deeper/d.layout", "é.layout",
            ]
            #expect(FileSystemSourceProvider.expand([root]).files == expected.map { "\(root)/\($0)" })
            #expect(FileSystemSourceProvider.expand([root + "/"]).files == expected.map { "\(root)/\($0)" })
            #expect(FileSystemSourceProvider.expand([root + "//"]).files == expected.map { "\(root)//\($0)" })
            #expect(FileSystemSourceProvider.expand(["\(root)/.hidden"]).files == ["\(root)/.hidden/e.layout"])
            #expect(
                FileSystemSourceProvider.expand(["\(root)/link-dir"]).files
                    == ["\(root)/link-dir/c.layout", "\(root)/link-dir/deeper/d.layout"])
            let files = ["\(root)/b.txt", "\(root)/broken.layout", "\(root)/missing", "\(root)/fifo.layout"]
            let (found, missing) = FileSystemSourceProvider.expand(files)
            #expect(found == ["\(root)/b.txt", "\(root)/fifo.layout"])
            #expect(missing == ["\(root)/broken.layout", "\(root)/missing"])
        }
    }
}
