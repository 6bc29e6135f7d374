#!/usr/bin/env bash
# Type-check budget of the PlumbLayout DSL.
#
# Builds PlumbLayout, then type-checks Tests/PlumbLayoutTests/DSLTypeCheckBudget.swift (a
# 50-constraint DSL file that imports only PlumbLayout) with swiftc against the built module:
#   - every expression must type-check within LIMIT_MS (default 200 ms), checked by
#     -warn-long-expression-type-checking: any such warning fails the script;
#   - the whole file must type-check within FILE_LIMIT_MS (default 2000 ms, wall clock,
#     compiler start-up included).
# Prints the slowest expressions and the function body time.
#
# Usage: Scripts/typecheck-budget.sh [--scratch-path DIR] [FILE.swift ...]
#   (SCRATCH_PATH may also be set in the environment; default .build)
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=${SCRATCH_PATH:-.build}
files=()
while [ $# -gt 0 ]; do
    case "$1" in
        --scratch-path) scratch=$2; shift 2 ;;
        *) files+=("$1"); shift ;;
    esac
done
[ ${#files[@]} -gt 0 ] || files=(Tests/PlumbLayoutTests/DSLTypeCheckBudget.swift)
limit_ms=${LIMIT_MS:-200}
file_limit_ms=${FILE_LIMIT_MS:-2000}

swift build --scratch-path "$scratch" --target PlumbLayout >/dev/null
bin=$(swift build --scratch-path "$scratch" --show-bin-path)
modules="$bin/Modules"
[ -f "$modules/PlumbLayout.swiftmodule" ] || modules="$bin"
[ -f "$modules/PlumbLayout.swiftmodule" ] || { echo "typecheck-budget: PlumbLayout.swiftmodule not found under $bin" >&2; exit 2; }

status=0
for file in "${files[@]}"; do
    start=$(date +%s%N)
    if ! out=$(swiftc -typecheck -swift-version 6 -I "$modules" "$file" \
            -Xfrontend -warn-long-expression-type-checking="$limit_ms" 2>&1); then
        echo "$out" >&2
        echo "typecheck-budget: $file does not type-check" >&2
        exit 1
    fi
    elapsed_ms=$(( ($(date +%s%N) - start) / 1000000 ))
    slow=$(printf '%s\n' "$out" | grep -c "^[^ ].*: warning: expression took" || true)

    # Report: the slowest expressions and function bodies (informational).
    detail=$(swiftc -typecheck -swift-version 6 -I "$modules" "$file" \
        -Xfrontend -warn-long-expression-type-checking=1 -Xfrontend -warn-long-function-bodies=1 2>&1 || true)
    slowest=$(printf '%s\n' "$detail" | grep -o "^[^ ]*: warning: expression took [0-9]*ms" \
        | sed -E 's/^([^:]*:[0-9]+:[0-9]+): warning: expression took ([0-9]+)ms/\2 \1/' | sort -rn | head -3)
    bodies=$(printf '%s\n' "$detail" | grep "^[^ ].*: warning: .* took [0-9]*ms to type-check" \
        | grep -v "warning: expression took" | sed -E 's/^([^:]*:[0-9]+:[0-9]+): warning: (.*) \(limit.*$/\2 (\1)/' || true)
    count=$(printf '%s\n' "$detail" | grep -c "^[^ ].*: warning: expression took" || true)

    echo "typecheck-budget: $file"
    echo "  whole file: ${elapsed_ms} ms (limit ${file_limit_ms} ms)"
    echo "  expressions over ${limit_ms} ms: ${slow}; expressions of 1 ms or more: ${count}; slowest (ms, location):"
    printf '%s\n' "$slowest" | sed 's/^/    /'
    [ -n "$bodies" ] && printf '%s\n' "$bodies" | sed 's/^/  /'
    if [ "$slow" -gt 0 ]; then
        printf '%s\n' "$out" | grep -A3 "warning: expression took" >&2
        echo "typecheck-budget: FAIL: $slow expression(s) over ${limit_ms} ms in $file" >&2
        status=1
    fi
    if [ "$elapsed_ms" -gt "$file_limit_ms" ]; then
        echo "typecheck-budget: FAIL: $file took ${elapsed_ms} ms to type-check (limit ${file_limit_ms} ms)" >&2
        status=1
    fi
done
# Anchors are typed by axis: these must not compile (as with NSLayoutAnchor).
negative=$(mktemp -d)
trap 'rm -rf "$negative"' EXIT
i=0
for snippet in 'a.leading == b.top' 'a.width == b.leading' 'a.top == 8' 'a.leading <= b.centerY + 4'; do
    i=$((i + 1))
    printf 'import PlumbLayout\nfunc f(a: View, b: View) -> LayoutConstraint { %s }\n' "$snippet" > "$negative/n$i.swift"
    if swiftc -typecheck -swift-version 6 -I "$modules" "$negative/n$i.swift" >/dev/null 2>&1; then
        echo "typecheck-budget: FAIL: '$snippet' compiles; anchors of different axes must not relate" >&2
        status=1
    fi
done
echo "  cross-axis constraints rejected by the type checker: $i snippets checked"

[ $status -eq 0 ] && echo "typecheck-budget: OK"
exit $status
