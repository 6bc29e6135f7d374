#!/usr/bin/env python3
# How plumb's readers grow with their input: for each kind of .layout statement, a file of
# 10^4 and one of 10^5 statements is generated, `plumb solve` timed on each (best of --runs),
# and the growth exponent printed (time ∝ N^k). A reader must stay near linear (k ≤ 1.2);
# Docs/reliability.md lists the figures. A benchmark, not a test: it times, it asserts nothing.
#
#   Scripts/bench-readers.py [--plumb .build/release/plumb] [--runs 3] [--sizes 10000,100000]
import argparse
import math
import os
import subprocess
import sys
import tempfile
import time


def views_flat(n):
    return "size 375x667\nview root {\n" + "".join(f"  view v{i}\n" for i in range(n)) + "}\n"


def views_nested(n):
    return "size 375x667\n" + "".join(f"view v{i} {{\n" for i in range(n)) + "}\n" * n


def views_nested_in(n):
    # The flat spelling of nesting: `view child in parent`.
    return "size 375x667\nview v0\n" + "".join(f"view v{i} in v{i - 1}\n" for i in range(1, n))


def metrics(n):
    return "size 375x667\nview root { view a }\n" + "".join(f"metric m{i} = {i}\n" for i in range(n)) + "a.width == m5\n"


def inequalities_one_view(n):
    return "size 375x667\nview root { view a }\n" + "".join(f"a.width >= {i % 300}\n" for i in range(n))


def constraints_chain(n):
    body = "".join(f"  view v{i}\n" for i in range(n))
    cons = "v0.leading == root.leading\n" + "".join(f"v{i}.leading == v{i - 1}.trailing + 1\n" for i in range(1, n))
    sizes = "".join(f"v{i}.width == 1\n" for i in range(n))
    return "size 375x667\nview root {\n" + body + "}\n" + cons + sizes


KINDS = [
    ("views, flat", views_flat),
    ("views, nested in blocks", views_nested),
    ("views, nested with `in`", views_nested_in),
    ("metric lines", metrics),
    ("inequalities on one view", inequalities_one_view),
    ("constraints, a chain of views", constraints_chain),
]


def timed(plumb, path, runs):
    best = math.inf
    for _ in range(runs):
        start = time.perf_counter()
        result = subprocess.run([plumb, "solve", path], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        elapsed = time.perf_counter() - start
        if result.returncode not in (0, 1):
            sys.exit(f"bench-readers: plumb solve {path} failed ({result.returncode}): {result.stderr.decode()[:300]}")
        best = min(best, elapsed)
    return best


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--plumb", default=".build/release/plumb")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--sizes", default="10000,100000")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    print(f"{'statements':32}" + "".join(f"{n:>12}" for n in sizes) + "   growth")
    with tempfile.TemporaryDirectory() as tmp:
        for name, make in KINDS:
            times = []
            for n in sizes:
                path = os.path.join(tmp, f"bench-{n}.layout")
                with open(path, "w") as f:
                    f.write(make(n))
                times.append(timed(args.plumb, path, args.runs))
            k = math.log(times[-1] / times[0]) / math.log(sizes[-1] / sizes[0]) if times[0] > 0 else float("nan")
            print(f"{name:32}" + "".join(f"{t:11.3f}s" for t in times) + f"   N^{k:.2f}")


if __name__ == "__main__":
    main()
