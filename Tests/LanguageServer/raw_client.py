"""A minimal LSP client over a subprocess's pipes, for what pytest-lsp's
client cannot send: malformed headers and bodies, and thousands of
edits with the server's memory read from /proc."""

import json
import os
import subprocess


class RawClient:
    def __init__(self, command):
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
        self.next_id = 0
        self.pending = []

    @property
    def pid(self):
        return self.process.pid

    def send_bytes(self, data):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def send(self, message):
        body = json.dumps(message).encode()
        self.send_bytes(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def request(self, method, params):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        return self.wait_for(lambda m: m.get("id") == self.next_id and "method" not in m)

    def read_message(self):
        headers = {}
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise EOFError("the server closed its output")
            line = line.strip()
            if not line:
                break
            name, _, value = line.decode().partition(":")
            headers[name.strip().lower()] = value.strip()
        length = int(headers["content-length"])
        body = self.process.stdout.read(length)
        return json.loads(body)

    def wait_for(self, predicate):
        for index, message in enumerate(self.pending):
            if predicate(message):
                return self.pending.pop(index)
        while True:
            message = self.read_message()
            if predicate(message):
                return message
            self.pending.append(message)
            # Diagnostics of old versions pile up in a long run: keep the last few.
            del self.pending[:-50]

    def initialize(self):
        result = self.request("initialize", {"processId": os.getpid(), "rootUri": None, "capabilities": {}})
        self.notify("initialized", {})
        return result

    def rss_kib(self):
        with open(f"/proc/{self.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        raise RuntimeError("no VmRSS")

    def shutdown(self):
        self.request("shutdown", None)
        self.notify("exit", None)
        return self.process.wait(timeout=30)
