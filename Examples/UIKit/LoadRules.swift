// Loading the rule files from the app bundle, with the file and bundle
// providers of LayoutRulesFoundation. Add the .layout files to the app
// target's resources (with LayoutRulesPlugin, they are also checked at
// build time).
import Foundation
import LayoutRules
import LayoutRulesFoundation

/// PhotoApp.layout, with the device-orientation preset's size classes.
func loadPhotoRules() throws(RuleLoadingError) -> RuleSet {
    try RuleSet.load(resource: "PhotoApp", bundle: .main, presets: ["device-orientation"])
}

/// Mail.layout.
func loadMailRules() throws(RuleLoadingError) -> RuleSet {
    try RuleSet.load(resource: "Mail", bundle: .main)
}
