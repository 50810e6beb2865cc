// Must not compile in Swift 6: the block of
// addObserver(forName:object:queue:using:) is `@Sendable` and not
// isolated to the main actor
// (https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(forname:object:queue:using:)),
// even on the main queue, so a main-actor method cannot be called from it
// without `MainActor.assumeIsolated`, as the UIKit container does.
import UIKit

@MainActor
final class Watcher {
    var token: (any NSObjectProtocol)?

    func update() {}

    func watch() {
        token = NotificationCenter.default.addObserver(
            forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main
        ) { [weak self] _ in
            self?.update()
        }
    }
}
