#!/usr/bin/env bash
# Renders every layout of Layouts/ with `plumb render` and opens each SVG in a headless
# Chromium (Debian's chromium-headless-shell or chromium): the screenshot must be a PNG that is
# not blank. Without a Chromium it prints "SKIPPED: …" and exits 0 (the test suite still checks
# that every SVG is well-formed XML; .ci/run lists the skip at the end, and with CI=true and
# PLUMB_CI_STRICT=1 it exits 1: see Scripts/ci-skip.sh).
#
#   Scripts/check-svg.sh [PATH-TO-PLUMB]          (default .build/debug/plumb)
set -euo pipefail
cd "$(dirname "$0")/.."
. Scripts/ci-skip.sh
plumb=${1:-.build/debug/plumb}
browser=$(command -v chromium-headless-shell || command -v chromium || true)
if [ -z "$browser" ]; then
  ci_skip check-svg.sh "no Chromium found (apt-get install chromium-headless-shell); SVG screenshots not checked"
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
count=0
for layout in Layouts/*.layout; do
  name=$(basename "$layout" .layout)
  status=0
  "$plumb" render "$layout" -o "$out/$name.svg" || status=$?
  if [ "$status" -ge 2 ]; then echo "check-svg: plumb render $layout failed ($status)" >&2; exit 1; fi
  size=$(grep -o '<svg [^>]*' "$out/$name.svg" | grep -o ' width="[0-9.]*" height="[0-9.]*"' | tr -dc '0-9. ' )
  read -r w h <<< "$size"
  timeout 120 "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --window-size="${w%.*},${h%.*}" --screenshot="$out/$name.png" "file://$out/$name.svg" \
    > "$out/$name.log" 2>&1 || { cat "$out/$name.log" >&2; echo "check-svg: Chromium failed on $name.svg" >&2; exit 1; }
  python3 - "$out/$name.png" <<'PY'
import struct, sys, zlib
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
pos, idat, width = 8, b"", 0
while pos < len(data):
    length, kind = struct.unpack(">I4s", data[pos:pos + 8])
    body = data[pos + 8:pos + 8 + length]
    if kind == b"IHDR":
        width = struct.unpack(">I", body[:4])[0]
    if kind == b"IDAT":
        idat += body
    pos += 12 + length
pixels = zlib.decompress(idat)
# Rows start with a filter byte; a blank picture has one distinct value per channel.
assert width > 0 and len(set(pixels[1:len(pixels) // 2])) > 4, "the screenshot is blank"
PY
  count=$((count + 1))
done
echo "check-svg: $count SVG files rendered by $(basename "$browser"), none blank"
