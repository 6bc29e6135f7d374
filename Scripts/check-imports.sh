#!/usr/bin/env bash
# Checks every module's imports against the layering of the package (Package.swift):
#
#   PlumbMessages (Diagnostic, SourceLocation, LocatedMessage): imports nothing; under every
#   module but the solver, so a reader prints its errors without depending on the engine
#   PlumbSolver → PlumbLayout → PlumbDiagnostics, PlumbFormats, PlumbConsoleLog
#                             → PlumbInterfaceBuilder (also PlumbDiagnostics: its findings)
#   PlumbSolver, PlumbLayout → PlumbBenchmarks
#   PlumbLayout → PlumbUIKit (UIKit's spellings over the engine; nothing imports it)
#   everything → PlumbCLI → plumb
#
# A module may import only the Plumb modules listed for it below; PlumbSolver imports nothing
# beyond the standard library and its Synchronization module (not even Foundation). Exits 1 naming each file and import that
# breaks the rule.
set -euo pipefail
cd "$(dirname "$0")/.."

allowed() {
    case "$1" in
        PlumbSolver) echo "" ;;
        PlumbMessages) echo "" ;;
        PlumbLayout) echo "PlumbSolver PlumbMessages" ;;
        PlumbDiagnostics) echo "PlumbSolver PlumbMessages PlumbLayout" ;;
        PlumbFormats) echo "PlumbMessages PlumbLayout" ;;
        PlumbConsoleLog) echo "PlumbMessages PlumbLayout" ;;
        PlumbInterfaceBuilder) echo "PlumbMessages PlumbLayout PlumbDiagnostics" ;;
        PlumbBenchmarks) echo "PlumbSolver PlumbMessages PlumbLayout" ;;
        PlumbUIKit) echo "PlumbLayout" ;;
        PlumbCLI) echo "PlumbSolver PlumbMessages PlumbLayout PlumbDiagnostics PlumbFormats PlumbConsoleLog PlumbInterfaceBuilder PlumbBenchmarks" ;;
        plumb) echo "PlumbCLI" ;;
        *) echo "?" ;;
    esac
}

status=0
for dir in Sources/*/; do
    module=$(basename "$dir")
    permitted=$(allowed "$module")
    if [ "$permitted" = "?" ]; then
        echo "check-imports: $dir is not a module this script knows; add it to the graph" >&2
        status=1
        continue
    fi
    while IFS=: read -r file line text; do
        imported=$(sed -E 's/^(@testable )?import ([A-Za-z_]+).*/\2/' <<< "$text")
        if [ "$module" = PlumbSolver ] && [[ " Synchronization _Concurrency Swift " != *" $imported "* ]]; then
            echo "$file:$line: PlumbSolver imports $imported (the solver uses the standard library only)" >&2
            status=1
        elif [[ "$imported" == Plumb* || "$imported" == plumb ]] && [[ " $permitted " != *" $imported "* ]]; then
            echo "$file:$line: $module imports $imported (allowed: ${permitted:-none})" >&2
            status=1
        fi
    done < <(grep -rnE '^(@testable )?import [A-Za-z_]+' "$dir" --include=*.swift || true)
done
if [ $status -eq 0 ]; then echo "check-imports: every import follows the module graph"; fi
exit $status
