// The rules' traits into UIKit's trait system: the size classes as a
// UITraitCollection, and on iOS 17 and later every resolved trait as one
// custom trait that views and view controllers read from their trait
// collection.
#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
import UIKit
import LayoutRulesRuntime

/// The traits the rules resolved, as a custom UIKit trait.
///
/// A container sets it through `traitOverrides`; every view controller and
/// view below it reads it from its trait collection, and UIKit tells
/// whoever registered for it when the value changes:
///
///     let columns = traitCollection.layoutRules["columns"]
///     registerForTraitChanges([LayoutRulesTrait.self]) { (self: Self, _) in self.reload() }
///
/// The value is a ``ResolvedTraits``, which compares by content, so UIKit
/// sees a change only when a trait's value really changes.
@available(iOS 17.0, *)
public struct LayoutRulesTrait: UITraitDefinition {
    /// No traits, before any rule set was applied.
    public static let defaultValue = ResolvedTraits.empty
    /// The trait's identifier for encoding, in reverse-DNS form.
    public static let identifier = "org.layoutrules.traits"
    /// The trait's name in debugging output.
    public static let name = "LayoutRules"
}

@available(iOS 17.0, *)
extension UITraitCollection {
    /// The traits the rules resolved for this part of the interface, or
    /// none when no container set them.
    public var layoutRules: ResolvedTraits { self[LayoutRulesTrait.self] }
}

@available(iOS 17.0, *)
extension UIMutableTraits {
    /// The rules' traits, to set through `traitOverrides`.
    public var layoutRules: ResolvedTraits {
        get { self[LayoutRulesTrait.self] }
        set { self[LayoutRulesTrait.self] = newValue }
    }
}

@available(iOS 17.0, *)
extension UITraitOverrides {
    /// Overrides the size classes a rule set names and removes the
    /// override of any it does not, so that UIKit's own class shows again.
    public mutating func setSizeClasses(_ sizeClasses: SizeClassOverride) {
        if let horizontal = sizeClasses.horizontal {
            horizontalSizeClass = UIUserInterfaceSizeClass(horizontal)
        } else if contains(UITraitHorizontalSizeClass.self) {
            remove(UITraitHorizontalSizeClass.self)
        }
        if let vertical = sizeClasses.vertical {
            verticalSizeClass = UIUserInterfaceSizeClass(vertical)
        } else if contains(UITraitVerticalSizeClass.self) {
            remove(UITraitVerticalSizeClass.self)
        }
    }
}

extension UITraitCollection {
    /// The size classes a rule set names, as a trait collection for
    /// `setOverrideTraitCollection(_:forChild:)`; nil when it names none,
    /// which removes an earlier override.
    public static func overriding(_ sizeClasses: SizeClassOverride) -> UITraitCollection? {
        guard !sizeClasses.isEmpty else { return nil }
        if #available(iOS 17.0, *) {
            return UITraitCollection { traits in
                if let horizontal = sizeClasses.horizontal {
                    traits.horizontalSizeClass = UIUserInterfaceSizeClass(horizontal)
                }
                if let vertical = sizeClasses.vertical {
                    traits.verticalSizeClass = UIUserInterfaceSizeClass(vertical)
                }
            }
        } else {
            // Before iOS 17 a collection holds the traits of the collections
            // it is made from (deprecated in iOS 17, so only in this branch).
            var parts: [UITraitCollection] = []
            if let horizontal = sizeClasses.horizontal {
                parts.append(UITraitCollection(horizontalSizeClass: UIUserInterfaceSizeClass(horizontal)))
            }
            if let vertical = sizeClasses.vertical {
                parts.append(UITraitCollection(verticalSizeClass: UIUserInterfaceSizeClass(vertical)))
            }
            return UITraitCollection(traitsFrom: parts)
        }
    }
}
#endif
