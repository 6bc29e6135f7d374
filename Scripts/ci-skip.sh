# Sourced by the scripts CI runs (Scripts/fuzz.sh, Scripts/check-svg.sh) and by .ci/run: a step
# that cannot run here (no fuzzer toolchain, no headless Chromium) must say so, not pass in
# silence. Not a check itself.
#
#   ci_note_skip STEP REASON   prints "SKIPPED: STEP: REASON", appends "STEP: REASON" to the file
#                              named by PLUMB_CI_SKIPS (if set; .ci/run sets it and lists the
#                              skips at the end) and returns 0 — or 1 when CI=true and
#                              PLUMB_CI_STRICT=1, where a skipped step is a failure.
#   ci_skip STEP REASON        the same, then exits the script (0, or 1 when strict).

ci_note_skip() {
  local step=$1 reason=$2
  if [ "${CI:-}" = true ] && [ "${PLUMB_CI_STRICT:-}" = 1 ]; then
    echo "SKIPPED: $step: $reason (a failure here: CI=true and PLUMB_CI_STRICT=1)"
    if [ -n "${PLUMB_CI_SKIPS:-}" ]; then echo "$step: $reason (failed: strict)" >> "$PLUMB_CI_SKIPS"; fi
    return 1
  fi
  echo "SKIPPED: $step: $reason"
  if [ -n "${PLUMB_CI_SKIPS:-}" ]; then echo "$step: $reason" >> "$PLUMB_CI_SKIPS"; fi
  return 0
}

ci_skip() {
  if ci_note_skip "$1" "$2"; then exit 0; else exit 1; fi
}
