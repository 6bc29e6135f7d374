#!/usr/bin/env python3
"""Scores Plumb's text measurement against the label sizes Xcode saved.

    python3 Scripts/score-text-model.py [--plumb BIN] [--labels TSV] [--worst N] [--markdown]

Each row of Tests/Corpus/text/labels.tsv (written by Scripts/extract-ib-labels.py) is a
single-line label Xcode saved at its intrinsic size: its text, font and the canvas's scale.
The script measures every one with `plumb measure --batch` (one run) and reports how many
come out within WIDTH_TOLERANCE of the saved width and HEIGHT_TOLERANCE of the saved height
(heights only where the row says the height is the label's own, column heightIntrinsic), in
all and by script, point size, weight, Xcode era and repository, then the worst cases.
SF Pro's numbers come from the font's metrics (Docs/text.md), not from these labels; the
three advances of the CJK fallback fonts were fitted on the labels of FITTED_ON, so the
headline score ("held out") leaves those repositories out.
"""
import argparse
import collections
import csv
import os
import subprocess
import sys
import tempfile

WIDTH_TOLERANCE = 1.0    # points: the bar for a width
# Repositories whose labels fixed SystemFontMeasurer's ideograph, hangul and Japanese advances.
FITTED_ON = {"pujiaxin33/JXCategoryView", "yagom-academy/ios-exposition-universelle",
             "Rio-iOS/deep-understanding-autolayout"}
HEIGHT_TOLERANCE = 0.5   # points

STYLES = {
    "UICTFontTextStyleLargeTitle": "largeTitle", "UICTFontTextStyleTitle0": "largeTitle",
    "UICTFontTextStyleTitle1": "title1", "UICTFontTextStyleTitle2": "title2", "UICTFontTextStyleTitle3": "title3",
    "UICTFontTextStyleHeadline": "headline", "UICTFontTextStyleSubhead": "subheadline",
    "UICTFontTextStyleBody": "body", "UICTFontTextStyleCallout": "callout",
    "UICTFontTextStyleFootnote": "footnote", "UICTFontTextStyleCaption1": "caption1",
    "UICTFontTextStyleCaption2": "caption2",
}
WEIGHTS = {"ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"}


def font_spec(row):
    """`plumb measure --font` for a row, or None when the font is not the system font."""
    kind, weight, size, style = row["fontType"], row["weight"] or "regular", row["pointSize"], row["textStyle"]
    if kind == "textStyle" or (style and not size):
        return STYLES.get(style)
    if kind == "boldSystem":
        weight = "bold"
    elif kind.startswith("name:"):
        name = kind[5:].lower()
        weight = next((w for w in ["ultralight", "thin", "light", "medium", "semibold", "bold", "heavy", "black"]
                       if name.endswith(w)), "regular")
        weight = {"ultralight": "ultraLight"}.get(weight, weight)
    if weight not in WEIGHTS or not size:
        return None
    spec = f"{size}:{weight}"
    return spec + (":italic" if kind == "italicSystem" else "")


def script_of(text):
    kinds = set()
    for ch in text:
        o = ord(ch)
        if o < 0x80:
            kinds.add("ascii")
        elif o < 0x250:
            kinds.add("latin")
        elif 0x370 <= o < 0x530:
            kinds.add("greek/cyrillic")
        elif (0x1100 <= o < 0x1200 or 0x2E80 <= o < 0xA000 or 0xAC00 <= o < 0xD7B0 or 0xF900 <= o < 0xFB00
              or 0xFF00 <= o < 0xFFF0 or o >= 0x20000):
            kinds.add("cjk")
        elif o >= 0x1F000 or 0x2600 <= o < 0x2800 or o == 0xFE0F:
            kinds.add("emoji")
        elif 0x2000 <= o < 0x2100 or 0x20A0 <= o < 0x2200:
            kinds.add("punctuation")
        else:
            kinds.add("other")
    for k in ["emoji", "cjk", "other", "greek/cyrillic", "latin"]:
        if k in kinds:
            return {"latin": "latin accented"}.get(k, k)
    return "latin ascii"


def era(tools):
    try:
        v = float(tools)
    except ValueError:
        return "unknown"
    return "Xcode 12+ (iOS 14+)" if v >= 17000 else "Xcode 8–11 (iOS 10–13)"


def measure_era(tools):
    """The --era Plumb measures a file of this toolsVersion in (Xcode 12 = 17000: iOS 14)."""
    try:
        return "ios14" if float(tools) >= 17000 else "ios11"
    except ValueError:
        return "ios14"


def escape(text):
    return text.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n")


def unescape_tsv(text):
    out, i = [], 0
    while i < len(text):
        if text[i] == "\\" and i + 1 < len(text):
            out.append({"t": "\t", "n": "\n", "\\": "\\"}.get(text[i + 1], text[i + 1]))
            i += 2
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--plumb", default=".build/release/plumb")
    ap.add_argument("--labels", default="Tests/Corpus/text/labels.tsv")
    ap.add_argument("--worst", type=int, default=15)
    ap.add_argument("--markdown", action="store_true", help="tables for Docs/text.md")
    args = ap.parse_args()

    with open(args.labels, encoding="utf-8") as f:
        rows = list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))
    skipped = collections.Counter()
    measured = []
    for row in rows:
        spec = font_spec(row)
        if spec is None:
            skipped["font not the system font"] += 1
            continue
        row["text"] = unescape_tsv(row["text"])
        row["spec"] = spec
        measured.append(row)
    # One run per era: the font of the Xcode that saved the file (SystemFontMeasurer.era).
    sizes = [None] * len(measured)
    for era_name in ["ios14", "ios11"]:
        picked = [k for k, row in enumerate(measured) if measure_era(row["toolsVersion"]) == era_name]
        with tempfile.NamedTemporaryFile("w", suffix=".tsv", delete=False, encoding="utf-8") as batch:
            for k in picked:
                row = measured[k]
                batch.write(f"{row['spec']}\t{row['scale']}\t{escape(row['text'])}\n")
        try:
            out = subprocess.run([args.plumb, "measure", "--era", era_name, "--batch", batch.name],
                                 capture_output=True, text=True)
        finally:
            os.unlink(batch.name)
        if out.returncode != 0:
            sys.exit(f"plumb measure failed ({out.returncode}): {out.stderr.strip()}")
        lines = out.stdout.splitlines()
        assert len(lines) == len(picked), (len(lines), len(picked))
        for k, line in zip(picked, lines):
            sizes[k] = tuple(map(float, line.split("\t")))

    groups = collections.defaultdict(lambda: [0, 0, 0, 0, []])   # widths ok, count, heights ok, count, errors
    errors = []
    for row, (w, h) in zip(measured, sizes):
        dw = w - float(row["width"])
        ok_w = abs(dw) <= WIDTH_TOLERANCE
        has_h = row.get("heightIntrinsic") == "yes"
        dh = h - float(row["height"])
        ok_h = abs(dh) <= HEIGHT_TOLERANCE
        errors.append((abs(dw), dw, row, w))
        size = float(row["pointSize"]) if row["pointSize"] else 0
        band = "≤ 12" if size <= 12 else "13–16" if size <= 16 else "17" if size == 17 else "18–27" if size < 28 else "≥ 28"
        held = "held out" if row["repo"] not in FITTED_ON else "fitted on (CJK)"
        keys = [("all", "all"), ("all", held), ("script", script_of(row["text"])), ("size", band if size else "text style"),
                ("weight", row["spec"].split(":")[1] if ":" in row["spec"] else "text style"),
                ("era", era(row["toolsVersion"])), ("scale", row["scale"] or "none")]
        for key in keys:
            g = groups[key]
            g[0] += ok_w
            g[1] += 1
            g[4].append(abs(dw))
            if has_h:
                g[2] += ok_h
                g[3] += 1

    def line(key):
        ok_w, n, ok_h, nh, errs = groups[key]
        errs = sorted(errs)
        median = errs[len(errs) // 2] if errs else 0
        hs = f"{100 * ok_h / nh:5.1f} % of {nh}" if nh else "—"
        return key[1], n, f"{100 * ok_w / n:5.1f} %", f"{median:.2f}", hs

    repos = {r["repo"] for r in measured}
    print(f"{len(measured)} labels from {len(repos)} repositories measured"
          + (f"; skipped: {dict(skipped)}" if skipped else ""))
    print(f"width within {WIDTH_TOLERANCE} pt, height within {HEIGHT_TOLERANCE} pt (heights Xcode left intrinsic)\n")
    for dimension in ["all", "script", "size", "weight", "era", "scale"]:
        keys = sorted((k for k in groups if k[0] == dimension), key=lambda k: -groups[k][1])
        if args.markdown:
            print(f"| {dimension} | labels | width ±{WIDTH_TOLERANCE:g} | median error | height ±{HEIGHT_TOLERANCE:g} |")
            print("|---|---:|---:|---:|---:|")
            for k in keys:
                print("| " + " | ".join(str(x) for x in line(k)) + " |")
            print()
        else:
            for k in keys:
                name, n, w, med, hs = line(k)
                print(f"  {dimension:7} {name:24} {n:5}  width {w}  median |Δw| {med}  height {hs}")
    print(f"\nworst {args.worst} widths (Plumb − Xcode):")
    for _, dw, row, w in sorted(errors, key=lambda e: -e[0])[:args.worst]:
        print(f"  {dw:+7.2f}  {w:8.3f} vs {row['width']:>8}  {row['spec']:>16} @{row['scale'] or '-'}  "
              f"{row['text'][:40]!r}  {row['repo']} {row['id']}")


if __name__ == "__main__":
    main()
