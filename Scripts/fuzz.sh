#!/usr/bin/env bash
# Runs one libFuzzer target for a number of seconds.
#
#   Scripts/fuzz.sh TARGET SECONDS [libFuzzer options...]
#
# TARGET is solver, workload, layout (.layout files), storyboard (the Interface Builder importer) or
# consolelog (plumb explain-log's reader of UIKit's conflict blocks). The modules are built with
# coverage and AddressSanitizer into .build-fuzz, the driver Tests/Fuzz/<Target>Fuzz.swift is
# linked against them, and libFuzzer runs on the seed corpus Tests/Fuzz/corpus/TARGET (new
# inputs go to .build-fuzz/corpus/TARGET; crashes to .build-fuzz/crashes/TARGET). If the
# toolchain cannot build fuzzers here, prints "SKIPPED: …" and exits 0 (CI skips rather than
# fails, and .ci/run lists the skip at the end; with CI=true and PLUMB_CI_STRICT=1 it exits 1:
# see Scripts/ci-skip.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
. Scripts/ci-skip.sh

target=${1:?usage: Scripts/fuzz.sh TARGET SECONDS}
seconds=${2:?usage: Scripts/fuzz.sh TARGET SECONDS}
shift 2
case "$target" in
    solver) module=PlumbSolver; modules=(PlumbSolver); driver=Tests/Fuzz/SolverFuzz.swift ;;
    workload) module=PlumbBenchmarks; modules=(PlumbSolver PlumbMessages PlumbLayout PlumbBenchmarks); driver=Tests/Fuzz/WorkloadFuzz.swift ;;
    layout) module=PlumbFormats; modules=(PlumbSolver PlumbMessages PlumbLayout PlumbDiagnostics PlumbFormats); driver=Tests/Fuzz/LayoutFuzz.swift ;;
    storyboard) module=PlumbInterfaceBuilder; modules=(PlumbSolver PlumbMessages PlumbLayout PlumbDiagnostics PlumbInterfaceBuilder); driver=Tests/Fuzz/StoryboardFuzz.swift ;;
    consolelog) module=PlumbConsoleLog; modules=(PlumbSolver PlumbMessages PlumbLayout PlumbConsoleLog); driver=Tests/Fuzz/ConsoleLogFuzz.swift ;;
    *) echo "fuzz.sh: unknown target '$target' (solver, workload, layout, storyboard, consolelog)" >&2; exit 2 ;;
esac

scratch=.build-fuzz
flags=(-Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing)
build_ok=true
for m in "${modules[@]}"; do
    swift build --scratch-path "$scratch" --target "$m" "${flags[@]}" >> "$scratch.log" 2>&1 || build_ok=false
done
if [ "$build_ok" != true ]; then
    ci_skip "fuzz.sh $target" "could not build $module with -sanitize=fuzzer (no fuzzer toolchain? see $scratch.log)"
fi
bin=$(swift build --scratch-path "$scratch" --show-bin-path)
objects=()
for name in "${modules[@]}"; do
    objects+=("$bin/$name.build"/*.swift.o)
done
exe="$scratch/fuzz-$target"
if ! swiftc -sanitize=fuzzer,address -parse-as-library -I "$bin/Modules" -I "$bin" \
        "$driver" "${objects[@]}" -o "$exe" 2>> "$scratch.log"; then
    ci_skip "fuzz.sh $target" "could not link the $target fuzzer (see $scratch.log)"
fi
mkdir -p "$scratch/corpus/$target" "$scratch/crashes/$target"
LSAN_OPTIONS="suppressions=$PWD/Tests/Fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}" "$exe" "$scratch/corpus/$target" "Tests/Fuzz/corpus/$target" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$scratch/crashes/$target/" -print_final_stats=1 "$@"
