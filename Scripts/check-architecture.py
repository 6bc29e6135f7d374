#!/usr/bin/env python3
# Docs/architecture.md names files and symbols; this keeps those names true as the code moves
# so that a renamed file or a function that moved to another file fails CI instead of leaving
# the map of the house wrong.
#
# The convention the document follows (outside fenced ``` blocks; `…` is a code span):
#
#   - Every code span that ends in `.swift` is a path from the repository's root, and that file
#     must exist: `Sources/PlumbCLI/Documents/InputDocument.swift`. A `*` in it is a glob that
#     must match at least one file (`Sources/PlumbLayout/Engine/LayoutEngine+*.swift`).
#   - On a line that names such a file, every code span that is a symbol must be declared in that
#     file (in the union of the files, if the line names several):
#       `Name.member`, `member(…)`, `member()`, `Name.member(…)` — with argument labels in the
#       parentheses, `DiagnoseCommand.run(_:)`, or none — are declared when the last identifier
#       appears as `func member`, `var member`, `let member`, `case member`,
#       `struct/class/enum/protocol/actor member`, `typealias member` or `associatedtype member`;
#       `init(…)` and `Type.init` as an `init`, `subscript(…)` as a `subscript`.
#       If labels are written (`add(contentsOf:)`), one declaration of that name must take exactly
#       those argument labels; `member()` and `member(...)` stand for any of them.
#     `Name` alone (a capitalised identifier, `LayoutEngine`) is a type: declared by
#     struct/class/enum/protocol/actor/extension (or typealias) in the file.
#   - Other code spans are not checked: commands (`plumb diagnose FILE`), other paths
#     (`Tests/Expected/manifest.txt`, `README.md`), lower-case `view.attribute` pairs, lower-case
#     bare words, the Plumb module names (`PlumbLayout`) and the standard library's and
#     Foundation's common types (`Sendable`, `String`, `URL`… in STANDARD below).
# Declarations in comments and string literals do not count.
#
#   Scripts/check-architecture.py [MARKDOWN]       (default Docs/architecture.md)
#
# Prints MARKDOWN:LINE: … for each broken name and exits 1 if there is any, or if MARKDOWN does
# not exist.
import glob
import os
import re
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import swift_source  # noqa: E402

STANDARD = {
    "Any", "AnyObject", "Array", "Bool", "Character", "Codable", "Collection", "Comparable",
    "CustomStringConvertible", "Data", "Decodable", "Dictionary", "Double", "Duration", "Encodable",
    "Equatable", "Error", "Float", "FileHandle", "FileManager", "Foundation", "Hashable",
    "Identifiable", "Int", "Int32", "Int64", "Never", "Optional", "ProcessInfo", "Range", "Result",
    "Self", "Sendable", "Sequence", "Set", "String", "Substring", "Synchronization", "UInt8",
    "URL", "Void", "XMLParser", "XMLDocument",
}
FILE_EXTENSIONS = {
    "md", "txt", "json", "layout", "storyboard", "xib", "svg", "sh", "py", "yml", "yaml", "log",
    "sarif", "png", "html", "resolved", "xml", "plist", "nib",
}

# Written argument labels must match a declaration's (`run(_:)` is not `run(_:console:)`).
# False: only the name counts, whatever the labels.
CHECK_LABELS = True

CODE_SPAN = re.compile(r"(`+)(.+?)\1")
IDENT = r"(?:[A-Za-z_][A-Za-z0-9_]*)"
SYMBOL = re.compile(
    rf"^(?:(?P<qual>{IDENT}(?:\.{IDENT})*)\.)?(?P<member>{IDENT})"
    rf"(?P<args>\((?P<labels>(?:{IDENT}:)*)\)|\((?:\.\.\.|…)\))?$")


def matching(code, i, open_, close):
    """Index of the bracket closing the one at i."""
    depth = 0
    while i < len(code):
        if code[i] == open_:
            depth += 1
        elif code[i] == close:
            depth -= 1
            if depth == 0:
                return i
        i += 1
    return len(code)


def argument_labels(params):
    """The argument labels of a parameter clause's text ('_ x: Int, in size: Size = .zero')."""
    parts, depth, start, i = [], 0, 0, 0
    while i < len(params):
        c = params[i]
        if params.startswith("->", i):
            i += 2
            continue
        if c in "([{<":
            depth += 1
        elif c in ")]}>":
            depth -= 1
        elif c == "," and depth == 0:
            parts.append(params[start:i])
            start = i + 1
        i += 1
    parts.append(params[start:])
    labels = []
    for part in parts:
        if not part.strip():
            continue
        head = re.sub(r"@[A-Za-z_][A-Za-z0-9_.]*(\([^)]*\))?", " ", part.split(":", 1)[0])  # @ViewBuilder
        names = re.findall(r"`?([A-Za-z_][A-Za-z0-9_]*)`?", head)
        if names:
            labels.append(names[0])
    return tuple(labels)


class Declarations:
    """What a set of Swift files declares: names by kind, and the argument labels of functions,
    initialisers and subscripts."""

    def __init__(self, paths):
        self.members = set()      # func/var/let/case/type/typealias names
        self.types = set()        # struct/class/enum/protocol/actor/extension/typealias names
        self.labels = {}          # func name, "init" or "subscript" → set of label tuples
        for path in paths:
            with open(path, encoding="utf-8") as f:
                self._read(swift_source.blank(f.read()))

    def _callable(self, name, code, i):
        """Records the labels of the declaration whose name ends at i."""
        j = i
        while j < len(code) and code[j] in " \t\n?!":
            j += 1
        if j < len(code) and code[j] == "<":
            j = matching(code, j, "<", ">") + 1
            while j < len(code) and code[j] in " \t\n":
                j += 1
        if j < len(code) and code[j] == "(":
            end = matching(code, j, "(", ")")
            self.labels.setdefault(name, set()).add(argument_labels(code[j + 1:end]))
            self.members.add(name)

    def _read(self, code):
        for m in re.finditer(rf"\bfunc\s+`?({IDENT})`?", code):
            self._callable(m.group(1), code, m.end())
        for m in re.finditer(r"\b(init|subscript)\b", code):
            if m.start() > 0 and code[m.start() - 1] == ".":
                continue  # a call: .init(…), super.init(…), self.init(…)
            self._callable(m.group(1), code, m.end())
        for m in re.finditer(rf"\b(?:var|let)\s+(\([^)]*\)|`?{IDENT}`?)", code):
            self.members.update(n for n in re.findall(IDENT, m.group(1)) if n != "_")
        for m in re.finditer(r"\bcase\s+([^\n:=]*)", code):
            # Enum cases: case a, b(Int), c — the identifiers that start each element.
            element_starts = re.findall(rf"(?:^|,)\s*`?({IDENT})`?", re.sub(r"\([^()]*\)", "", m.group(1)))
            self.members.update(n for n in element_starts if n not in ("let", "var", "is"))
        for m in re.finditer(rf"\b(struct|class|enum|protocol|actor|typealias|associatedtype)\s+`?({IDENT})`?", code):
            if m.group(1) == "class" and m.group(2) in ("func", "var", "let", "subscript", "override", "final"):
                continue
            self.members.add(m.group(2))
            if m.group(1) != "associatedtype":
                self.types.add(m.group(2))
        for m in re.finditer(rf"\bextension\s+((?:{IDENT}\.)*)({IDENT})", code):
            self.types.add(m.group(2))


def main(argv):
    doc = argv[0] if argv else "Docs/architecture.md"
    doc_path = os.path.abspath(doc) if argv else doc
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    if not os.path.isfile(doc_path):
        print(f"{doc}: does not exist (Docs/architecture.md is the map of the house; see Docs/README.md)")
        return 1
    modules = {d for d in os.listdir("Sources") if os.path.isdir(os.path.join("Sources", d))}
    cache = {}
    problems = []
    files_named = symbols_checked = 0
    fenced = False
    with open(doc_path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    for number, line in enumerate(lines, 1):
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
            continue
        if fenced:
            continue
        spans = [m.group(2).strip() for m in CODE_SPAN.finditer(line)]
        paths = []
        for span in spans:
            if not span.endswith(".swift") or " " in span:
                continue
            files_named += 1
            matches = sorted(glob.glob(span)) if "*" in span else ([span] if os.path.isfile(span) else [])
            if not matches:
                problems.append(f"{doc}:{number}: `{span}` does not exist"
                                + (" (no file matches)" if "*" in span else ""))
            paths += matches
        if not paths:
            continue
        key = tuple(sorted(set(paths)))
        if key not in cache:
            cache[key] = Declarations(key)
        declared = cache[key]
        where = ", ".join(key) if len(key) > 1 else key[0]
        for span in spans:
            m = SYMBOL.match(span)
            if not m or span.endswith(".swift"):
                continue
            qual, member, args, labels = m.group("qual"), m.group("member"), m.group("args"), m.group("labels")
            if qual is None and args is None:
                if not member[0].isupper() or member in STANDARD or member in modules:
                    continue
                symbols_checked += 1
                if member not in declared.types:
                    problems.append(f"{doc}:{number}: `{span}`: no type {member} (struct, class, enum, protocol, "
                                    f"actor or extension) in {where}")
                continue
            if args is None and (member in FILE_EXTENSIONS or not qual[0].isupper() or qual.split(".")[0] in modules):
                continue  # README.md, view.attribute, PlumbLayout.View
            symbols_checked += 1
            if member not in declared.members and member not in declared.labels:
                kind = "init" if member == "init" else f"func, var, let, case or type {member}"
                problems.append(f"{doc}:{number}: `{span}`: no {kind} in {where}")
                continue
            if labels and CHECK_LABELS:
                wanted = tuple(labels[:-1].split(":"))
                overloads = declared.labels.get(member, set())
                if wanted not in overloads:
                    have = ", ".join(sorted(f"{member}(" + "".join(f"{l}:" for l in o) + ")" for o in overloads)) or "none"
                    problems.append(f"{doc}:{number}: `{span}`: no {member} with those argument labels in "
                                    f"{where} (declared: {have})")
    for p in problems:
        print(p)
    summary = f"check-architecture: {doc}: {files_named} file names, {symbols_checked} symbols checked"
    print(summary + (f"; {len(problems)} broken" if problems else ", all declared where it says"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
