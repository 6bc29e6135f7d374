#!/usr/bin/env python3
"""Scores `plumb explain-log` against the real console-log corpus.

    Scripts/score-console-logs.py [--plumb .build/debug/plumb] [--json] [--misses]

Runs `plumb explain-log FILE --format json` on every Tests/Corpus/console-logs/*.log and
compares the first block Plumb finds with the hand answer in the file's `#! ` header
(Tests/Corpus/console-logs/README.md). Figures:

  read          blocks whose every listed constraint Plumb read (as many as the header counts)
  owners        blocks where Plumb's owner of every listed constraint (app, system, private)
                equals the hand label
  fix is the app's  blocks whose fix lowers or removes a constraint: the app owns it (hand label)
  reproduced    complete blocks whose hand answer has a minimal set, where Plumb finds a
                conflict among the listed constraints
  minimal exact blocks whose minimal set (by line) equals a hand minimal set
  unlisted      blocks Plumb calls "not reproducible from what is listed"
  UIKit named   blocks that print UIKit's choice where Plumb names it
  break agrees  blocks with a minimal set and UIKit's choice where Plumb breaks the same
  crashes       runs that crashed, timed out or printed no JSON

Then the candidate rules for UIKit's choice, each computed from the block alone (the list, in
order, and each constraint's text), scored on the blocks that print UIKit's choice and have a
hand minimal set: the rule picks one member of the hand minimal set.

A measurement, not a test: it exits 0 whatever the figures (2 only when it cannot run).
Standard library only.
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..'))
CORPUS = os.path.join(ROOT, 'Tests', 'Corpus', 'console-logs')
ADDRESS = re.compile(r'0x[0-9a-fA-F]+')
CONSTRAINT_START = re.compile(r'<([A-Za-z_][\w.]*?)(?::|\s)')


def header(path):
    """The `#! key: value` lines of a corpus file."""
    fields = {}
    with open(path, encoding='utf-8', errors='replace') as f:
        for line in f:
            if not line.startswith('#! '):
                break
            key, _, value = line[3:].partition(':')
            fields[key.strip()] = value.strip()
    return fields


def parse_sets(text):
    """`1,2,3 | 2,4` → [{1,2,3}, {2,4}]; `none` → []."""
    sets = []
    for part in text.split('|'):
        part = part.strip()
        if not part or part == 'none':
            continue
        members = set()
        for token in re.split(r'[,\s]+', part):
            if '-' in token:
                a, b = token.split('-', 1)
                if a.isdigit() and b.isdigit():
                    members.update(range(int(a), int(b) + 1))
            elif token.isdigit():
                members.add(int(token))
        if members:
            sets.append(members)
    return sets


def constraint_address(text):
    """The constraint's own address: the first `0x…` after its class name."""
    m = ADDRESS.search(text or '')
    return int(m.group(0), 16) if m else None


def owner_from_text(text):
    """app, system or private, from what the description shows (no hand label)."""
    t = text or ''
    if 'UIView-Encapsulated-Layout' in t or 'NSAutoresizingMaskLayoutConstraint' in t \
            or "'UISV-" in t or '_UITemporaryLayout' in t or '-guide-constraint' in t \
            or 'UIViewSafeAreaLayoutGuide' in t or 'NSContentSizeLayoutConstraint' in t:
        return 'system'
    classes = re.findall(r'([A-Za-z_][\w.]*):0x', t)
    if classes and all(c.startswith('_UI') or c.startswith('UIInput') or c.startswith('UIKeyboard')
                       or c.startswith('SystemInputAssistant') or c.startswith('_UIAlert') for c in classes):
        return 'private'
    return 'app'


FAR_EDGE = re.compile(r'\.(trailing|right|bottom|lastBaseline)(Margin)?\b|\]-\(?[^\[|]*\)?-(\||\[)|\]-(\||\[)')
SIZE_CONSTANT = re.compile(r'\.(width|height)\s*(==|<=|>=)\s*-?\s*[\d.]+\s*(@[\d.]+\s*)?(\(|>|$|\\)')
SIZE_VFL = re.compile(r'[HV]:\[[^\]\[]*\((<=|>=|==)?-?[\d.]+(@[\d.]+)?\)\]')
ITEM_ATTRIBUTE = re.compile(r'([A-Za-z_][\w.]*:0x[0-9a-fA-F]+)(?:\'[^\']*\')?\.(width|height)\b')


def fixes_size(text):
    """`A.width == 40`, `H:[A(40)]`, `A.height == 0.5*A.width`: a size fixed by a constant or an aspect ratio."""
    t = text or ''
    if SIZE_CONSTANT.search(t) or SIZE_VFL.search(t):
        return True
    items = ITEM_ATTRIBUTE.findall(t)
    return len(items) == 2 and items[0][0] == items[1][0] and items[0][1] != items[1][1]


def places_far_edge(text):
    """A trailing, right, bottom or last-baseline edge, or a visual-format gap after a view."""
    return bool(FAR_EDGE.search(text or ''))


def rules():
    """Candidate rules: each maps (indices of the minimal set, texts of the list) to an index.
    "The app's" members are those the text does not show UIKit made for the app's views
    (owner_from_text: encapsulated sizes, autoresizing masks, UISV-, temporary sizes, guides)."""
    def app(m, t):
        keep = [i for i in m if owner_from_text(t[i - 1]) != 'system']
        return keep or list(m)
    def addr(m, t, f):
        known = [(constraint_address(t[i - 1]), i) for i in m if constraint_address(t[i - 1]) is not None]
        return f(known)[1] if known else max(m)
    def tiers(*tests):
        def rule(m, t):
            pool = sorted(app(m, t))
            for test in tests:
                hits = [i for i in pool if test(t[i - 1])]
                if hits:
                    return hits[0]
            return pool[0]
        return rule
    return [
        ('last listed member (Plumb before: the most recently added)', lambda m, t: max(m)),
        ('first listed member', lambda m, t: min(m)),
        ('highest constraint address', lambda m, t: addr(m, t, max)),
        ('lowest constraint address', lambda m, t: addr(m, t, min)),
        ("the app's last member", lambda m, t: max(app(m, t))),
        ("the app's first member", lambda m, t: min(app(m, t))),
        ("the app's first fixed size, else its first member", tiers(fixes_size)),
        ("the app's first far edge, else its first member", tiers(places_far_edge)),
        ("the app's first far edge, else first fixed size, else first member", tiers(places_far_edge, fixes_size)),
        ("the app's first fixed size, else first far edge, else first member (adopted)", tiers(fixes_size, places_far_edge)),
    ]


def run(plumb, path):
    try:
        p = subprocess.run([plumb, 'explain-log', '--format', 'json', path], capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return None, 'timeout'
    if p.returncode not in (0, 1):
        return None, f'exit {p.returncode}: {p.stderr.strip()[:200]}'
    try:
        return json.loads(p.stdout), None
    except json.JSONDecodeError:
        return None, 'no JSON'


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--plumb', default=os.path.join(ROOT, '.build', 'debug', 'plumb'))
    ap.add_argument('--json', action='store_true')
    ap.add_argument('--misses', action='store_true', help='list every block a figure misses, with the reason')
    args = ap.parse_args()
    if not os.access(args.plumb, os.X_OK):
        print(f'no plumb at {args.plumb}', file=sys.stderr)
        return 2
    files = sorted(glob.glob(os.path.join(CORPUS, '*.log')))
    if not files:
        print(f'no corpus in {CORPUS}', file=sys.stderr)
        return 2
    figures = {k: [0, 0] for k in ('read', 'owners', 'reproduced', 'minimal exact', 'unlisted', 'UIKit named',
                                    'break agrees', 'fix is the app\'s', 'crashes')}
    misses = {k: [] for k in figures}
    rule_scores = [[name, 0, 0, []] for name, _ in rules()]
    sources = set()
    per_file = []
    for path in files:
        name = os.path.basename(path)
        h = header(path)
        sources.add(h.get('source', name))
        form = h.get('form', 'complete')
        count = int(h.get('constraints', '0') or 0)
        minimal = parse_sets(h.get('minimal', 'none'))
        broken = h.get('broken', 'none')
        broken = int(broken) if broken.isdigit() else None
        doc, error = run(args.plumb, path)
        figures['crashes'][1] += 1
        if doc is None:
            figures['crashes'][0] += 1
            misses['crashes'].append(f'{name}: {error}')
            per_file.append({'file': name, 'error': error})
            continue
        blocks = doc.get('blocks', [])
        block = blocks[0] if blocks else None
        listed = block.get('constraints', []) if block else []
        lines = [c.get('line') for c in listed]
        texts = [c.get('text') for c in listed]
        index_of_line = {line: i + 1 for i, line in enumerate(lines)}
        # Constraints are matched by their own address (a block pasted on one line has one line
        # number for all), else by line.
        index_of_address = {constraint_address(t): i + 1 for i, t in enumerate(texts) if constraint_address(t) is not None}

        def index_of(entry):
            a = constraint_address(entry.get('text'))
            if a is not None and a in index_of_address:
                return index_of_address[a]
            return index_of_line.get(entry.get('line'))

        # Read: every listed constraint.
        figures['read'][1] += 1
        if block and len(listed) == count and not block.get('unrebuilt'):
            figures['read'][0] += 1
        else:
            got = len(listed) if block else 'no block'
            misses['read'].append(f'{name}: {got} of {count} read'
                                  + (f", unrebuilt {len(block.get('unrebuilt', []))}" if block and block.get('unrebuilt') else ''))

        # Owners: every listed constraint's owner as the hand label says.
        hand_owners = h.get('owners', '').split()
        if block and hand_owners and len(hand_owners) == count:
            figures['owners'][1] += 1
            got_owners = [c.get('owner') for c in listed]
            if got_owners == hand_owners:
                figures['owners'][0] += 1
            else:
                diff = [f'{i + 1}: {g} (hand {w})' for i, (g, w) in enumerate(zip(got_owners, hand_owners)) if g != w]
                misses['owners'].append(f'{name}: ' + ', '.join(diff or [f'{len(got_owners)} read']))

        # Advice: a fix that names a constraint names one the app owns (hand label).
        fix = (block or {}).get('fix') or {}
        fix_constraint = fix.get('constraint') or {}
        if fix and fix.get('kind') in ('lower-priority', 'remove') and hand_owners and len(hand_owners) == count:
            figures['fix is the app\'s'][1] += 1
            k = index_of(fix_constraint) if fix_constraint else None
            if k is not None and hand_owners[k - 1] == 'app':
                figures['fix is the app\'s'][0] += 1
            else:
                misses['fix is the app\'s'].append(f"{name}: {fix.get('kind')} of constraint {k} ({hand_owners[k - 1] if k else '?'})")

        plumb_min = set()
        if block:
            for c in block.get('minimalSet', []):
                if index_of(c) is not None:
                    plumb_min.add(index_of(c))
        if form == 'complete' and minimal:
            figures['reproduced'][1] += 1
            if plumb_min:
                figures['reproduced'][0] += 1
            else:
                misses['reproduced'].append(f'{name}: no conflict found among the listed constraints')
        if minimal:
            figures['minimal exact'][1] += 1
            if plumb_min in minimal:
                figures['minimal exact'][0] += 1
            else:
                misses['minimal exact'].append(f'{name}: plumb {sorted(plumb_min)}, hand {" | ".join(str(sorted(m)) for m in minimal)}')
        figures['unlisted'][1] += 1
        finding = (block or {}).get('finding') or {}
        if block and finding.get('severity') == 'warning':
            figures['unlisted'][0] += 1
            misses['unlisted'].append(f"{name}: {finding.get('message', '')}")

        uikit = None
        if block and block.get('uikitBroken'):
            a = constraint_address(block['uikitBroken'].get('text'))
            for i, t in enumerate(texts):
                if a is not None and constraint_address(t) == a:
                    uikit = i + 1
                    break
        if broken is not None:
            figures['UIKit named'][1] += 1
            if uikit == broken:
                figures['UIKit named'][0] += 1
            else:
                misses['UIKit named'].append(f'{name}: plumb {uikit}, printed {broken}')
        plumb_broken = None
        if block and block.get('plumbBroken'):
            plumb_broken = index_of(block['plumbBroken'])
        if broken is not None and minimal:
            figures['break agrees'][1] += 1
            if plumb_broken == broken:
                figures['break agrees'][0] += 1
            else:
                misses['break agrees'].append(f'{name}: plumb {plumb_broken}, UIKit {broken}')
            # Candidate rules, on the hand minimal set that holds UIKit's choice (the first if none does).
            m = next((s for s in minimal if broken in s), minimal[0])
            all_texts = texts if len(texts) >= max(m) else None
            if all_texts:
                for entry, (_, rule) in zip(rule_scores, rules()):
                    entry[2] += 1
                    pick = rule(sorted(m), all_texts)
                    if pick == broken:
                        entry[1] += 1
                    else:
                        entry[3].append(f'{name}: picks {pick}, UIKit {broken}')
        per_file.append({'file': name, 'listed': len(listed), 'minimal': sorted(plumb_min), 'plumbBroken': plumb_broken,
                         'uikitBroken': uikit})

    if args.json:
        print(json.dumps({'files': len(files), 'sources': len(sources), 'figures': figures,
                          'rules': [{'rule': n, 'right': r, 'of': t} for n, r, t, _ in rule_scores],
                          'perFile': per_file}, indent=2))
        return 0
    print(f'{len(files)} blocks from {len(sources)} sources')
    for key, (hit, total) in figures.items():
        share = f'{100 * hit / total:.1f} %' if total else '-'
        print(f'  {key:<14} {hit:>4} of {total:<4} {share}')
        if args.misses and misses[key] and key not in ('unlisted',):
            for m in misses[key]:
                print(f'      {m}')
        if args.misses and key == 'unlisted':
            for m in misses[key]:
                print(f'      {m}')
    print('candidate rules for the constraint UIKit breaks (blocks with its choice and a minimal set):')
    for name, right, total, wrong in sorted(rule_scores, key=lambda e: -e[1]):
        share = f'{100 * right / total:.1f} %' if total else '-'
        print(f'  {right:>4} of {total:<4} {share:>7}  {name}')
        if args.misses:
            for w in wrong:
                print(f'      {w}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
