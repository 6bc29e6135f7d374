#!/usr/bin/env python3
"""Writes a layout file of N views to standard output: the rows of PlumbLayout's
RowListBenchmark, exactly as LayoutGenerator.rowList(views:) writes them (plumb bench
--workload layoutfile times the same text in memory).

    Scripts/generate-layout.py 10000 > /tmp/rows.layout
    time .build/release/plumb solve /tmp/rows.layout > /dev/null
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


if __name__ == "__main__":
    if len(sys.argv) != 2 or not sys.argv[1].isdigit():
        sys.exit("usage: generate-layout.py VIEWS")
    sys.stdout.write(row_list(int(sys.argv[1])))
