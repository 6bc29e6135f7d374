#!/usr/bin/env python3
"""Writes a layout file of N views to standard output: the rows of PlumbLayout's
RowListBenchmark, exactly as LayoutGenerator.rowList(views:) writes them (plumb bench
--workload layoutfile times the same text in memory), or with --stack a vertical stack of N
arranged views filling 375 x 667 (spacing 0; plain views, or labels "Item k"): the stack
tables of Docs/benchmarks.md.

    Scripts/generate-layout.py 10000 > /tmp/rows.layout
    time .build/release/plumb solve /tmp/rows.layout > /dev/null
    Scripts/generate-layout.py --stack 10000 equalCentering leading label > /tmp/stack.layout
"""
import sys


def row_list(views: int) -> str:
    rows = max(0, (views - 1) // 3)
    out = [f"# {1 + 3 * rows} views: a list of {rows} rows (plumb bench --workload layoutfile)\nsize 375x667\n\nview list\n"]
    for i in range(rows):
        out.append(f"view row{i} in list {{\n")
        out.append(f"    view label{i} {60 + (i * 7) % 40}x20\n")
        out.append(f"    view value{i} {40 + (i * 11) % 30}x20\n")
        out.append("}\n")
        out.append(f"row{i}.leading == list.leading\n")
        out.append(f"row{i}.trailing == list.trailing\n")
        out.append("row0.top == list.top + 8\n" if i == 0 else f"row{i}.top == row{i - 1}.bottom + 8\n")
        out.append(f"label{i}.leading == row{i}.leading + 16\n")
        out.append(f"label{i}.top == row{i}.top + 4\n")
        out.append(f"label{i}.bottom == row{i}.bottom - 4\n")
        out.append(f"value{i}.trailing == row{i}.trailing - 16\n")
        out.append(f"value{i}.leading >= label{i}.trailing + 8\n")
        out.append(f"value{i}.centerY == label{i}.centerY\n")
    return "".join(out)


DISTRIBUTIONS = ("fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering")
ALIGNMENTS = ("fill", "leading", "center", "trailing", "firstBaseline", "lastBaseline")


def stack(views: int, distribution: str, alignment: str, labels: bool) -> str:
    out = [f"# a vertical stack of {views} {'labels' if labels else 'plain views'}, {distribution}, "
           f"aligned {alignment} (Scripts/generate-layout.py --stack)\nsize 375x667\n\nview root {{\n"
           f"    stack s {{\n        axis = vertical\n        distribution = {distribution}\n"
           f"        alignment = {alignment}\n        spacing = 0\n"]
    for i in range(views):
        out.append(f'        label v{i} "Item {i}"\n' if labels else f"        view v{i}\n")
    out.append("    }\n}\n\ns.edges == root.edges\n")
    return "".join(out)


if __name__ == "__main__":
    args = sys.argv[1:]
    if args[:1] == ["--stack"]:
        if (len(args) != 5 or not args[1].isdigit() or args[2] not in DISTRIBUTIONS
                or args[3] not in ALIGNMENTS or args[4] not in ("plain", "label")):
            sys.exit("usage: generate-layout.py --stack VIEWS DISTRIBUTION ALIGNMENT plain|label\n"
                     f"  DISTRIBUTION: {', '.join(DISTRIBUTIONS)}; ALIGNMENT: {', '.join(ALIGNMENTS)}")
        sys.stdout.write(stack(int(args[1]), args[2], args[3], args[4] == "label"))
    elif len(args) == 1 and args[0].isdigit():
        sys.stdout.write(row_list(int(args[0])))
    else:
        sys.exit("usage: generate-layout.py VIEWS | --stack VIEWS DISTRIBUTION ALIGNMENT plain|label")
