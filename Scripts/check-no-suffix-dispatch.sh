#!/usr/bin/env bash
# The CLI decides what kind of document an input is in one place: only the files under
# Sources/PlumbCLI/Documents/ (the input-document abstraction) may look at a path's name to tell
# a layout file from a storyboard, a xib or a console log. Everywhere else in Sources/PlumbCLI a
# command asks the document, so a new kind of input or a new extension is one change, not one
# per command.
#
# Flagged outside Documents/ (comments ignored):
#   - pathExtension, in any form (url.pathExtension, (path as NSString).pathExtension, …);
#   - hasSuffix(…) / hasPrefix(…) / ends(with: …) on a string literal that starts with '.';
#   - a string literal that is exactly an input kind's extension: ".storyboard", ".xib",
#     ".nib", ".layout", ".log" (or such a suffix regex, "\\.xib$");
#   - a bare kind word ("storyboard", "xib", "nib", "layout", "log") compared (== / != / ~=), in a
#     `case` of a switch, passed to hasSuffix/contains/ends(with:), or listed with another kind
#     word in an array or set literal (["storyboard", "xib"]).
# Not flagged: "\(name).layout" (building a name) and prose mentioning an extension.
#
#   Scripts/check-no-suffix-dispatch.sh [DIR]        (default Sources/PlumbCLI; DIR/Documents is allowed)
#
# Prints file:line: text for each offence and exits 1 if there is any.
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 - "${1:-Sources/PlumbCLI}" <<'PY'
import os, re, sys
sys.dont_write_bytecode = True
sys.path.insert(0, "Scripts")
import swift_source

root = sys.argv[1].rstrip("/")
allowed = os.path.join(root, "Documents")
KINDS = "storyboard|xib|nib|layout|log"
DOTTED = re.compile(r"^(\\*\.)(" + KINDS + r")\$?$")       # ".xib", "\\.xib$"
BARE = re.compile(r"^(" + KINDS + r")$")
NAME_CALLS = re.compile(r"\b(hasSuffix|hasPrefix|ends\(with:|contains)\s*\(?\s*$")
PATH_EXTENSION = re.compile(r"\bpathExtension\b")
SUFFIX_CALL_DOT = re.compile(r"\b(hasSuffix|hasPrefix)\s*\(\s*$|\bends\s*\(\s*with:\s*$")

def plain_content(text, start, end):
    """The content of a simple literal "…" (no interpolation, not raw, not multi-line), else None."""
    lit = text[start:end]
    if not (lit.startswith('"') and lit.endswith('"')) or lit.startswith('"""') or len(lit) < 2:
        return None
    body = lit[1:-1]
    return None if "\\(" in body else body

files = []
for dirpath, dirs, names in os.walk(root):
    dirs.sort()
    if os.path.abspath(dirpath).startswith(os.path.abspath(allowed) + os.sep) or \
            os.path.abspath(dirpath) == os.path.abspath(allowed):
        continue
    files += [os.path.join(dirpath, n) for n in sorted(names) if n.endswith(".swift")]

offences = []
for path in files:
    text = open(path, encoding="utf-8").read()
    lexed = swift_source.Lexed(text)
    code = swift_source.blank(text)              # comments and strings blanked
    lines = text.split("\n")
    flagged = {}

    def flag(offset, why):
        line = swift_source.line_of(text, offset)
        flagged.setdefault(line, why)

    for m in PATH_EXTENSION.finditer(code):
        flag(m.start(), "pathExtension")
    # Literals, with the code around them on their line.
    literals = []
    for start, end in lexed.strings:
        content = plain_content(text, start, end)
        if content is None:
            continue
        line_start = code.rfind("\n", 0, start) + 1
        line_end = code.find("\n", end)
        line_end = len(code) if line_end < 0 else line_end
        literals.append((start, end, content, code[line_start:start], code[end:line_end]))
    kind_literals_per_line = {}
    for start, end, content, before, after in literals:
        if BARE.match(content) or DOTTED.match(content):
            kind_literals_per_line.setdefault(swift_source.line_of(text, start), []).append(start)
    for start, end, content, before, after in literals:
        line = swift_source.line_of(text, start)
        if content.startswith(".") and SUFFIX_CALL_DOT.search(before):
            flag(start, "suffix test")
        elif DOTTED.match(content):
            flag(start, "extension literal")
        elif BARE.match(content):
            if re.search(r"(==|!=|~=)\s*$", before) or re.match(r"^\s*(==|!=|~=)", after) \
                    or re.search(r"\bcase\b[^:]*$", before) or NAME_CALLS.search(before) \
                    or ("[" in code.split("\n")[line - 1] and len(kind_literals_per_line.get(line, [])) >= 2):
                flag(start, "extension compared")
    for line in sorted(flagged):
        offences.append(f"{path}:{line}: {lines[line - 1].strip()}")

for o in offences:
    print(o)
if offences:
    print(f"check-no-suffix-dispatch: lines that tell a file's kind by its name outside {allowed}/: "
          f"{len(offences)}; ask the input document (Sources/PlumbCLI/Documents/) instead")
    sys.exit(1)
print(f"check-no-suffix-dispatch: {len(files)} files in {root} outside {allowed}/, none decides a file's kind by its name")
PY
