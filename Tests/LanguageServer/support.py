"""Paths and helpers shared by the language server and grammar tests."""

import os
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2]
LAYOUTC = os.environ.get("LAYOUTC_PATH", str(ROOT / ".build" / "debug" / "layoutc"))
FULL = os.environ.get("LAYOUTRULES_FULL_TESTS") == "1"
EXAMPLES = sorted((ROOT / "Examples").rglob("*.layout"))
PRESETS = sorted((ROOT / "Sources" / "LayoutRulesPresets" / "Rules").glob("*.layout"))


def uri(path):
    return pathlib.Path(path).resolve().as_uri()


def feature_table():
    """The feature names of Grammar.md's table, which a Swift test holds
    equal to the compiler's feature table."""
    grammar = (ROOT / "Grammar.md").read_text()
    table = grammar.split("<!-- features:begin -->")[1].split("<!-- features:end -->")[0]
    rows = [line for line in table.splitlines() if line.startswith("| ") and not line.startswith(("| name", "| ---"))]
    return [(row.split("|")[1].strip(), row.split("|")[4].strip() == "yes") for row in rows]


def utf16_position(text, index):
    """The LSP position of the code point at `index` of `text`."""
    line = text.count("\n", 0, index)
    start = text.rfind("\n", 0, index) + 1
    return {"line": line, "character": len(text[start:index].encode("utf-16-le")) // 2}


def find(text, needle, offset=0):
    """The LSP position of `needle`'s first occurrence, moved `offset` code points."""
    index = text.index(needle)
    assert index >= 0
    return utf16_position(text, index + offset)


def discrete_values(name):
    grammar = (ROOT / "Grammar.md").read_text()
    match = re.search(r"\| " + re.escape(name) + r" \| ([^|]+) \|", grammar.split("<!-- features:end -->")[1])
    return [value.strip().strip("`") for value in match.group(1).split(",")] if match else None
