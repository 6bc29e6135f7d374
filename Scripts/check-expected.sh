#!/usr/bin/env bash
# Runs every command of Tests/Expected/manifest.txt with the given plumb binary and compares
# the output and the exit status with the checked-in ones (files with findings exit 1 by
# design; 2 would mean a broken CLI or layout file). Prints a diff and fails on a mismatch.
# Each command runs as Scripts/expected-lib.sh defines (shared with Scripts/update-expected.sh,
# which writes the files): standard output is compared, and standard error must be empty.
#
#   Scripts/check-expected.sh [PATH-TO-PLUMB] [COMMAND]   (default .build/debug/plumb; all commands)
set -euo pipefail
cd "$(dirname "$0")/.."
. Scripts/expected-lib.sh
plumb=${1:-.build/debug/plumb}
only=${2:-}
tmp=$(mktemp)
err=$(mktemp)
trap 'rm -f "$tmp" "$err"' EXIT
failures=0
checked=0
while read -r name expected args; do
  case "$name" in '#'*|'') continue ;; esac
  if [ -n "$only" ] && [ "${args%% *}" != "$only" ]; then continue; fi
  expected_run "$plumb" "$args" "$tmp" "$err"
  status=$expected_status
  if [ "$status" != "$expected" ]; then
    echo "FAIL plumb $args: exit status $status, expected $expected" >&2
    failures=$((failures + 1))
  fi
  if [ -s "$err" ]; then
    echo "FAIL plumb $args: wrote to standard error (it must stay empty):" >&2
    cat "$err" >&2
    failures=$((failures + 1))
  fi
  if ! diff -u "Tests/Expected/$name" "$tmp" >&2; then
    echo "FAIL plumb $args: output differs from Tests/Expected/$name (Scripts/update-expected.sh regenerates)" >&2
    failures=$((failures + 1))
  fi
  checked=$((checked + 1))
done < Tests/Expected/manifest.txt
echo "check-expected: $checked commands, $failures failures"
[ "$failures" -eq 0 ]
