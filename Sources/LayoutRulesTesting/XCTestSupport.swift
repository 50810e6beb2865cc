#if canImport(XCTest)
import LayoutRules
import XCTest

extension XCTestCase {
    /// Runs `body` once for each case of a matrix, and reports an error it
    /// throws as a failure named after the case, then goes on with the
    /// next case:
    ///
    ///     func testSidebarFits() {
    ///         forEachDevice(in: DeviceMatrix.pads.windows(.all)) { device in
    ///             let frames = try layout(in: device.environment)
    ///             XCTAssertGreaterThanOrEqual(frames.content.width, 320, device.name)
    ///         }
    ///     }
    ///
    /// A thrown error fails as "iPad Air 11-inch (M2) · portrait · Split
    /// View 1/3: <error>"; pass `device.name` as the message of `XCTAssert`
    /// calls for the same.
    ///
    /// - Parameters:
    ///   - matrix: The cases, such as `DeviceMatrix.phones.orientations(.all)`.
    ///   - file: The file failures are reported in; the caller's by default.
    ///   - line: The line failures are reported at; the caller's by default.
    ///   - body: The test of one case.
    public func forEachDevice(
        in matrix: DeviceMatrix, file: StaticString = #filePath, line: UInt = #line,
        _ body: (DeviceCase) throws -> Void
    ) {
        for device in matrix {
            do {
                try body(device)
            } catch {
                XCTFail("\(device.name): \(error)", file: file, line: line)
            }
        }
    }
}
#endif
