# A small Swift lexer shared by the house checks (check-house.py, check-no-suffix-dispatch.sh,
# check-no-dropped-solver-failures.sh): they look at code, not at comments, and check-house.py
# must not count a brace inside a comment or a string literal. Not a check itself; Python's
# standard library only.
#
# Handled: // and /* */ comments (nested, as Swift nests them); "…", multi-line """…""", raw
# #"…"#, ##"…"## and #"""…"""# strings with their escapes; interpolation \( … ) and \#( … ), whose
# code is lexed too (the "x" in "\(a ? "x" : "y")" does not end the outer literal).
# Not handled: regex literals /…/ (Sources has none; a brace or quote inside one would count).

COMMENT, STRING = "comment", "string"


class Lexed:
    """comments: (start, end) of each comment. strings: (start, end) of each outermost string
    literal, delimiters and interpolations included."""

    def __init__(self, text):
        self.text = text
        self.comments = []
        self.strings = []
        self._depth = 0  # string nesting (literals inside interpolations)
        self._code(0, until_paren=False)

    def _code(self, i, until_paren):
        """Lexes code from i to the end or, in an interpolation, to the ')' closing it (returns
        the index after it)."""
        text, n, parens = self.text, len(self.text), 0
        while i < n:
            c = text[i]
            if c == "/" and text.startswith("//", i):
                end = text.find("\n", i)
                end = n if end < 0 else end
                self.comments.append((i, end))
                i = end
                continue
            if c == "/" and text.startswith("/*", i):
                end = self._block_comment_end(i)
                self.comments.append((i, end))
                i = end
                continue
            if c == '"' or (c == "#" and self._raw_hashes(i)):
                i = self._string(i)
                continue
            if until_paren:
                if c == "(":
                    parens += 1
                elif c == ")":
                    if parens == 0:
                        return i + 1
                    parens -= 1
            i += 1
        return n

    def _block_comment_end(self, i):
        text, n, depth = self.text, len(self.text), 0
        while i < n:
            if text.startswith("/*", i):
                depth += 1
                i += 2
            elif text.startswith("*/", i):
                depth -= 1
                i += 2
                if depth == 0:
                    return i
            else:
                i += 1
        return n

    def _raw_hashes(self, i):
        """The number of #s of a raw string starting at i (#"…"#), else 0."""
        j = i
        while j < len(self.text) and self.text[j] == "#":
            j += 1
        return j - i if j > i and j < len(self.text) and self.text[j] == '"' else 0

    def _string(self, i):
        text, n = self.text, len(self.text)
        hashes = self._raw_hashes(i) if text[i] == "#" else 0
        j = i + hashes
        multi = text.startswith('"""', j)
        quote = '"""' if multi else '"'
        j += len(quote)
        close = quote + "#" * hashes
        escape = "\\" + "#" * hashes
        self._depth += 1
        while j < n:
            if text.startswith(escape, j):
                k = j + len(escape)
                if k < n and text[k] == "(":
                    j = self._code(k + 1, until_paren=True)
                else:
                    j = k + 1
                continue
            if text.startswith(close, j):
                j += len(close)
                break
            if not multi and text[j] == "\n":
                break  # unterminated: the literal ends with its line
            j += 1
        self._depth -= 1
        if self._depth == 0:
            self.strings.append((i, min(j, n)))
        return min(j, n)


def blank(text, strings=True):
    """text with every comment replaced by spaces and, if strings, every string literal replaced
    by '"', spaces, '"' (one token, its contents gone). Newlines stay, so offsets and line
    numbers are those of text."""
    lexed = Lexed(text)
    out = list(text)

    def wipe(start, end):
        for k in range(start, end):
            if out[k] != "\n":
                out[k] = " "

    for start, end in lexed.comments:
        wipe(start, end)
    if strings:
        for start, end in lexed.strings:
            wipe(start, end)
            out[start] = '"'
            if end - 1 > start:
                out[end - 1] = '"'
    return "".join(out)


def line_of(text, offset):
    return text.count("\n", 0, offset) + 1
