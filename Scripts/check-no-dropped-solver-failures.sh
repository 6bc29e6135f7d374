#!/usr/bin/env bash
# No solver failure is dropped on the floor: a `try?` in Sources/ whose expression
# calls the solver hides a SolverError (an unsatisfiable required constraint, a duplicate or
# unknown constraint, a bad priority or edit variable), and the layout then goes on from a state
# nobody chose. Handle the error (do/catch: report it, or precondition it cannot happen) instead.
#
# The solver's throwing API (Sources/PlumbSolver/Solver.swift): add(_:), add(contentsOf:),
# add(all:), remove(_:), remove(contentsOf:), remove(group:), addEditVariable(_:priority:),
# removeEditVariable(_:), suggestValue(_:for:). Flagged: a `try?` whose expression (up to the end
# of its statement, or of the parenthesis it sits in) mentions `solver.`, `add(`, `remove(`,
# `addConstraint`, `addEditVariable`, `removeEditVariable` or `suggestValue` (comments and string
# literals ignored). `add(`/`remove(` also catch other names for a solver (`fresh.add(c)`), at the
# price of catching an unrelated add( or remove( too: rename or handle those.
#
#   Scripts/check-no-dropped-solver-failures.sh [DIR]     (default Sources)
#
# Prints file:line: text for each such try? and exits 1 if there is any.
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 - "${1:-Sources}" <<'PY'
import os, re, sys
sys.dont_write_bytecode = True
sys.path.insert(0, "Scripts")
import swift_source

root = sys.argv[1]
SOLVER_CALL = re.compile(r"\bsolver\s*\.|\b(add|remove)\s*\(|\b(addConstraint|addEditVariable|removeEditVariable|suggestValue)\b")
CONDITION = re.compile(r"^\s*(\}\s*else\s+)?(if|guard|while|for|switch)\b")
TRY = re.compile(r"\btry\?")

def expression(code, start, line_text_before):
    """The text of the expression after the try? at start: to the end of its statement (a
    newline not followed by a '.' or an operator line, ';', ',' or 'else' at depth 0, a '{' at
    depth 0 after if/guard/while/for/switch) or to the ')' / ']' / '}' closing the group it
    sits in."""
    depth = 0
    i = start
    stop_at_brace = bool(CONDITION.match(line_text_before))
    n = len(code)
    while i < n:
        c = code[i]
        if c in "([{":
            if c == "{" and depth == 0 and stop_at_brace:
                break
            depth += 1
        elif c in ")]}":
            if depth == 0:
                break
            depth -= 1
        elif depth == 0 and c in ";,":
            break
        elif depth == 0 and code.startswith("else", i) and re.match(r"\belse\b", code[i:i + 5]) \
                and (i == 0 or not (code[i - 1].isalnum() or code[i - 1] == "_")):
            break
        elif c == "\n" and depth == 0:
            rest = code[i + 1:].lstrip(" \t")
            if not (rest.startswith(".") or re.match(r"[-+*/%&|^?:<>=!]", rest)):
                break
        i += 1
    return code[start:i]

files = []
for dirpath, dirs, names in os.walk(root):
    dirs.sort()
    files += [os.path.join(dirpath, n) for n in sorted(names) if n.endswith(".swift")]

offences = []
for path in files:
    text = open(path, encoding="utf-8").read()
    code = swift_source.blank(text)
    lines = text.split("\n")
    for m in TRY.finditer(code):
        line_start = code.rfind("\n", 0, m.start()) + 1
        expr = expression(code, m.end(), code[line_start:m.start()])
        if SOLVER_CALL.search(expr):
            line = swift_source.line_of(text, m.start())
            offences.append(f"{path}:{line}: {lines[line - 1].strip()}")

for o in offences:
    print(o)
if offences:
    print(f"check-no-dropped-solver-failures: {len(offences)} try? in {root} drop a solver failure; "
          "handle the SolverError (do/catch) instead")
    sys.exit(1)
print(f"check-no-dropped-solver-failures: {len(files)} files in {root}, no try? drops a solver failure")
PY
