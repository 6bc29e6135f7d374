#!/usr/bin/env python3
"""Scores `plumb diagnose` on Interface Builder files against what Xcode itself saved, with no
hand-written verdicts: the marks (`ambiguous="YES"`, `misplaced="YES"`) and their absence.

    Scripts/score-ib-marks.py --plumb .build/release/plumb --files CACHE [--table TSV]

TSV is a corpus table (default Tests/Corpus/interface-builder/holdout.tsv; corpus.tsv works too),
CACHE the directory Scripts/fetch-ib-corpus.sh filled from it (OWNER+REPO/PATH). Reported:

- unmarked files: files an Interface Builder saved (a toolsVersion) without a single mark, and
  how many of them Plumb gives a warning or error (Xcode showed none). Xcode saves no mark for a
  conflict: a conflict whose broken constraint, or another member written in the file, the
  saved frames break too (`savedFramesConfirm`) was Xcode's as well, and is counted apart, not
  as noise. Xcode saves the marks of one combination, the design one (`designCombination`):
  files noisy there are counted apart from files noisy only in other size classes, where the
  file holds no evidence either way;
- misplaced marks: of the views Xcode marked misplaced, how many Plumb confirms (a
  misplaced-view warning), how many it finds ambiguous (no single frame: the mark follows from
  the ambiguity), and how many it lays out at the saved frame (stale-looking); and the same
  for the marks on views Xcode did not also mark ambiguous (on those it did, the canvas picked
  one of the frames the constraints allow, and the ambiguous mark is what is scored);
- ambiguous marks: of the views Xcode marked ambiguous, how many Plumb finds ambiguous;
- noise in text output: geometry notes per file (at most one), findings repeated at one line
  with one message (none);
- frames: of the views Xcode saved without a mark, with a frame, in files without placeholder
  constraints (`plumb solve` lays out the app's layout, placeholders removed) and not found
  ambiguous, the share `plumb solve` puts within 0.5 pt of the saved frame, in the design
  configuration (each scene's first layout).
"""
import argparse
import collections
import csv
import json
import os
import re
import subprocess
import sys
from xml.etree import ElementTree


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--plumb', default='.build/release/plumb')
    ap.add_argument('--files', required=True)
    ap.add_argument('--table', default='Tests/Corpus/interface-builder/holdout.tsv')
    ap.add_argument('--worst', type=int, default=5, help='how many of the frames furthest off to list')
    args = ap.parse_args()
    rows = list(csv.DictReader(open(args.table), delimiter='\t'))
    paths = [os.path.join(args.files, r['repo'].replace('/', '+'), r['path']) for r in rows]
    missing = [p for p in paths if not os.path.exists(p)]
    if missing:
        sys.exit(f'{len(missing)} files missing (run Scripts/fetch-ib-corpus.sh --table {args.table} {args.files}): {missing[0]}')
    js = json.loads(subprocess.run([args.plumb, 'diagnose', '--format', 'json', *paths],
                                   capture_output=True, text=True).stdout)
    text = subprocess.run([args.plumb, 'diagnose', *paths], capture_output=True, text=True).stdout

    unmarked = unmarked_noisy = unmarked_noisy_design = agreed_conflicts = 0
    noisy = []
    marks = collections.Counter()
    for f in js['files']:
        source = open(f['path'], errors='replace').read()
        if 'toolsVersion' in source and not re.search(r'(ambiguous|misplaced)="YES"', source):
            unmarked += 1
            loud = [x for x in f['findings'] if x['severity'] in ('warning', 'error') and not x.get('savedFramesConfirm')]
            agreed_conflicts += sum(1 for x in f['findings'] if x.get('savedFramesConfirm'))
            if loud:
                unmarked_noisy += 1
                if any(x.get('designCombination', True) for x in loud):
                    unmarked_noisy_design += 1
                noisy.append((f['path'][len(args.files):].lstrip('/'),
                              collections.Counter(x['kind'] + ('' if x.get('designCombination', True) else ' (other combination)') for x in loud)))
        file_marks = (f.get('xcodeMarks') or {}).get('marks', [])
        xcode_ambiguous = {m.get('element') for m in file_marks if m['xcode'] and m['mark'] == 'ambiguous'}
        for m in file_marks:
            if not m['xcode']:
                continue
            if m['mark'] == 'misplaced':
                key = 'confirmed' if m['plumb'] else 'ambiguous' if m['detail'].startswith('Plumb finds the view ambiguous') else 'stale'
                marks['misplaced ' + key] += 1
                # Xcode marks a view it finds ambiguous misplaced too when its canvas picked
                # another of the frames the constraints allow: such a mark is about the
                # ambiguity, which the ambiguous mark's own score counts.
                if m.get('element') in xcode_ambiguous:
                    marks['on-xcode-ambiguous misplaced'] += 1
                    marks['on-xcode-ambiguous misplaced ' + key] += 1
            else:
                marks['ambiguous ' + ('found' if m['plumb'] else 'not found')] += 1

    geometry = collections.Counter()
    repeated = collections.Counter()
    for line in text.splitlines():
        m = re.match(r'^(.*?):(\d+):(\d+): (\w+): (.*) \[([a-z-]+)\]$', line)
        if not m:
            continue
        if 'come out elsewhere' in line or 'comes out elsewhere' in line or 'will be different at run time' in line and m.group(4) == 'note':
            geometry[m.group(1)] += 1
        repeated[(m.group(1), m.group(2), m.group(3), m.group(5))] += 1

    # Frames: views Xcode saved unmarked against plumb solve's design layout.
    within = compared = 0
    worst = []
    ambiguous_ids = {(f['path'], x.get('element')) for f in js['files'] for x in f['findings']
                     if x['kind'] in ('ambiguous-layout', 'ambiguous-scrollable-content-size', 'content-priority-ambiguity')}
    for path in paths:
        source = open(path, errors='replace').read()
        if 'placeholder="YES"' in source or 'toolsVersion' not in source:
            continue
        # Interface Builder keeps the last visible frame of a hidden view and of everything under
        # it (Plumb's own comparison leaves them out too): not a frame of the current layout.
        under_hidden = set()
        try:
            def walk(e, hidden):
                hidden = hidden or e.get('hidden') == 'YES'
                if hidden and e.get('id'):
                    under_hidden.add(e.get('id'))
                for c in e:
                    walk(c, hidden)
            walk(ElementTree.fromstring(source), False)
        except (ElementTree.ParseError, RecursionError):
            pass
        marked = set(re.findall(r'<[^>]*\bid="([^"]+)"[^>]*(?:misplaced|ambiguous)="YES"', source))
        marked |= set(re.findall(r'<[^>]*(?:misplaced|ambiguous)="YES"[^>]*\bid="([^"]+)"', source))
        out = subprocess.run([args.plumb, 'solve', '--format', 'json', path], capture_output=True, text=True).stdout
        try:
            solved = json.loads(out)
        except json.JSONDecodeError:
            continue
        seen_scenes = set()
        for layout in solved.get('layouts', []):
            scene = layout['scene']['id']
            if scene in seen_scenes:
                continue
            seen_scenes.add(scene)
            for v in layout['views'][1:]:
                d, fr, el = v.get('designFrame'), v.get('frame'), v.get('element')
                if not d or not fr or el in marked or el in under_hidden or (path, el) in ambiguous_ids or v.get('isHidden'):
                    continue
                error = max(abs(d[k] - fr[k]) for k in ('x', 'y', 'width', 'height'))
                compared += 1
                if error <= 0.5:
                    within += 1
                else:
                    worst.append((error, path[len(args.files):].lstrip('/'), v['name']))

    def pct(a, b):
        return f'{100 * a / b:.1f} %' if b else '—'
    print(f'files: {len(rows)} from {len({r["repo"] for r in rows})} repositories ({args.table})')
    print(f'unmarked files with a warning or error: {unmarked_noisy} of {unmarked}'
          f' (conflicts the saved frames confirm, not counted: {agreed_conflicts});'
          f' in the design combination, which the marks are of: {unmarked_noisy_design}')
    for path, kinds in noisy:
        print(f'    {path}: {dict(kinds)}')
    mis = sum(v for k, v in marks.items() if k.startswith('misplaced'))
    print(f'misplaced marks: {mis}: confirmed {marks["misplaced confirmed"]} ({pct(marks["misplaced confirmed"], mis)}), '
          f'ambiguous {marks["misplaced ambiguous"]}, stale-looking {marks["misplaced stale"]}; '
          f'confirmed or explained by ambiguity {pct(marks["misplaced confirmed"] + marks["misplaced ambiguous"], mis)}')
    alone = mis - marks['on-xcode-ambiguous misplaced']
    alone_confirmed = marks['misplaced confirmed'] - marks['on-xcode-ambiguous misplaced confirmed']
    print(f'    on views Xcode did not also mark ambiguous: {alone}: confirmed {alone_confirmed} ({pct(alone_confirmed, alone)}); '
          f'on views it did: {marks["on-xcode-ambiguous misplaced"]}, Plumb finds {marks["on-xcode-ambiguous misplaced ambiguous"]} ambiguous')
    amb = marks['ambiguous found'] + marks['ambiguous not found']
    print(f'ambiguous marks: {amb}: found {marks["ambiguous found"]} ({pct(marks["ambiguous found"], amb)})')
    print(f'geometry notes per file in text: at most {max(geometry.values(), default=0)}')
    print(f'findings repeated at one line with one message: {sum(v - 1 for v in repeated.values() if v > 1)}')
    print(f'frames of unmarked views within 0.5 pt: {within} of {compared} ({pct(within, compared)})')
    for error, path, name in sorted(worst, reverse=True)[:args.worst]:
        print(f'    {error:.1f} pt  {path}: {name}')


if __name__ == '__main__':
    main()
