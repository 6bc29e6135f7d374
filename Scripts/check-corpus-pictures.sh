#!/usr/bin/env bash
# The pictures and the HTML report of the Interface Builder corpus: real apps' storyboards and
# xibs (Tests/Corpus/interface-builder/corpus.tsv and holdout.tsv: references only, the files
# are never checked in), fetched into .ib-corpus/ with their sha256 checked, then measured in
# headless Chromium by Scripts/check-pictures.py --report (the report of every file must load
# with no error, draw every scene, and highlight a finding's views on a click).
#
#   Scripts/check-corpus-pictures.sh [PATH-TO-PLUMB]       (default .build/debug/plumb)
#
# The files come from raw.githubusercontent.com, or from local copies laid out OWNER+REPO/PATH
# named in PLUMB_IB_CORPUS (directories separated by ':'; each table is taken from the first
# that has all its files). Without the web and without a copy it prints "SKIPPED: …" (see
# Scripts/ci-skip.sh); a file whose bytes differ from its recorded sha256 fails.
set -euo pipefail
cd "$(dirname "$0")/.."
. Scripts/ci-skip.sh
plumb=${1:-.build/debug/plumb}
cache=.ib-corpus
for table in Tests/Corpus/interface-builder/corpus.tsv Tests/Corpus/interface-builder/holdout.tsv; do
  fetched=0
  IFS=':' read -r -a copies <<< "${PLUMB_IB_CORPUS:-}"
  for copy in "${copies[@]}"; do
    [ -n "$copy" ] || continue
    if Scripts/fetch-ib-corpus.sh --from "$copy" --table "$table" "$cache" > /dev/null 2>&1; then fetched=1; break; fi
  done
  if [ "$fetched" = 0 ]; then
    # One quick look first: offline, each file's download would wait out its retries.
    if ! curl -sS --max-time 10 -o /dev/null https://raw.githubusercontent.com/ 2> /dev/null; then
      ci_skip check-corpus-pictures.sh "raw.githubusercontent.com cannot be reached and PLUMB_IB_CORPUS names no copy of the corpus"
    fi
    log=$(mktemp)
    if ! Scripts/fetch-ib-corpus.sh --table "$table" "$cache" > "$log" 2>&1; then
      if grep -q "sha256" "$log"; then cat "$log" >&2; rm -f "$log"; exit 1; fi
      rm -f "$log"
      ci_skip check-corpus-pictures.sh "the corpus of $table cannot be fetched (no network?) and PLUMB_IB_CORPUS names no copy"
    fi
    rm -f "$log"
  fi
done
count=$(find "$cache" -name '*.storyboard' -o -name '*.xib' | wc -l | tr -d ' ')
echo "check-corpus-pictures: $count files of the corpus in $cache"
Scripts/check-pictures.py --plumb "$plumb" --report "$cache"
