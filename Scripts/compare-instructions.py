#!/usr/bin/env python3
# Two builds of plumb side by side on the workloads issue 38 guards ("no existing workload
# regresses more than 3 %"), counted in instructions under callgrind: the count moves by a
# few hundredths of a percent from run to run, where times move by tens of percent on a shared
# machine. Each workload runs once per build in a fresh process; its phases are those
# `plumb bench` names. Prints old, new and the change, and exits 1 when a workload grew past
# --threshold percent. A benchmark, not a test: CI does not run it (it needs valgrind and
# takes several minutes); run it before and after a change to the solver or the engine.
#
#   Scripts/compare-instructions.py --old OLD_PLUMB --new NEW_PLUMB [--threshold 3] [--only NAME,…]
#
# tree_d4_f8 is here because the smaller tree has no step that the larger one's final
# optimisation took 17,000 times (Docs/benchmarks-log.md, eleventh session).
import argparse
import os
import re
import subprocess
import sys
import tempfile

# name → plumb bench arguments (a fresh solver or layout each; one rep).
WORKLOADS = [
    ("quick", ["--quick"]),
    ("tree_d3_f8", ["--workload", "tree", "--depth", "3", "--fanout", "8"]),
    ("tree_d4_f8", ["--workload", "tree", "--depth", "4", "--fanout", "8"]),
    ("chain_10000", ["--workload", "chain", "--size", "10000"]),
    ("chain_edit_1000", ["--workload", "chain_edit", "--size", "1000"]),
    ("stack", ["--workload", "stack"]),
    ("rowlist", ["--workload", "rowlist"]),
    ("keyboard", ["--workload", "keyboard"]),
    ("layoutfile_1000", ["--workload", "layoutfile", "--size", "1000"]),
    ("wwdc_grid_1000", ["--workload", "wwdc_grid", "--size", "1000"]),
    ("wwdc_move_1000", ["--workload", "wwdc_move", "--size", "1000"]),
    ("flexrows_1000", ["--workload", "flexrows", "--size", "1000"]),
    ("flextree_1296", ["--workload", "flextree", "--size", "1296"]),
    ("flexgrid_1024", ["--workload", "flexgrid", "--size", "1024"]),
    ("drift_2000", ["--workload", "drift", "--size", "2000"]),
]


def instructions(plumb, args):
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "callgrind.out")
        run = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", plumb, "bench", *args, "--reps", "1"],
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        found = re.search(r"Collected : (\d+)", run.stderr)
        if run.returncode != 0 or not found:
            sys.exit(f"compare-instructions: {plumb} bench {' '.join(args)} failed:\n{run.stderr[-2000:]}")
        return int(found.group(1))


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--old", required=True)
    parser.add_argument("--new", required=True)
    parser.add_argument("--threshold", type=float, default=3.0, help="percent")
    parser.add_argument("--only", help="comma-separated workload names")
    a = parser.parse_args()
    chosen = WORKLOADS if not a.only else [w for w in WORKLOADS if w[0] in a.only.split(",")]
    worse = []
    print(f"{'workload':<18}{'old':>16}{'new':>16}{'change':>10}")
    for name, args in chosen:
        old, new = instructions(a.old, args), instructions(a.new, args)
        change = 100.0 * (new - old) / old
        if change > a.threshold:
            worse.append(name)
        print(f"{name:<18}{old:>16,}{new:>16,}{change:>+9.2f}%{'  over' if change > a.threshold else ''}", flush=True)
    if worse:
        print(f"grew past {a.threshold} %: {', '.join(worse)}")
        sys.exit(1)


if __name__ == "__main__":
    main()
