#!/usr/bin/env python3
# The house rules on size, so that no file and no type grows back into the
# thousand-line, fifty-field shape the splits took apart:
#
#   (a) every Swift file under Sources/ has at most 600 lines;
#   (b) every type declared under Sources/ (struct, class, enum, actor; nested types, types in
#       extensions and local types too) has at most 25 stored instance properties.
#
# A stored property is a `var` or `let` directly in the type's body (not in a nested brace
# block), whatever its attributes and modifiers (public, private(set), lazy, weak, unowned,
# @usableFromInline, nonisolated(unsafe)…), that is not `static` or `class`, and not computed: a
# `var x: T { … }` whose block is a getter or has get/set accessors is computed; one with an
# initializer (`var x: T = v { didSet … }`) or whose block holds only willSet/didSet is stored.
# `var (a, b) = …` counts each name (not `_`); `var a, b: Int` counts 2. Enum cases are not
# stored properties. Extension bodies hold none (Swift forbids it), but types nested in them
# count. Comments and string literals (multi-line and raw ones too) are ignored. Between
# #if/#elseif/#else branches in a type body the largest branch counts.
#
#   Scripts/check-house.py [--top N] [FILE…]     (default: every .swift file under Sources/)
#
# --top N also prints the N types with the most stored properties. Prints one line per
# violation (path:line: Type has N stored properties (limit 25) / path: N lines (limit 600)),
# excepted ones marked as such, and a summary; exits 1 on a violation that is not excepted or
# (when checking the whole of Sources/) on an exception that no longer matches anything.
import os
import re
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import swift_source  # noqa: E402

MAX_LINES = 600
MAX_STORED = 25

# Violations allowed for now: a path (a file's lines) or a path:Type / Type (a type's
# properties) → why. Keep it short and give a reason; an entry that matches nothing fails.
EXCEPTIONS = {
}

MODIFIERS = {
    "public", "private", "fileprivate", "internal", "open", "package", "final", "static", "class",
    "override", "lazy", "weak", "unowned", "nonisolated", "mutating", "nonmutating", "dynamic",
    "required", "convenience", "optional", "indirect", "prefix", "postfix", "infix", "consuming",
    "borrowing", "isolated", "distributed", "__consuming",
}
TYPE_KEYWORDS = {"struct", "class", "enum", "actor", "protocol", "extension"}
COUNTED_KINDS = {"struct", "class", "enum", "actor"}
DECLARATION_KEYWORDS = TYPE_KEYWORDS | {
    "var", "let", "func", "init", "deinit", "subscript", "case", "typealias", "associatedtype",
    "import", "operator", "precedencegroup", "macro",
}
NOT_A_TYPE_NAME = MODIFIERS | {"func", "var", "let", "subscript", "init", "deinit", "case", "typealias"}

TOKEN = re.compile(r"""
    (?P<nl>\n)
  | (?P<space>[ \t\r\f\v]+)
  | (?P<str>"[^"]*")
  | (?P<id>`[^`\n]+`|[A-Za-z_][A-Za-z0-9_]*|\$[A-Za-z0-9_]+)
  | (?P<directive>\#(?:if|elseif|else|endif)\b)
  | (?P<num>[0-9][A-Za-z0-9_.]*)
  | (?P<arrow>->)
  | (?P<punct>.)
""", re.VERBOSE)


class Tok:
    __slots__ = ("kind", "text", "offset")

    def __init__(self, kind, text, offset):
        self.kind, self.text, self.offset = kind, text, offset

    def __repr__(self):
        return f"{self.kind}:{self.text!r}"


class Block:
    """A brace block: its items (tokens and nested blocks) and where it opens."""
    kind = "block"
    text = "{}"

    def __init__(self, offset):
        self.offset = offset
        self.items = []


def tokenize(code):
    tokens = []
    for m in TOKEN.finditer(code):
        kind = m.lastgroup
        if kind == "space":
            continue
        text = m.group()
        if kind == "id" and text.startswith("`"):
            text = text[1:-1]
        tokens.append(Tok(kind, text, m.start()))
    return tokens


def tree(tokens):
    """The file as a Block of items; an unmatched '}' is dropped, an unclosed '{' closes at the end."""
    root = Block(0)
    stack = [root]
    for t in tokens:
        if t.kind == "punct" and t.text == "{":
            block = Block(t.offset)
            stack[-1].items.append(block)
            stack.append(block)
        elif t.kind == "punct" and t.text == "}":
            if len(stack) > 1:
                stack.pop()
        else:
            stack[-1].items.append(t)
    return root


def is_tok(item, text, kind=None):
    return isinstance(item, Tok) and item.text == text and (kind is None or item.kind == kind) \
        and item.kind != "str"


def next_significant(items, j):
    while j < len(items) and isinstance(items[j], Tok) and items[j].kind == "nl":
        j += 1
    return j


def matching_open(items, j):
    """Index of the '(' matching the ')' at j, or None."""
    depth = 0
    while j >= 0:
        if is_tok(items[j], ")"):
            depth += 1
        elif is_tok(items[j], "("):
            depth -= 1
            if depth == 0:
                return j
        elif isinstance(items[j], Block):
            return None
        j -= 1
    return None


def attribute_start(items, j):
    """If items[..j] ends with an attribute (@Name or @Name(…)), the index of its '@', else None."""
    if j >= 0 and is_tok(items[j], ")"):
        k = matching_open(items, j)
        if k is None:
            return None
        j = k - 1
    if j >= 1 and isinstance(items[j], Tok) and items[j].kind == "id" and is_tok(items[j - 1], "@"):
        return j - 1
    return None


def leading_modifiers(items, i):
    """The modifier and attribute words before items[i] (a declaration keyword): modifiers on
    its line, attributes also on the lines above."""
    words = []
    j = i - 1
    while j >= 0:
        item = items[j]
        if isinstance(item, Tok) and item.kind == "nl":
            k = j - 1
            if k >= 0 and attribute_start(items, k) is not None:
                j = k
                continue
            break
        if isinstance(item, Tok) and item.kind == "id" and item.text in MODIFIERS \
                and not (j >= 1 and is_tok(items[j - 1], ".")):
            words.append(item.text)
            j -= 1
            continue
        if is_tok(item, ")"):
            k = matching_open(items, j)
            if k is not None and k >= 1 and isinstance(items[k - 1], Tok) and items[k - 1].kind == "id" \
                    and items[k - 1].text in MODIFIERS:
                j = k - 1  # private(set), nonisolated(unsafe), unowned(safe)…
                continue
        a = attribute_start(items, j)
        if a is not None:
            words.append("@" + items[a + 1].text)
            j = a - 1
            continue
        break
    return words


def at_declaration_start(items, i):
    """True if items[i] starts a declaration: only modifiers/attributes between it and the start
    of the scope, a newline, a ';' or the end of a block."""
    j = i - 1
    while j >= 0:
        item = items[j]
        if isinstance(item, Block) or (isinstance(item, Tok) and item.kind == "nl") or is_tok(item, ";"):
            return True
        if isinstance(item, Tok) and item.kind == "id" and item.text in MODIFIERS:
            j -= 1
            continue
        if is_tok(item, ")"):
            k = matching_open(items, j)
            if k is not None and k >= 1 and isinstance(items[k - 1], Tok) and items[k - 1].text in MODIFIERS:
                j = k - 1
                continue
        a = attribute_start(items, j)
        if a is not None:
            j = a - 1
            continue
        return False
    return True


def is_observer_block(block):
    j = next_significant(block.items, 0)
    while j < len(block.items) and is_tok(block.items[j], "@"):
        j = next_significant(block.items, j + 2)  # @attribute willSet
    return j < len(block.items) and isinstance(block.items[j], Tok) \
        and block.items[j].text in ("willSet", "didSet") and block.items[j].kind == "id"


OPEN, CLOSE = {"(", "["}, {")", "]"}


def continues_after_newline(items, j):
    """At a newline inside an initializer: does the expression go on (the next line starts with
    an operator, '.', or a block; or this line ends with an operator or '=')?"""
    prev = j - 1
    while prev >= 0 and isinstance(items[prev], Tok) and items[prev].kind == "nl":
        prev -= 1
    # (Not ')', ']', ';', nor a postfix '!', '?' or a generic's '>' that ends a line.)
    if prev >= 0 and isinstance(items[prev], Tok) and items[prev].kind in ("punct", "arrow") \
            and items[prev].text not in CLOSE and items[prev].text not in (";", "!", "?", ">"):
        return True
    k = next_significant(items, j)
    if k >= len(items):
        return False
    nxt = items[k]
    if isinstance(nxt, Block):
        return True
    return isinstance(nxt, Tok) and nxt.kind in ("punct", "arrow") and nxt.text not in ("@", ";", ")", "]")


def parse_bindings(items, i):
    """The bindings of the var/let at items[i]: ([(name, stored)], index after the declaration)."""
    out = []
    j = i + 1
    n = len(items)
    while j < n:
        # The pattern: a name or a tuple of names.
        names = []
        item = items[j]
        if isinstance(item, Tok) and item.kind == "id":
            names.append(item.text)
            j += 1
        elif is_tok(item, "("):
            depth = 0
            while j < n:
                t = items[j]
                if is_tok(t, "("):
                    depth += 1
                elif is_tok(t, ")"):
                    depth -= 1
                    if depth == 0:
                        j += 1
                        break
                elif isinstance(t, Tok) and t.kind == "id" and t.text != "_":
                    names.append(t.text)
                j += 1
        else:
            break
        # The type annotation.
        if j < n and is_tok(items[j], ":"):
            j += 1
            angle = depth = 0
            while j < n:
                t = items[j]
                if isinstance(t, Block):
                    break
                if is_tok(t, "<"):
                    angle += 1
                elif is_tok(t, ">") and angle > 0:
                    angle -= 1
                elif isinstance(t, Tok) and t.text in OPEN and t.kind == "punct":
                    depth += 1
                elif isinstance(t, Tok) and t.text in CLOSE and t.kind == "punct":
                    depth -= 1
                elif depth == 0 and angle == 0 and (is_tok(t, "=") or is_tok(t, ",") or is_tok(t, ";")
                                                    or t.kind == "nl" or t.kind == "directive"):
                    break
                j += 1
        stored = True
        if j < n and is_tok(items[j], "="):
            # The initializer, to a ',' (the next binding) or the end of the statement.
            j += 1
            depth = 0
            while j < n:
                t = items[j]
                if isinstance(t, Tok) and t.kind == "punct" and t.text in OPEN:
                    depth += 1
                elif isinstance(t, Tok) and t.kind == "punct" and t.text in CLOSE:
                    depth -= 1
                elif depth <= 0 and (is_tok(t, ",") or is_tok(t, ";") or (isinstance(t, Tok) and t.kind == "directive")):
                    break
                elif depth <= 0 and isinstance(t, Tok) and t.kind == "nl":
                    if not continues_after_newline(items, j):
                        break
                elif depth <= 0 and isinstance(t, Tok) and t.kind == "id" and t.text in DECLARATION_KEYWORDS \
                        and at_declaration_start(items, j):
                    break
                j += 1
        else:
            k = next_significant(items, j)
            if k < n and isinstance(items[k], Block):
                stored = is_observer_block(items[k])
                j = k + 1
        out.extend((name, stored) for name in names)
        if j < n and is_tok(items[j], ","):
            j = next_significant(items, j + 1)
            continue
        break
    return out, j


class Type:
    def __init__(self, kind, name, path, line):
        self.kind, self.name, self.path, self.line = kind, name, path, line
        self.stored = 0
        self.names = []


def scan(block, outer, path, text, types, body_of=None):
    """Walks a block's items: records the types declared in it (recursing into their bodies and
    into every other block) and, if block is the body of a counted type, its stored properties."""
    items = block.items
    handled = set()
    count = 0
    conditionals = []  # per open #if: [count before it, largest branch so far]
    depth = 0
    i = 0
    while i < len(items):
        item = items[i]
        if isinstance(item, Block):
            if id(item) not in handled:
                scan(item, outer, path, text, types)
            i += 1
            continue
        if item.kind == "punct" and item.text in OPEN:
            depth += 1
        elif item.kind == "punct" and item.text in CLOSE:
            depth -= 1
        elif item.kind == "directive" and body_of is not None:
            if item.text == "#if":
                conditionals.append([count, 0])
            elif conditionals:
                frame = conditionals[-1]
                frame[1] = max(frame[1], count - frame[0])
                count = frame[0]
                if item.text == "#endif":
                    count = frame[0] + frame[1]
                    conditionals.pop()
        elif item.kind == "id" and depth == 0 and item.text in TYPE_KEYWORDS and at_declaration_start(items, i):
            k = next_significant(items, i + 1)
            name_tok = items[k] if k < len(items) else None
            if isinstance(name_tok, Tok) and name_tok.kind == "id" and name_tok.text not in NOT_A_TYPE_NAME:
                name = name_tok.text
                k += 1
                while k + 1 < len(items) and is_tok(items[k], ".") and isinstance(items[k + 1], Tok) \
                        and items[k + 1].kind == "id":
                    name += "." + items[k + 1].text
                    k += 2
                while k < len(items) and not isinstance(items[k], Block):
                    k += 1
                if k < len(items):
                    body = items[k]
                    handled.add(id(body))
                    if item.text == "extension":
                        scan(body, name, path, text, types)
                    else:
                        qualified = f"{outer}.{name}" if outer else name
                        t = Type(item.text, qualified, path, swift_source.line_of(text, item.offset))
                        if item.text in COUNTED_KINDS:
                            types.append(t)
                        scan(body, qualified, path, text, types, body_of=t)
                    i = k + 1
                    continue
        elif item.kind == "id" and depth == 0 and item.text in ("var", "let") and body_of is not None \
                and at_declaration_start(items, i):
            bindings, j = parse_bindings(items, i)
            if not ({"static", "class"} & set(leading_modifiers(items, i))):
                for name, stored in bindings:
                    if stored:
                        count += 1
                        body_of.names.append(name)
            i = max(j, i + 1)
            continue
        i += 1
    while conditionals:  # an unclosed #if
        frame = conditionals.pop()
        count = frame[0] + max(frame[1], count - frame[0])
    if body_of is not None:
        body_of.stored = count


def types_in(path, text):
    code = swift_source.blank(text)
    types = []
    scan(tree(tokenize(code)), "", path, code, types)
    return types


def line_count(text):
    return text.count("\n") + (1 if text and not text.endswith("\n") else 0)


def main(argv):
    top = 0
    files = []
    args = list(argv)
    while args:
        a = args.pop(0)
        if a == "--top":
            top = int(args.pop(0))
        elif a.startswith("-"):
            print(f"usage: {sys.argv[0]} [--top N] [FILE…]", file=sys.stderr)
            return 2
        else:
            files.append(a)
    whole_tree = not files
    if whole_tree:
        os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
        for root, dirs, names in os.walk("Sources"):
            dirs.sort()
            files += [os.path.join(root, n) for n in sorted(names) if n.endswith(".swift")]
    used = set()
    failures = excepted = long_files = big_types = 0
    all_types = []

    def report(message, keys):
        nonlocal failures, excepted
        key = next((k for k in keys if k in EXCEPTIONS), None)
        if key is None:
            print(message)
            failures += 1
        else:
            used.add(key)
            print(f"{message} (excepted: {EXCEPTIONS[key]})")
            excepted += 1

    for path in files:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        lines = line_count(text)
        if lines > MAX_LINES:
            long_files += 1
            report(f"{path}: {lines} lines (limit {MAX_LINES})", [path])
        for t in types_in(path, text):
            all_types.append(t)
            if t.stored > MAX_STORED:
                big_types += 1
                report(f"{path}:{t.line}: {t.name} has {t.stored} stored properties (limit {MAX_STORED})",
                       [f"{path}:{t.name}", t.name])
    for key in sorted(set(EXCEPTIONS) - used if whole_tree else ()):
        print(f"check-house: the exception {key!r} matches no violation any more; delete it")
        failures += 1
    if top:
        print(f"check-house: the {top} types with the most stored properties:")
        for t in sorted(all_types, key=lambda t: (-t.stored, t.path, t.line))[:top]:
            print(f"  {t.stored:3d}  {t.path}:{t.line}: {t.kind} {t.name}")
    print(f"check-house: {len(files)} files, {len(all_types)} types; over {MAX_LINES} lines: {long_files} files; "
          f"over {MAX_STORED} stored properties: {big_types} types ({excepted} excepted)"
          + ("" if failures == 0 else f"; {failures} failures"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
