"""`layoutc lsp` against input no editor sends: broken framing and JSON,
hostile documents, exit without shutdown, and thousands of random edits
with the server's memory read from /proc at the end."""

import json
import random

import pytest

from raw_client import RawClient
from support import EXAMPLES, FULL, LAYOUTC, PRESETS, uri, utf16_position


@pytest.fixture
def server():
    client = RawClient([LAYOUTC, "lsp"])
    client.initialize()
    yield client
    if client.process.poll() is None:
        client.process.kill()
        client.process.wait()


def open_text(client, document_uri, text, version=1):
    client.notify("textDocument/didOpen",
                  {"textDocument": {"uri": document_uri, "languageId": "layout", "version": version, "text": text}})
    return diagnostics_of(client, document_uri)


def diagnostics_of(client, document_uri, version=None):
    message = client.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                              and m["params"]["uri"] == document_uri
                              and (version is None or m["params"].get("version") == version))
    return message["params"]


def alive(client):
    """A request still gets its answer."""
    reply = client.request("textDocument/documentSymbol", {"textDocument": {"uri": "file:///nowhere.layout"}})
    assert reply["error"]["code"] == -32602


def test_malformed_framing_and_json_never_end_the_session(server):
    bad_bodies = [b"{not json", b"[1,2]", b"\"text\"", b"{\"jsonrpc\":\"2.0\",\"id\":{},\"method\":\"x\"}",
                  b"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":7}", "{\"a\":\"\udcff\"}".encode("utf-8", "surrogatepass"),
                  b"\xff\xfe\x00garbage", b"{" * 100000]
    for body in bad_bodies:
        server.send_bytes(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        reply = server.wait_for(lambda m: "error" in m)
        assert reply["error"]["code"] in (-32700, -32600), body[:40]
        # The id when the message has a readable one, else null.
        assert reply["id"] == (1 if b'"id":1' in body else None)
    for header in [b"Content-Length: abc\r\n\r\n", b"X-Nothing: 1\r\n\r\n", b"Content-Length: -1\r\n\r\n"]:
        server.send_bytes(header)
    # A message above the limit is skipped as it streams in.
    huge = 17 * 1024 * 1024
    server.send_bytes(b"Content-Length: %d\r\n\r\n" % huge)
    server.send_bytes(b" " * huge)
    alive(server)
    # Requests with bad parameters are errors; the session goes on.
    for params in [None, {}, {"textDocument": {"uri": 5}}, {"textDocument": {"uri": "file:///x"}, "position": "here"}]:
        reply = server.request("textDocument/hover", params)
        assert reply["error"]["code"] == -32602
    assert server.request("no/such/method", {})["error"]["code"] == -32601
    server.notify("no/such/notification", {})
    server.notify("textDocument/didChange", {"textDocument": {"uri": "file:///never-opened.layout"}, "contentChanges": []})
    alive(server)
    assert server.shutdown() == 0
    assert b"skipped input" in server.process.stderr.read()


def test_after_a_broken_frame_the_next_request_is_answered(server):
    def request_body(method="textDocument/documentSymbol"):
        server.next_id += 1
        return json.dumps({"jsonrpc": "2.0", "id": server.next_id, "method": method,
                           "params": {"textDocument": {"uri": "file:///nowhere.layout"}}}).encode()

    def answered(data):
        server.send_bytes(data)
        reply = server.wait_for(lambda m: m.get("id") == server.next_id and "method" not in m)
        assert reply["error"]["code"] == -32602, data[:60]

    def framed(body, header=b"Content-Length: %d\r\n\r\n"):
        return header % len(body) + body

    for junk in [b"{}", b"x", b"\r\n", b"Content-Type: x\r\n\r\n"]:
        answered(junk + framed(request_body()))
    # Too small: the 5 bytes are a parse error, the rest is skipped.
    answered(b"Content-Length: 5\r\n\r\n" + request_body() + framed(request_body()))
    # Too large: the header of the next message ends the body early.
    body = request_body()
    server.send_bytes(b"Content-Length: %d\r\n\r\n" % (len(body) + 100) + body)
    answered(framed(request_body()))
    # LF-only line ends, a lowercase name, and a blank line after each body.
    answered(framed(request_body(), b"content-length: %d\n\n") + b"\r\n")
    answered(framed(request_body()) + b"\r\n")
    assert server.shutdown() == 0
    log = server.process.stderr.read().decode()
    # '{}', 'x', the header without a length, the too small and too large frames.
    assert log.count("skipped input") == 5, log


def test_lone_surrogates_and_unappliable_changes(server):
    document = uri("stale.layout")
    open_text(server, document, "abc")
    # json.dumps writes a lone surrogate as the escape '\ud800': read as U+FFFD.
    server.notify("textDocument/didChange", {"textDocument": {"uri": document, "version": 2}, "contentChanges": [
        {"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}}, "text": "\ud800"}]})
    assert diagnostics_of(server, document, version=2)["diagnostics"] != []
    # A range past the end cannot be applied: logged, one diagnostic at 1:1.
    server.notify("textDocument/didChange", {"textDocument": {"uri": document, "version": 3}, "contentChanges": [
        {"range": {"start": {"line": 9, "character": 0}, "end": {"line": 9, "character": 0}}, "text": "x"}]})
    log = server.wait_for(lambda m: m.get("method") == "window/logMessage")
    assert "out of sync" in log["params"]["message"]
    (diagnostic,) = diagnostics_of(server, document, version=3)["diagnostics"]
    assert diagnostic["range"]["start"] == {"line": 0, "character": 0} and "reopen" in diagnostic["message"]
    hover = server.request("textDocument/hover", {"textDocument": {"uri": document}, "position": {"line": 0, "character": 0}})
    assert hover["error"]["code"] == -32801
    # Opened again, it is in step.
    assert "out of sync" not in json.dumps(open_text(server, document, "@media (width > 1) {}", version=4))
    assert server.shutdown() == 0


def test_hostile_documents_get_diagnostics(server):
    documents = {
        "deep": "@media " + "(" * 100000 + "width > 1" + ")" * 100000 + " { traits { a: 1; } }",
        "binary": bytes(range(256)).decode("latin-1"),
        "long-line": "traits { " + "a: 1; " * 50000 + "}",
        "unterminated": "@media (width > 1) { traits { a: \"😀",
        "empty": "",
        "nul": "traits { a: 1;\x00 }",
        "lone-cr": "traits {\r a: 1;\r}\r@media (widht > 1) {}",
    }
    for name, text in documents.items():
        document_uri = f"file:///hostile/{name}.layout"
        params = open_text(server, document_uri, text)
        for diagnostic in params["diagnostics"]:
            assert diagnostic["range"]["start"]["line"] >= 0
        for method in ["textDocument/documentSymbol", "textDocument/formatting"]:
            assert "result" in server.request(method, {"textDocument": {"uri": document_uri}, "options": {}})
        for line, character in [(0, 0), (0, 5), (0, 10**6), (10**6, 0)]:
            for method in ["textDocument/hover", "textDocument/completion", "textDocument/definition"]:
                reply = server.request(method, {"textDocument": {"uri": document_uri},
                                                "position": {"line": line, "character": character}})
                assert "result" in reply, (name, method, reply)
    cr = [d for d in open_text(server, "file:///hostile/cr2.layout", documents["lone-cr"])["diagnostics"]]
    assert cr and cr[0]["range"]["start"]["line"] == 3
    assert server.shutdown() == 0


SHORT = ['@import "', '"', "'", '@device "', "@device '", '@import "material', '@media (', "@media (orientation:",
         "@media (orientation: l", "@media (width >", "layout { a { left: b.", "layout { a { transform: r", "--", "@",
         'traits { a: "😀', "traits { a: 1; }\n@media (a", "@custom-media --x (width > 1);\n@media (--x", "{{{", "}}}",
         "@media (width > 1) { traits { a: 1; } }", "@media (--nope) {}", "layout { a { b { left: a.", "/*", "//"]


@pytest.mark.parametrize("text", SHORT)
def test_every_position_of_short_documents(server, text):
    """Hover, completion and definition at every position, the end included."""
    document_uri = "file:///short.layout"
    open_text(server, document_uri, text)
    for index in range(len(text) + 1):
        where = utf16_position(text, index)
        for method in ["textDocument/hover", "textDocument/completion", "textDocument/definition"]:
            reply = server.request(method, {"textDocument": {"uri": document_uri}, "position": where})
            assert "result" in reply, (text, index, method, reply)
    assert server.shutdown() == 0


def test_exit_without_shutdown_is_status_1():
    client = RawClient([LAYOUTC, "lsp"])
    client.initialize()
    client.notify("exit", None)
    assert client.process.wait(timeout=30) == 1


def test_end_of_input_ends_the_server():
    client = RawClient([LAYOUTC, "lsp"])
    client.initialize()
    client.process.stdin.close()
    assert client.process.wait(timeout=30) == 1


SNIPPETS = [
    "@media ", "(width >= 600)", " and ", " or ", "not ", "(", ")", "{", "}", ";", ":", "traits { ", "layout { ",
    "columns: 3;", "left: 0;", "list.right + 8", "--wide", "@custom-media --x (width < 10);", "\"", "/*", "*/",
    "// 😀 é\n", "👨‍👩‍👧‍👦", "\n", "  ", "@import \"material\";", "@import \"nowhere.layout\";", "min-width: 1px",
    "(orientation: landscape)", "400 < width < 900", "@device \"K\" { idiom: pad; width: 800; height: 900; scale: 2; }",
    "\r\n", "max(300, 40%)", "env(safe-area-inset-top)", "1e999", "-", "@", "--", "0/0",
]


def random_edit(rng, text):
    """A random insertion or deletion: the new text and the LSP change."""
    start = rng.randrange(len(text) + 1)
    if text and rng.random() < 0.4:
        end = min(len(text), start + rng.randrange(1, 40))
        inserted = ""
    else:
        end = start
        inserted = rng.choice(SNIPPETS)
    # Never split a surrogate pair's code point or a "\r\n" in two.
    if 0 < start < len(text) and text[start - 1] == "\r" and text[start] == "\n":
        start -= 1
    if 0 < end < len(text) and text[end - 1] == "\r" and text[end] == "\n":
        end += 1
    change = {"range": {"start": utf16_position(text, start), "end": utf16_position(text, end)}, "text": inserted}
    return text[:start] + inserted + text[end:], change


def test_random_edits_never_crash_and_memory_stays_bounded(server):
    rng = random.Random(20261125)
    edits = 20000 if FULL else 1500
    sources = [path for path in EXAMPLES + PRESETS]
    documents = {}
    originals = {uri(path): path.read_text() for path in sources}
    for path in sources:
        documents[uri(path)] = path.read_text()
        open_text(server, uri(path), documents[uri(path)])
    version = 1
    for step in range(edits):
        document_uri = rng.choice(list(documents))
        text = documents[document_uri]
        roll = rng.random()
        if roll < 0.03:
            # A whole-document change, as a client that syncs fully sends.
            # It restores the original, so that documents keep their size.
            text = originals[document_uri]
            changes = [{"text": text}]
        else:
            # One to three ranged changes in one notification, each against
            # the text the previous one left.
            changes = []
            for _ in range(1 if roll < 0.8 else rng.randrange(2, 4)):
                text, change = random_edit(rng, text)
                changes.append(change)
        documents[document_uri] = text
        version += 1
        server.notify("textDocument/didChange", {"textDocument": {"uri": document_uri, "version": version},
                                                 "contentChanges": changes})
        if step % 10 == 0:
            where = utf16_position(text, rng.randrange(len(text) + 1))
            method = rng.choice(["textDocument/hover", "textDocument/completion", "textDocument/definition",
                                 "textDocument/documentSymbol", "textDocument/formatting"])
            reply = server.request(method, {"textDocument": {"uri": document_uri}, "position": where, "options": {}})
            assert "result" in reply, (method, reply)
        if step % 500 == 0:
            server.pending.clear()
    sizes = sorted(len(text) for text in documents.values())
    # The server's text is the client's: a fresh copy of each document
    # gets the same diagnostics as the edited one.
    for document_uri, text in documents.items():
        version += 1
        server.notify("textDocument/didChange", {"textDocument": {"uri": document_uri, "version": version},
                                                 "contentChanges": []})
        edited = diagnostics_of(server, document_uri, version)
        copy = open_text(server, document_uri + ".copy.layout", text)
        strip = lambda ds: [(d["range"], d["code"]) for d in ds]
        assert strip(edited["diagnostics"]) == strip(copy["diagnostics"]), document_uri
    rss = server.rss_kib()
    print(f"{edits} edits, documents of {sizes[0]} to {sizes[-1]} characters at the end, server RSS {rss // 1024} MiB")
    assert rss < 200 * 1024
    assert server.shutdown() == 0
