#!/usr/bin/env python3
# How `plumb diagnose` grows with the findings of a storyboard: a xib of N labels, each placed
# by its top edge only (its x position is free: one "Need constraints for: X position" finding
# each), is generated for each size, `plumb diagnose` timed (best of --runs) and the growth
# exponent printed (time ∝ N^k). It must stay near linear (k ≤ 1.2); Docs/reliability.md lists
# the figures. A benchmark, not a test: it times, it asserts nothing.
#
#   Scripts/bench-storyboard-findings.py [--plumb .build/release/plumb] [--runs 3] [--sizes 1000,10000]
import argparse
import math
import os
import subprocess
import tempfile
import time


def xib(n):
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" '
           'targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">',
           '<device id="retina4_7" orientation="portrait"/>', '<objects>',
           '<view contentMode="scaleToFill" id="root">',
           f'<rect key="frame" x="0.0" y="0.0" width="375" height="{30 * n}"/>', '<subviews>']
    for i in range(n):
        out.append(f'<label opaque="NO" text="Label {i}" adjustsFontSizeToFit="NO" '
                   f'translatesAutoresizingMaskIntoConstraints="NO" id="l{i}">')
        out.append(f'<rect key="frame" x="20" y="{30 * i}" width="70" height="20.5"/>')
        out.append('<fontDescription key="fontDescription" type="system" pointSize="17"/></label>')
    out.append('</subviews><constraints>')
    for i in range(n):
        out.append(f'<constraint firstItem="l{i}" firstAttribute="top" secondItem="root" secondAttribute="top" '
                   f'constant="{30 * i}" id="c{i}"/>')
    out += ['</constraints></view></objects></document>']
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--plumb", default=".build/release/plumb")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--sizes", default="1000,10000")
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    times = []
    with tempfile.TemporaryDirectory() as tmp:
        for n in sizes:
            path = os.path.join(tmp, f"labels-{n}.xib")
            with open(path, "w", encoding="utf-8") as f:
                f.write(xib(n))
            best = math.inf
            for _ in range(args.runs):
                start = time.perf_counter()
                r = subprocess.run([args.plumb, "diagnose", "--timeout", "600", path], capture_output=True, text=True)
                best = min(best, time.perf_counter() - start)
            findings = r.stdout.count("[ambiguous-layout]")
            times.append(best)
            print(f"{n:>7} labels  {findings:>7} findings  {best:8.3f} s  (exit {r.returncode})")
    for (a, ta), (b, tb) in zip(zip(sizes, times), list(zip(sizes, times))[1:]):
        print(f"growth {a}→{b}: N^{math.log(tb / ta) / math.log(b / a):.2f}")


if __name__ == "__main__":
    main()
