"""`layoutc lsp` end to end, driven by pytest-lsp's client (pygls): every
feature a real editor uses, over JSON-RPC to the built binary."""

import asyncio
import statistics
import subprocess
import time

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from support import EXAMPLES, FULL, LAYOUTC, PRESETS, ROOT, discrete_values, feature_table, find, uri


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[LAYOUTC, "lsp", "--stdio"]))
async def client(lsp_client: LanguageClient):
    capabilities = types.ClientCapabilities(
        text_document=types.TextDocumentClientCapabilities(
            hover=types.HoverClientCapabilities(content_format=[types.MarkupKind.Markdown]),
            document_symbol=types.DocumentSymbolClientCapabilities(hierarchical_document_symbol_support=True),
            publish_diagnostics=types.PublishDiagnosticsClientCapabilities(related_information=True),
        )
    )
    await lsp_client.initialize_session(types.InitializeParams(capabilities=capabilities))
    yield
    await lsp_client.shutdown_session()


async def open_document(client, path, text=None, version=1):
    text = path.read_text() if text is None else text
    document_uri = uri(path)
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=document_uri, language_id="layout", version=version, text=text)
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return document_uri, text


def position(where):
    return types.Position(line=where["line"], character=where["character"])


async def hover(client, document_uri, where):
    result = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=document_uri), position=position(where))
    )
    return result.contents.value if result else None


async def complete(client, document_uri, where):
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=document_uri), position=position(where))
    )
    items = result.items if isinstance(result, types.CompletionList) else result
    return [item.label for item in items]


async def test_diagnostics_as_you_type_in_utf16(client, tmp_path):
    path = tmp_path / "typing.layout"
    prefix = "/* 👨‍👩‍👧‍👦 é */ @media ("
    text = prefix + "widht >= 400) { traits { columns: 2; } }\n"
    document_uri, _ = await open_document(client, path, text)
    [diagnostic] = client.diagnostics[document_uri]
    assert diagnostic.code == "unknown-feature"
    assert diagnostic.severity == types.DiagnosticSeverity.Error
    assert "'widht'" in diagnostic.message
    # 👨‍👩‍👧‍👦 is 11 UTF-16 units (25 bytes), é 1 (2 bytes).
    units = len(prefix.encode("utf-16-le")) // 2
    assert (diagnostic.range.start.line, diagnostic.range.start.character) == (0, units)
    assert diagnostic.range.end.character == units + 5

    # Fix the typo with an incremental change: the diagnostic goes away.
    start = types.Position(line=0, character=units + 3)
    end = types.Position(line=0, character=units + 5)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=document_uri, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(range=types.Range(start=start, end=end), text="th")
            ],
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert list(client.diagnostics[document_uri]) == []

    # A whole-document change that breaks it on the second line.
    broken = "traits { a: 1; }\n/* 😀 */ @media (width >= 400) { traits { a: 2 b; } }\n"
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=document_uri, version=3),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=broken)],
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    [diagnostic] = client.diagnostics[document_uri]
    assert diagnostic.range.start.line == 1
    line = broken.splitlines()[1]
    # At the end of the value, where the ';' belongs.
    assert diagnostic.range.start.character == len(line[: line.index(" b;")].encode("utf-16-le")) // 2


async def test_diagnostics_match_layoutc_check(client):
    """Every example and preset: the server reports what `layoutc check` does."""
    for path in EXAMPLES:
        document_uri, _ = await open_document(client, path)
        check = subprocess.run([LAYOUTC, "check", "--format", "json", str(path)], capture_output=True, text=True)
        expected = check.stdout.count('"severity"') if check.stdout else 0
        assert len(client.diagnostics[document_uri]) == expected, path


async def test_hover_on_a_feature(client):
    path = ROOT / "Examples" / "Mail.layout"
    document_uri, text = await open_document(client, path)
    value = await hover(client, document_uri, find(text, "width >= 1000", 1))
    assert value.startswith("**width** — width of the window")
    assert "range syntax" in value and "mediaqueries-4/#width" in value


async def test_hover_on_a_media_header_lists_matching_devices(client, tmp_path):
    text = "@media (idiom: pad) and (orientation: landscape) { traits { wide: true; } }\n"
    document_uri, _ = await open_document(client, tmp_path / "pads.layout", text)
    value = await hover(client, document_uri, find(text, "@media", 1))
    assert "matches **" in value
    lines = value.splitlines()[1:]
    assert lines and all(line.startswith("- iPad") for line in lines), value
    assert all("portrait" not in line for line in lines)
    # The same header in a file with an error elsewhere still answers.
    broken = text + "traits { oops }\n"
    document_uri, _ = await open_document(client, tmp_path / "broken.layout", broken)
    assert (await hover(client, document_uri, find(broken, "@media", 1))).splitlines()[0] == value.splitlines()[0]


async def test_hover_on_a_trait_shows_values_on_devices(client):
    path = ROOT / "Examples" / "Mail.layout"
    document_uri, text = await open_document(client, path)
    value = await hover(client, document_uri, find(text, "columns: 2", 2))
    assert value.startswith("**columns** (trait)")
    rows = {tuple(cell.strip() for cell in line.split("|")[1:6]) for line in value.splitlines()[4:]}
    # The values `layoutc eval` gives on the same devices.
    for device, orientation, window, size, shown in rows:
        if window != "full":
            continue
        width, height = size.split("×")
        result = subprocess.run(
            [LAYOUTC, "eval", str(path), "--device", device, "--orientation", orientation],
            capture_output=True, text=True, check=True,
        )
        assert f"columns: {shown.strip('`')}" in result.stdout.replace("  ", " "), (device, result.stdout)


async def test_completion_of_features_values_traits_and_names(client, tmp_path):
    path = ROOT / "Examples" / "Mail.layout"
    document_uri, text = await open_document(client, path)
    labels = await complete(client, document_uri, find(text, "(600 <= width", 1))
    for name, ranges in feature_table():
        assert name in labels
        assert ("min-" + name in labels) == ranges
    assert "--medium" in labels and "--wide" in labels
    assert "columns" in labels and "show-back-button" in labels

    text = "@import \"\";\n@device \"\" {}\n@media (orientation: ) { traits { wide: true; } }\ntraits {  }\n"
    document_uri, _ = await open_document(client, tmp_path / "complete.layout", text)
    assert await complete(client, document_uri, find(text, "(orientation: ", 14)) == discrete_values("orientation")
    presets = await complete(client, document_uri, find(text, '""', 1))
    assert presets == sorted(p.stem for p in PRESETS)
    devices = await complete(client, document_uri, find(text, '"" {', 1))
    assert "iPhone 17 Pro Max" in devices and "iPad mini (A17 Pro)" in devices
    assert await complete(client, document_uri, find(text, "traits {  }", 9)) == ["wide"]
    top = await complete(client, document_uri, {"line": 4, "character": 0})
    assert top[:3] == ["traits", "layout", "@media"]


async def test_definition_of_custom_media_imports_and_regions(client):
    path = ROOT / "Examples" / "Mail.layout"
    document_uri, text = await open_document(client, path)

    async def definition(where):
        return await client.text_document_definition_async(
            types.DefinitionParams(text_document=types.TextDocumentIdentifier(uri=document_uri), position=position(where))
        )

    result = await definition(find(text, "(--medium)", 3))
    assert result.uri == document_uri and result.range.start == position(find(text, "--medium"))
    result = await definition(find(text, "list.right", 1))
    assert result.range.start == position(find(text, "list {"))

    dashboard = ROOT / "Examples" / "Dashboard.layout"
    document_uri, text = await open_document(client, dashboard)
    result = await definition(find(text, '@import "shared/Breakpoints.layout"', 12))
    assert result.uri == uri(ROOT / "Examples" / "shared" / "Breakpoints.layout")
    shared = (ROOT / "Examples" / "shared" / "Breakpoints.layout").read_text()
    name = "--compact"
    result = await definition(find(text, "@media (--compact)", 9))
    assert result.uri == uri(ROOT / "Examples" / "shared" / "Breakpoints.layout")
    assert result.range.start == position(find(shared, "@custom-media " + name, len("@custom-media ")))


async def test_formatting_is_layoutc_fmt(client, tmp_path):
    for path in EXAMPLES + PRESETS:
        document_uri, text = await open_document(client, path)
        edits = await client.text_document_formatting_async(
            types.DocumentFormattingParams(
                text_document=types.TextDocumentIdentifier(uri=document_uri),
                options=types.FormattingOptions(tab_size=2, insert_spaces=True),
            )
        )
        fmt = subprocess.run([LAYOUTC, "fmt", str(path)], capture_output=True, text=True)
        formatted = fmt.stdout
        if fmt.returncode != 0 or formatted == text:
            assert not edits, path
        else:
            [edit] = edits
            assert edit.new_text == formatted, path
    # A file with errors gets no edits.
    document_uri, _ = await open_document(client, tmp_path / "bad.layout", "traits{a:1;}\n@media (widht>1){}\n")
    edits = await client.text_document_formatting_async(
        types.DocumentFormattingParams(
            text_document=types.TextDocumentIdentifier(uri=document_uri),
            options=types.FormattingOptions(tab_size=2, insert_spaces=True),
        )
    )
    assert not edits


async def test_document_symbols(client):
    path = ROOT / "Examples" / "Mail.layout"
    document_uri, _ = await open_document(client, path)
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=document_uri))
    )
    names = [symbol.name for symbol in symbols]
    assert names == ["--medium", "--wide", "@require columns, show-back-button", "traits", "layout",
                     "@media (--medium)", "@media (--wide)"]
    wide = symbols[-1]
    assert [child.name for child in wide.children] == ["traits", "layout"]
    assert [child.name for child in wide.children[1].children] == ["mailboxes", "list", "message"]
    for symbol in symbols:
        assert symbol.range.start <= symbol.selection_range.start


async def test_unknown_request_is_method_not_found(client):
    with pytest.raises(Exception, match="-32601|not found|unknown method"):
        await client.protocol.send_request_async("layout/noSuchMethod", {})
    # The session goes on.
    client.protocol.notify("layout/noSuchNotification", {})
    path = ROOT / "Examples" / "Mail.layout"
    await open_document(client, path)


async def test_fix_its_are_quick_fixes(client, tmp_path):
    text = "traits { columns: 1 }\n@media (widht >= 600) { traits { columns: 2; } }\n"
    document_uri, _ = await open_document(client, tmp_path / "fix.layout", text)
    where = position(find(text, "widht", 2))
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=document_uri),
            range=types.Range(start=where, end=where),
            context=types.CodeActionContext(diagnostics=list(client.diagnostics[document_uri])),
        )
    )
    [action] = actions
    assert action.kind == types.CodeActionKind.QuickFix
    [edit] = action.edit.changes[document_uri]
    assert edit.new_text == "width"
    assert edit.range.start == position(find(text, "widht"))
    # Applied, the file has no errors left.
    lines = text.splitlines(keepends=True)
    line = lines[edit.range.start.line]
    lines[edit.range.start.line] = line[:edit.range.start.character] + "width" + line[edit.range.end.character:]
    path = tmp_path / "fixed.layout"
    path.write_text("".join(lines))
    assert subprocess.run([LAYOUTC, "check", str(path)], capture_output=True).returncode == 0


async def test_an_edit_to_an_imported_file_rechecks_its_importers(client, tmp_path):
    shared = tmp_path / "shared.layout"
    shared.write_text("@custom-media --wide (width >= 1000);\n")
    main = tmp_path / "main.layout"
    main_uri, _ = await open_document(client, main, '@import "shared.layout";\n@media (--wide) { traits { a: 1; } }\n')
    assert list(client.diagnostics[main_uri]) == []
    shared_uri, _ = await open_document(client, shared)
    # Renaming the custom media in the editor (unsaved) breaks main.layout.
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=shared_uri, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text="@custom-media --large (width >= 1000);\n")],
        )
    )
    # Both files' diagnostics come at once; wait until main.layout's have.
    for _ in range(500):
        if client.diagnostics[main_uri]:
            break
        await asyncio.sleep(0.01)
    [diagnostic] = client.diagnostics[main_uri]
    assert "--wide" in diagnostic.message and diagnostic.range.start.line == 1


def record_diagnostics(client):
    """Every publishDiagnostics from now on, in order (pytest-lsp's client
    keeps only the latest of each document)."""
    features = client.protocol.fm.features
    original = features[types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS]
    published = []

    def recording(params):
        published.append(params)
        return original(params)

    features[types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS] = recording
    return published


async def until(condition, timeout=60):
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        await asyncio.sleep(0.002)


async def test_a_burst_of_edits_is_checked_once_for_its_newest_version(client, tmp_path):
    """Typing: 20 edits sent at once, then a hover. The server applies them
    all and checks the newest text once: the hover is answered within
    about two checks' time (each stale version checked in turn took 20),
    from the newest text, and only the newest version's diagnostics are
    published."""
    idioms = ["phone", "pad", "mac"]
    count = 1000 if FULL else 500
    text = "".join(
        f"@media (width >= {200 + 20 * (i % 38)}) and (height >= {100 + i}) and (idiom: {idioms[i % 3]}) "
        f"{{ traits {{ t{i}: {i % 7}; }} }}\n"
        for i in range(count)
    )
    path = tmp_path / "burst.layout"
    document_uri, _ = await open_document(client, path, text)
    published = record_diagnostics(client)
    last_line = count

    def insert(version, character, new_text, line=last_line):
        where = types.Position(line=line, character=character)
        client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=document_uri, version=version),
                content_changes=[
                    types.TextDocumentContentChangePartial(range=types.Range(start=where, end=where), text=new_text)
                ],
            )
        )

    # The time of one check: an edit and its diagnostics, three times.
    singles = []
    for version in (2, 3, 4):
        start = time.monotonic()
        insert(version, version - 2, "x")
        await until(lambda: any(p.version == version for p in published))
        singles.append(time.monotonic() - start)
    single = statistics.median(singles)
    del published[:]

    # Twenty edits, then a hover on the first rule's feature, which the
    # last edit renames from 'width' to 'height'.
    start = time.monotonic()
    for version in range(5, 24):
        insert(version, version - 2, "x")
    first = types.Range(start=types.Position(line=0, character=8), end=types.Position(line=0, character=13))
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=document_uri, version=24),
            content_changes=[types.TextDocumentContentChangePartial(range=first, text="height")],
        )
    )
    hover_text = await hover(client, document_uri, {"line": 0, "character": 10})
    burst = time.monotonic() - start
    await until(lambda: any(p.version == 24 for p in published))
    assert "height" in hover_text
    # Two checks' time, with room for a noisy machine; checking all 20
    # versions would take 20.
    assert burst < 4 * single + 0.5, f"{burst:.2f} s after the burst, one check {single:.2f} s"
    await asyncio.sleep(0.2)
    assert [p.version for p in published] == [24]
