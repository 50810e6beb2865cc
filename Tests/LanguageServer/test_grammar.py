"""The TextMate grammar of Editors/vscode: every example and preset
tokenises with every non-blank character in a real scope and none
invalid, a table of snippets gets the scopes an editor colours, and the
extension manifest points at the grammar and the server."""

import json

import pytest

from support import EXAMPLES, PRESETS, ROOT
from textmate import Grammar

VSCODE = ROOT / "Editors" / "vscode"
GRAMMAR = Grammar(VSCODE / "syntaxes" / "layout.tmLanguage.json")


def specific(scopes):
    """The scopes that say what a character is (not the file or a region)."""
    return [scope for scope in scopes if scope != GRAMMAR.scope and not scope.startswith("meta.")]


def test_regexes_are_portable():
    assert len(GRAMMAR.regexes) > 40
    for pattern in GRAMMAR.regexes:
        GRAMMAR.regex(pattern)


@pytest.mark.parametrize("path", EXAMPLES + PRESETS, ids=lambda path: path.name)
def test_every_example_and_preset_is_scoped(path):
    text = path.read_text()
    tokens = GRAMMAR.tokenize(text)
    assert "".join(token for token, _ in tokens).replace("\r", "") == text.replace("\r", "") + (
        "" if text.endswith("\n") else "\n")
    for token, scopes in tokens:
        if token.strip():
            assert specific(scopes), f"unscoped {token!r} in {path.name}"
            assert not any(scope.startswith("invalid") for scope in scopes), f"{token!r} {scopes} in {path.name}"


def scope_of(snippet, needle, occurrence=0):
    """The most specific scope of the first character of the n-th `needle` in `snippet`."""
    index = -1
    for _ in range(occurrence + 1):
        index = snippet.index(needle, index + 1)
    position = 0
    for token, scopes in GRAMMAR.tokenize(snippet):
        if position <= index < position + len(token):
            assert snippet[index:index + len(needle)] in snippet[position:position + len(token) + len(needle)]
            return specific(scopes)
        position += len(token)
    raise AssertionError(f"{needle!r} not tokenised")


SNIPPETS = [
    # At-rules.
    ("@media (width >= 600) {}", "@media", "keyword.control.at-rule.media.layout"),
    ("@MEDIA (width >= 600) {}", "@MEDIA", "keyword.control.at-rule.media.layout"),
    ("@custom-media --wide (width >= 1000);", "@custom-media", "keyword.control.at-rule.custom-media.layout"),
    ("@custom-media --wide (width >= 1000);", "--wide", "entity.name.constant.custom-media.layout"),
    ("@custom-media --never false;", "false", "constant.language.boolean.layout"),
    ('@import "material";', "@import", "keyword.control.at-rule.import.layout"),
    ('@import "material";', "material", "string.quoted.double.layout"),
    ("@require columns, dense;", "dense", "variable.other.trait.layout"),
    ("@require columns, dense;", ";", "punctuation.terminator.statement.layout"),
    ("@frobnicate;", "@frobnicate", "keyword.control.at-rule.layout"),
    # Media queries.
    ("@media (min-width: 600px) {}", "min-width", "support.type.property-name.media.layout"),
    ("@media (min-width: 600px) {}", "600", "constant.numeric.layout"),
    ("@media (min-width: 600px) {}", "px", "keyword.other.unit.layout"),
    ("@media (400 <= width < 900) {}", "<=", "keyword.operator.comparison.layout"),
    ("@media (400 <= width < 900) {}", "width", "support.type.property-name.media.layout"),
    ("@media (400 <= width < 900) {}", "<", "keyword.operator.comparison.layout", 1),
    ("@media (aspect-ratio > 16/9) {}", "/", "keyword.operator.ratio.layout"),
    ("@media (resolution >= 2x) {}", "x", "keyword.other.unit.layout"),
    ("@media (width > 1.5e2) {}", "1.5e2", "constant.numeric.layout"),
    ("@media (orientation: landscape) {}", "landscape", "support.type.property-name.media.layout"),
    ("@media screen and (idiom: pad) {}", "screen", "support.constant.media-type.layout"),
    ("@media screen and (idiom: pad) {}", "and", "keyword.operator.logical.layout"),
    ("@media not all and (idiom: phone) {}", "not", "keyword.operator.logical.layout"),
    ("@media (--wide) or (idiom: tv) {}", "--wide", "variable.other.custom-media.layout"),
    ("@media (--wide) or (idiom: tv) {}", "or", "keyword.operator.logical.layout"),
    ("@media ((width > 1) and (height > 1)) {}", "and", "keyword.operator.logical.layout"),
    ("@media (width > 1) {}", "(", "punctuation.section.parens.begin.layout"),
    ("@media (columns >= 3) {}", "columns", "support.type.property-name.media.layout"),
    ("@media (width > 1) # {}", "#", "invalid.illegal.media-query.layout"),
    # Comments and strings.
    ("/* a\n comment */ traits {}", "comment", "comment.block.layout"),
    ("traits { a: 1; } // note", "note", "comment.line.double-slash.layout"),
    ("traits { a: 1; /* x */ }", "x", "comment.block.layout"),
    ("@media (width > 1) /* why */ {}", "why", "comment.block.layout"),
    ('traits { title: "Caf\\E9 "; }', "\\E9 ", "constant.character.escape.layout"),
    ("traits { title: 'Photos'; }", "Photos", "string.quoted.single.layout"),
    # Traits.
    ("traits { columns: 3; }", "traits", "storage.type.traits.layout"),
    ("traits { columns: 3; }", "columns", "variable.other.trait.layout"),
    ("traits { columns: 3; }", "3", "constant.numeric.layout"),
    ("traits { gap: -8pt; }", "-", "keyword.operator.sign.layout"),
    ("traits { gap: -8pt; }", "pt", "keyword.other.unit.layout"),
    ("traits { dense: TRUE; }", "TRUE", "constant.language.boolean.layout"),
    ("traits { style: tab-bar; }", "tab-bar", "support.constant.trait-value.layout"),
    ("traits { width: 50%; }", "%", "keyword.other.unit.percentage.layout"),
    ("traits { a: 1 # }", "#", "invalid.illegal.layout"),
    # Layout.
    ("layout { list { left: 0; } }", "layout", "storage.type.layout.layout"),
    ("layout { list { left: 0; } }", "list", "entity.name.type.region.layout"),
    ("layout { list { left: 0; } }", "left", "support.type.property-name.layout"),
    ("layout { a { b { top: 0; } } }", "b", "entity.name.type.region.layout"),
    ("layout { m { left: list.right + 1; } }", "list", "variable.other.region.layout"),
    ("layout { m { left: list.right + 1; } }", "right", "support.type.property-name.layout"),
    ("layout { m { left: list.right + 1; } }", "+", "keyword.operator.arithmetic.layout"),
    ("layout { m { width: max(300, 40%); } }", "max", "support.function.layout"),
    ("layout { m { width: 100% - 20; } }", "-", "keyword.operator.arithmetic.layout"),
    ("layout { m { top: env(safe-area-inset-top); } }", "safe-area-inset-top", "support.constant.safe-area.layout"),
    ("layout { m { right: auto; } }", "auto", "constant.language.layout"),
    ("layout { m { transform: rotate(45deg); } }", "deg", "keyword.other.unit.layout"),
    ("layout { m { left: 0 ! } }", "!", "invalid.illegal.layout"),
    # Devices.
    ('@device "Kiosk 2000" { idiom: pad; }', "@device", "keyword.control.at-rule.device.layout"),
    ('@device "Kiosk 2000" { idiom: pad; }', "Kiosk", "entity.name.type.device.layout"),
    ('@device "Kiosk 2000" { idiom: pad; }', "idiom", "support.type.property-name.device.layout"),
    ('@device "Kiosk 2000" { idiom: pad; }', "pad", "support.constant.device-value.layout"),
    ('@device "K" { window split-1/3 landscape: 320 800; }', "split-1/3", "support.constant.window-kind.layout"),
    ('@device "K" { window split-1/3 landscape: 320 800; }', "landscape", "support.constant.orientation.layout"),
    ('@device "K" { width: 800pt; }', "800", "constant.numeric.layout"),
    # Nesting: a block inside @media is tokenised as at the top level.
    ("@media (width > 1) {\n  traits { dense: 1; }\n}", "dense", "variable.other.trait.layout"),
    ("@media (width > 1) {\n  layout {\n    main {\n      left: 0;\n    }\n  }\n}", "main", "entity.name.type.region.layout"),
    ("@media (width > 1) {\n  @media (height > 1) { traits { dense: 1; } }\n}", "dense", "variable.other.trait.layout"),
]


@pytest.mark.parametrize("snippet, needle, scope, occurrence",
                         [row if len(row) == 4 else row + (0,) for row in SNIPPETS],
                         ids=[f"{row[1]}@{row[0][:30]}" for row in SNIPPETS])
def test_snippet_scopes(snippet, needle, scope, occurrence):
    assert scope_of(snippet, needle, occurrence)[-1] == scope


def test_extension_manifest():
    manifest = json.loads((VSCODE / "package.json").read_text())
    [language] = manifest["contributes"]["languages"]
    assert language["id"] == "layout" and ".layout" in language["extensions"]
    assert (VSCODE / language["configuration"]).is_file()
    [grammar] = manifest["contributes"]["grammars"]
    assert grammar["language"] == "layout" and grammar["scopeName"] == GRAMMAR.scope
    assert (VSCODE / grammar["path"]).resolve() == (VSCODE / "syntaxes" / "layout.tmLanguage.json").resolve()
    assert "vscode-languageclient" in manifest["dependencies"]
    assert (VSCODE / manifest["main"]).is_file()
    extension = (VSCODE / manifest["main"]).read_text()
    assert '"lsp"' in extension and "vscode-languageclient" in extension
    configuration = json.loads((VSCODE / "language-configuration.json").read_text())
    assert configuration["comments"] == {"lineComment": "//", "blockComment": ["/*", "*/"]}


def test_extension_script_parses():
    import shutil
    import subprocess

    if shutil.which("node") is None:
        pytest.skip("node is not installed")
    subprocess.run(["node", "--check", str(VSCODE / "extension.js")], check=True)
