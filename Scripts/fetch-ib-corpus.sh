#!/usr/bin/env bash
# Fetches every file of the Interface Builder corpus (Tests/Corpus/interface-builder/corpus.tsv)
# into a cache directory, OWNER+REPO/PATH, and checks each file's sha256 against the table.
# Only the references are checked in, never the files.
#
#   Scripts/fetch-ib-corpus.sh [--from DIR] [--table TSV] [CACHE]     (default cache: .ib-corpus/)
#
# --table picks another list of the same columns (holdout.tsv: the files no verdict was
# written for, scored by Scripts/score-ib-marks.py).
#
# Without --from, each file comes from https://raw.githubusercontent.com/OWNER/REPO/COMMIT/PATH
# (curl). With --from DIR, from a local copy laid out the same way (DIR/OWNER+REPO/PATH), for
# machines without the web. A file whose bytes differ from the recorded sha256 is an error that
# names it; the script goes on with the others and exits 1 if any file failed.
set -euo pipefail
cd "$(dirname "$0")/.."
from=
cache=.ib-corpus
table=Tests/Corpus/interface-builder/corpus.tsv
while [ $# -gt 0 ]; do
  case "$1" in
    --from) from=${2:?--from needs a directory}; shift 2 ;;
    --table) table=${2:?--table needs a file}; shift 2 ;;
    -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
    *) cache=$1; shift ;;
  esac
done
if command -v sha256sum > /dev/null; then sha() { sha256sum "$1" | cut -d' ' -f1; }
else sha() { shasum -a 256 "$1" | cut -d' ' -f1; }; fi
# Percent-encodes a path for a URL, keeping the slashes.
urlpath() { python3 -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1]))' "$1"; }

fetched=0
failed=0
while IFS=$'\t' read -r repo commit path digest _; do
  case "$repo" in repo|'#'*|'') continue ;; esac
  name="${repo/\//+}/$path"
  dest="$cache/$name"
  mkdir -p "$(dirname "$dest")"
  if [ -n "$from" ]; then
    if ! cp "$from/$name" "$dest" 2>/dev/null; then
      echo "error: $name: not in $from" >&2; failed=$((failed + 1)); continue
    fi
  elif ! curl -fsSL --retry 2 -o "$dest" "https://raw.githubusercontent.com/$repo/$commit/$(urlpath "$path")"; then
    echo "error: $name: download failed ($repo@$commit)" >&2; failed=$((failed + 1)); continue
  fi
  actual=$(sha "$dest")
  if [ "$actual" != "$digest" ]; then
    echo "error: $name: sha256 $actual, corpus.tsv says $digest" >&2
    rm -f "$dest"; failed=$((failed + 1)); continue
  fi
  fetched=$((fetched + 1))
done < "$table"
echo "fetch-ib-corpus: $fetched files in $cache, $failed failed"
[ "$failed" -eq 0 ]
