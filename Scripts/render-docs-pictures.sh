#!/usr/bin/env bash
# The pictures Docs/ shows, made by plumb itself from the repository's layouts: `plumb render`
# SVGs (Docs/render-*.svg), a `plumb report` page (Docs/report-layouts.html) and its
# screenshot (Docs/report-layouts.png, when a Chromium is at hand).
#
#   Scripts/render-docs-pictures.sh [PATH-TO-PLUMB]            writes them into Docs/
#   Scripts/render-docs-pictures.sh --check [PATH-TO-PLUMB]    fails if one in Docs/ is stale
#
# CI runs --check: a change to the renderer or to a layout that changes a picture must bring
# the new picture along (run this script without --check and commit what it writes).
set -euo pipefail
cd "$(dirname "$0")/.."
check=0
if [ "${1:-}" = "--check" ]; then check=1; shift; fi
plumb=${1:-.build/debug/plumb}
out=Docs
if [ "$check" = 1 ]; then out=$(mktemp -d); trap 'rm -rf "$out"' EXIT; fi

# render NAME ARGS…: plumb render ARGS -o $out/render-NAME.svg (exit 0 or 1: written).
render() {
  local name=$1; shift
  local status=0
  "$plumb" render "$@" -o "$out/render-$name.svg" || status=$?
  if [ "$status" -ge 2 ]; then echo "render-docs-pictures: plumb render $* failed ($status)" >&2; exit 1; fi
}
render login-keyboard Layouts/login-keyboard.layout --keyboard 216
render login-ambiguous Layouts/login-ambiguous.layout
render scroll-form Layouts/scroll-form.storyboard
for d in fill fill-equally fill-proportionally equal-spacing equal-centering; do
  render "stack-$d" "Layouts/stack-$d.layout"
done
status=0
"$plumb" report Layouts -o "$out/report-layouts.html" || status=$?
if [ "$status" -ge 2 ]; then echo "render-docs-pictures: plumb report Layouts failed ($status)" >&2; exit 1; fi

# A screenshot of a report on two layouts with findings, for Docs/cli.md. Fonts differ between
# machines, so it is made when writing (with a Chromium at hand) and never compared by --check.
browser=$(command -v chromium-headless-shell || command -v chromium || true)
if [ "$check" = 0 ] && [ -n "$browser" ]; then
  page=$(mktemp -d)
  "$plumb" report Layouts/login-ambiguous.layout Layouts/priorities.layout -o "$page/report.html" || true
  timeout 120 "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1200,900 \
    --screenshot="$out/report-layouts.png" "file://$page/report.html" > /dev/null 2>&1 \
    || echo "render-docs-pictures: no screenshot of the report (Chromium failed)" >&2
  rm -rf "$page"
fi

if [ "$check" = 1 ]; then
  stale=0
  for file in "$out"/*; do
    name=$(basename "$file")
    if ! cmp -s "$file" "Docs/$name"; then
      echo "render-docs-pictures: Docs/$name is stale (run Scripts/render-docs-pictures.sh and commit it)" >&2
      stale=1
    fi
  done
  [ "$stale" = 0 ] || exit 1
  echo "render-docs-pictures: $(ls "$out" | wc -l | tr -d ' ') pictures in Docs/ are current"
fi
