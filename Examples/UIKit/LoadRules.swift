// Loading rule files from the app bundle at run time, with the file and
// bundle providers of LayoutRulesFoundation: for rules that are not known
// when the app is built (downloaded, or chosen by the user). Rules known
// at build time are better compiled by LayoutRulesPlugin, which checks
// them and gives typed traits (Examples/UIKit/PhotoApp.swift). A RuleSet
// is a LayoutEvaluator too:
//
//     LayoutRulesContainerViewController(rules: try loadPhotoRules())
import Foundation
import LayoutRules
import LayoutRulesFoundation

/// PhotoApp.layout, with the device-orientation preset's size classes.
func loadPhotoRules() throws(RuleLoadingError) -> RuleSet {
    try RuleSet.load(resource: "PhotoApp", bundle: .main, presets: [.deviceOrientation])
}

/// Mail.layout.
func loadMailRules() throws(RuleLoadingError) -> RuleSet {
    try RuleSet.load(resource: "Mail", bundle: .main)
}
