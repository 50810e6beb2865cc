"""A small TextMate tokenizer over Python's `re`, line by line as editors
run grammars: begin/end rules with their captures, match rules, includes
of the repository and `$self`, the end pattern tried before the rule's
own patterns. It needs the grammar to keep to the regex syntax Python and
Oniguruma share, which `check_portable` enforces."""

import json
import re

# Oniguruma syntax Python's `re` lacks or reads differently.
NOT_PORTABLE = [r"\x{", r"\h", r"\H", r"\G", r"\A", r"\z", r"\Z", "(?>", r"\p{", r"\k<", "(?~", "*+", "++", "?+"]


def check_portable(pattern):
    for construct in NOT_PORTABLE:
        assert construct not in pattern, f"{construct!r} in {pattern!r}"
    return re.compile(pattern)


class Grammar:
    def __init__(self, path):
        with open(path) as file:
            self.data = json.load(file)
        self.scope = self.data["scopeName"]
        self.compiled = {}
        self.regexes = []
        self._collect(self.data)

    def _collect(self, node):
        if isinstance(node, dict):
            for key in ("match", "begin", "end"):
                if key in node:
                    self.regexes.append(node[key])
            for value in node.values():
                self._collect(value)
        elif isinstance(node, list):
            for value in node:
                self._collect(value)

    def regex(self, pattern):
        if pattern not in self.compiled:
            self.compiled[pattern] = check_portable(pattern)
        return self.compiled[pattern]

    def expand(self, patterns, seen=None):
        """The rules of a pattern list, includes resolved, in order."""
        seen = set() if seen is None else seen
        rules = []
        for rule in patterns:
            include = rule.get("include")
            if include is None:
                if "match" in rule or "begin" in rule:
                    rules.append(rule)
                elif "patterns" in rule:
                    rules += self.expand(rule["patterns"], seen)
                continue
            if include in seen:
                continue
            target = self.data if include == "$self" else self.data["repository"][include[1:]]
            rules += self.expand([target], seen | {include})
        return rules

    def tokenize(self, text):
        """[(text, [scopes])] for every stretch of the text, newlines included."""
        tokens = []
        stack = [({"patterns": self.data["patterns"]}, [self.scope])]
        for line in text.splitlines(keepends=True):
            line = line.rstrip("\r\n") + "\n"
            self._tokenize_line(line, stack, tokens)
        return tokens

    def _tokenize_line(self, line, stack, tokens):
        position = 0
        last_empty = None
        while position < len(line):
            rule, scopes = stack[-1]
            candidates = []
            if "end" in rule:
                candidates.append(("end", rule, self.regex(rule["end"])))
            for inner in self.expand(rule.get("patterns", [])):
                key = "begin" if "begin" in inner else "match"
                candidates.append((key, inner, self.regex(inner[key])))
            best = None
            for kind, inner, regex in candidates:
                match = regex.search(line, position)
                if match and (best is None or match.start() < best[2].start()):
                    best = (kind, inner, match)
            if best is None:
                tokens.append((line[position:], list(scopes)))
                return
            kind, inner, match = best
            if match.start() > position:
                tokens.append((line[position:match.start()], list(scopes)))
            empty = match.end() == match.start()
            if empty and last_empty == (match.start(), len(stack), kind):
                # The same empty match again: step over one character.
                tokens.append((line[position], list(scopes)))
                position += 1
                continue
            last_empty = (match.start(), len(stack), kind) if empty else None
            if kind == "end":
                self._emit(match, scopes, rule.get("endCaptures", rule.get("captures", {})), tokens)
                stack.pop()
            elif kind == "match":
                inner_scopes = scopes + ([inner["name"]] if "name" in inner else [])
                self._emit(match, inner_scopes, inner.get("captures", {}), tokens)
            else:
                inner_scopes = scopes + ([inner["name"]] if "name" in inner else [])
                self._emit(match, inner_scopes, inner.get("beginCaptures", inner.get("captures", {})), tokens)
                stack.append((inner, inner_scopes))
            position = match.end()

    @staticmethod
    def _emit(match, scopes, captures, tokens):
        """The matched text, split where capture groups start and end."""
        start, end = match.span()
        if start == end:
            return
        per_char = [list(scopes) for _ in range(start, end)]
        whole = captures.get("0", {}).get("name")
        if whole:
            for names in per_char:
                names.append(whole)
        for group, capture in captures.items():
            if group == "0" or "name" not in capture or match.group(int(group)) is None:
                continue
            for index in range(match.start(int(group)), match.end(int(group))):
                per_char[index - start].append(capture["name"])
        text = match.string
        run_start = start
        for index in range(start + 1, end + 1):
            if index == end or per_char[index - start] != per_char[run_start - start]:
                tokens.append((text[run_start:index], per_char[run_start - start]))
                run_start = index
