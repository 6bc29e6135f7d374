#!/usr/bin/env python3
"""Scores `plumb diagnose` against the real-file Interface Builder corpus.

    Scripts/fetch-ib-corpus.sh                      # once: the files, into .ib-corpus/
    Scripts/score-ib-corpus.py [--plumb .build/debug/plumb] [--files .ib-corpus] [--json]

Runs `plumb diagnose FILE --format json` on every file of
Tests/Corpus/interface-builder/corpus.tsv and compares its findings with the hand-derived
verdicts of verdicts.tsv (one row per scroll view and axis). Figures:

  (a) ambiguous found   ambiguous rows (not suppressed by verifyAmbiguity) with an
                        `ambiguous-scrollable-content-size` warning for that scroll view and axis
                        in the judged size class
  (b) determined kept   determined rows with no such warning
  (c) failures          crashes, timeouts, non-JSON output and files plumb could not read
  (d) misplaced         precision: of plumb's `misplaced-view` warnings (design size class, one
                        per view), the share on views Xcode saved with misplaced="YES";
                        recall: of the views Xcode marked, the share plumb warns on
  (e) suppressed        ambiguous rows that verifyAmbiguity suppresses, reported as a note-level
                        finding of the same kind (and never as a warning)
  legacy silent         `not-checked: legacy` rows (contentSize set in code) with no warning

A measurement, not a test: it exits 0 whatever the figures (2 only when it cannot run).
Standard library only.
"""
import argparse
import csv
import json
import os
import re
import subprocess
import sys
import time
import xml.parsers.expat

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..'))
KIND = 'ambiguous-scrollable-content-size'
ITEM_ID = re.compile(r'\(([^()\s]+)\)\s*$')
SIZE_CLASS = re.compile(r'\((w[A-Za-z]+ h[A-Za-z]+)\)\s*$')


def read_tsv(path):
    with open(path, newline='', encoding='utf-8') as handle:
        rows = [row for row in csv.DictReader(handle, delimiter='\t')]
    return [row for row in rows if not next(iter(row.values()), '').startswith('#')]


def cache_name(row):
    """The file's place in a cache directory: OWNER+REPO/PATH (what fetch-ib-corpus.sh writes)."""
    return row['repo'].replace('/', '+') + '/' + row['path']


def element_marks(path):
    """Start-tag lines of every element with an id, the ids Xcode saved as misplaced, and the ids
    of the scroll views."""
    lines, misplaced, scroll_views = {}, set(), set()
    parser = xml.parsers.expat.ParserCreate()

    def start(name, attrs):
        ident = attrs.get('id')
        if ident:
            lines.setdefault(ident, parser.CurrentLineNumber)
            if attrs.get('misplaced') == 'YES':
                misplaced.add(ident)
            if name == 'scrollView':
                scroll_views.add(ident)
    parser.StartElementHandler = start
    with open(path, 'rb') as handle:
        parser.ParseFile(handle)
    return lines, misplaced, scroll_views


def check_verdicts(name, rows, lines, scroll_views):
    """The table's own consistency: every scroll view of the file has a width and a height row,
    and every row names a scroll view at its line. Problems go to standard error."""
    problems = []
    for ident in sorted(scroll_views):
        axes = sorted(row['axis'] for row in rows if row['element'] == ident)
        if axes != ['height', 'width']:
            problems.append(f"scroll view {ident} has verdict rows for {axes or 'no axis'}")
    for row in rows:
        if row['element'] not in scroll_views:
            problems.append(f"{row['element']} is not a scroll view of the file")
        elif str(lines.get(row['element'])) != row.get('line'):
            problems.append(f"{row['element']} starts at line {lines.get(row['element'])}, not {row.get('line')}")
    for problem in problems:
        print(f"verdicts.tsv: {name}: {problem}", file=sys.stderr)


def normalise(finding, line_to_id):
    """Kind, severity, element id, axis (width/height) and size class of one JSON finding.

    Uses the structured fields when plumb writes them (`element`, `axis`, `sizeClass`), else
    the IB id in the first item's parentheses, the location line and the message."""
    element = finding.get('element')
    if not element:
        for item in finding.get('items') or []:
            match = ITEM_ID.search(item)
            if match:
                element = match.group(1)
                break
    if not element:
        line = (finding.get('location') or {}).get('line')
        element = line_to_id.get(line)
    axis = finding.get('axis')
    axis = {'horizontal': 'width', 'vertical': 'height'}.get(axis, axis)
    message = finding.get('message') or ''
    if not axis:
        if 'content width' in message or 'width' in message.split('(')[0]:
            axis = 'width'
        elif 'content height' in message or 'height' in message.split('(')[0]:
            axis = 'height'
    size_class = finding.get('sizeClass')
    if not size_class:
        match = SIZE_CLASS.search(message)
        size_class = match.group(1) if match else None
    return {
        'kind': finding.get('kind'), 'severity': finding.get('severity'), 'element': element,
        'axis': axis, 'sizeClass': size_class, 'message': message,
        'line': (finding.get('location') or {}).get('line'),
        'suppressed': bool(finding.get('suppressed')) or 'suppress' in (finding.get('kind') or ''),
    }


def row_key(verdict):
    """Which figure a verdict row counts in: legacy, suppressed, ambiguous or determined."""
    kind = verdict['verdict']
    if kind.startswith('not-checked'):
        return 'legacy'
    if kind == 'ambiguous':
        return 'suppressed' if verdict.get('suppressed') == 'yes' else 'ambiguous'
    if kind == 'determined':
        return 'determined'
    return None


def same_class(judged, reported):
    """Whether a finding's size class is the judged one. Files without a design device (Xcode 6-8,
    judged `wAny hAny`) have no scroll-view variations, so any class the importer picks counts."""
    return judged in ('', 'any', 'wAny hAny', None) or reported is None or judged == reported


def run_plumb(plumb, path, timeout):
    start = time.monotonic()
    try:
        done = subprocess.run([plumb, 'diagnose', path, '--format', 'json'],
                              capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return 'timeout', None, time.monotonic() - start, ''
    seconds = time.monotonic() - start
    stderr = done.stderr.decode('utf-8', 'replace').strip()
    if done.returncode < 0 or done.returncode > 2:
        return f'crash (status {done.returncode})', None, seconds, stderr
    try:
        document = json.loads(done.stdout.decode('utf-8'))
    except (ValueError, UnicodeDecodeError):
        return 'non-JSON output', None, seconds, stderr
    findings, errors = [], []
    for entry in document.get('files', []):
        findings.extend(entry.get('findings', []))
        errors.extend(entry.get('errors', []))
    if done.returncode == 2 and (errors or not findings):
        return 'unreadable', None, seconds, stderr or json.dumps(errors)[:300]
    return 'ok', findings, seconds, stderr


def score(args):
    corpus_dir = args.corpus
    corpus = read_tsv(os.path.join(corpus_dir, 'corpus.tsv'))
    verdicts = read_tsv(os.path.join(corpus_dir, 'verdicts.tsv'))
    by_file = {}
    for row in verdicts:
        by_file.setdefault(row['file'], []).append(row)
    known = {cache_name(row) for row in corpus}
    unknown = sorted(set(by_file) - known)
    if unknown:
        print('verdicts name files that corpus.tsv lacks: ' + ', '.join(unknown), file=sys.stderr)
        sys.exit(2)

    tally = {key: [0, 0] for key in ('ambiguous', 'determined', 'suppressed', 'legacy')}
    misplaced = {'warned': 0, 'warnedMarked': 0, 'marked': 0, 'markedWarned': 0}
    failures, files_out, disagreements = [], [], []
    for row in corpus:
        name = cache_name(row)
        path = os.path.join(args.files, name)
        rows = by_file.get(name, [])
        design = row.get('designSizeClass') or 'any'
        if not os.path.exists(path):
            failures.append({'file': name, 'status': 'missing (run Scripts/fetch-ib-corpus.sh)'})
            files_out.append({'file': name, 'status': 'missing'})
            continue
        status, findings, seconds, stderr = run_plumb(args.plumb, path, args.timeout)
        entry = {'file': name, 'status': status, 'seconds': round(seconds, 3)}
        files_out.append(entry)
        if status != 'ok':
            # A file plumb could not diagnose finds nothing and keeps nothing: its rows count as misses.
            failures.append({'file': name, 'status': status, 'detail': stderr[:300]})
            for verdict in rows:
                key = row_key(verdict)
                if key:
                    tally[key][1] += 1
                    disagreements.append({
                        'file': name, 'element': verdict['element'], 'axis': verdict['axis'],
                        'verdict': verdict['verdict'], 'check': key, 'expected': 'a diagnosis',
                        'plumb': status, 'reason': verdict['reason'],
                    })
            misplaced['marked'] += len(element_marks(path)[1])
            continue
        lines, marked, scroll_views = element_marks(path)
        check_verdicts(name, rows, lines, scroll_views)
        line_to_id = {line: ident for ident, line in sorted(lines.items(), key=lambda kv: kv[1])}
        found = [normalise(item, line_to_id) for item in findings]
        # Suppressed findings may keep the kind (at note severity) or carry a kind of their own.
        scroll = [item for item in found if item['kind'] == KIND or item['suppressed']]

        per = {key: [0, 0] for key in tally}
        for verdict in rows:
            element, axis, judged = verdict['element'], verdict['axis'], verdict['sizeClass']
            hits = [item for item in scroll
                    if item['axis'] in (axis, None) and same_class(judged, item['sizeClass'])
                    and (item['element'] == element or item['line'] == lines.get(element))]
            warned = any(item['severity'] in ('warning', 'error') and item['kind'] == KIND
                         for item in hits)
            noted = any(item['severity'] == 'note' for item in hits)
            kind = verdict['verdict']
            key = row_key(verdict)
            if key == 'legacy':
                ok, expected = not warned, 'no warning (contentSize set in code)'
            elif key == 'suppressed':
                ok, expected = noted and not warned, \
                    f"a suppressed note (verifyAmbiguity={verdict.get('verifyAmbiguity')})"
            elif key == 'ambiguous':
                ok, expected = warned, 'an ambiguous-content warning'
            elif key == 'determined':
                ok, expected = not warned, 'no warning'
            else:
                print(f"{name}: unknown verdict {kind!r} for {element} {axis}", file=sys.stderr)
                continue
            per[key][1] += 1
            tally[key][1] += 1
            if ok:
                per[key][0] += 1
                tally[key][0] += 1
            else:
                got = ', '.join(sorted({f"{item['severity']}: {item['message']}" for item in hits})) \
                    or 'nothing'
                disagreements.append({
                    'file': name, 'element': element, 'axis': axis, 'verdict': kind,
                    'check': key, 'expected': expected, 'plumb': got, 'reason': verdict['reason'],
                })
        warned_views = {item['element'] for item in found
                        if item['kind'] == 'misplaced-view' and item['severity'] == 'warning'
                        and same_class(design, item['sizeClass']) and item['element']}
        entry.update({
            'ambiguousFound': per['ambiguous'], 'determinedKept': per['determined'],
            'suppressed': per['suppressed'], 'legacySilent': per['legacy'],
            'misplacedWarned': len(warned_views), 'misplacedMarked': len(marked),
            'misplacedAgree': len(warned_views & marked),
        })
        misplaced['warned'] += len(warned_views)
        misplaced['warnedMarked'] += len(warned_views & marked)
        misplaced['marked'] += len(marked)
        misplaced['markedWarned'] += len(marked & warned_views)

    def share(pair):
        return None if pair[1] == 0 else round(100.0 * pair[0] / pair[1], 1)
    headline = {
        'ambiguousFound': {'hit': tally['ambiguous'][0], 'of': tally['ambiguous'][1],
                           'percent': share(tally['ambiguous'])},
        'determinedKept': {'hit': tally['determined'][0], 'of': tally['determined'][1],
                           'percent': share(tally['determined'])},
        'failures': len(failures),
        'misplacedPrecision': {'hit': misplaced['warnedMarked'], 'of': misplaced['warned'],
                               'percent': share((misplaced['warnedMarked'], misplaced['warned']))},
        'misplacedRecall': {'hit': misplaced['markedWarned'], 'of': misplaced['marked'],
                            'percent': share((misplaced['markedWarned'], misplaced['marked']))},
        'suppressedNoted': {'hit': tally['suppressed'][0], 'of': tally['suppressed'][1],
                            'percent': share(tally['suppressed'])},
        'legacySilent': {'hit': tally['legacy'][0], 'of': tally['legacy'][1],
                         'percent': share(tally['legacy'])},
    }
    return {'plumb': args.plumb, 'files': files_out, 'failures': failures,
            'disagreements': disagreements, 'headline': headline}


def fraction(pair):
    return f"{pair[0]}/{pair[1]}" if pair[1] else '-'


def print_text(result):
    print(f"plumb: {result['plumb']}")
    print(f"{'file':<72} {'status':<10} {'s':>6}  amb   det   sup   leg   misplaced w/m/agree")
    for entry in result['files']:
        name = entry['file'] if len(entry['file']) <= 72 else '…' + entry['file'][-71:]
        if entry['status'] != 'ok':
            print(f"{name:<72} {entry['status']:<10}")
            continue
        print(f"{name:<72} {'ok':<10} {entry['seconds']:>6.2f}  "
              f"{fraction(entry['ambiguousFound']):<5} {fraction(entry['determinedKept']):<5} "
              f"{fraction(entry['suppressed']):<5} {fraction(entry['legacySilent']):<5} "
              f"{entry['misplacedWarned']}/{entry['misplacedMarked']}/{entry['misplacedAgree']}")
    if result['failures']:
        print('\nFailures:')
        for failure in result['failures']:
            print(f"  {failure['file']}: {failure['status']} {failure.get('detail', '')}")
    print(f"\nDisagreements ({len(result['disagreements'])}):")
    for item in result['disagreements']:
        print(f"  {item['file']} {item['element']} {item['axis']}: verdict {item['verdict']}, "
              f"expected {item['expected']}; plumb: {item['plumb']}\n      why: {item['reason']}")
    head = result['headline']

    def line(label, figure):
        percent = '-' if figure['percent'] is None else f"{figure['percent']:.1f} %"
        return f"  {label:<22} {percent:>8}  ({figure['hit']}/{figure['of']})"
    print('\nHeadline:')
    print(line('(a) ambiguous found', head['ambiguousFound']))
    print(line('(b) determined kept', head['determinedKept']))
    print(f"  {'(c) failures':<22} {head['failures']:>8}")
    print(line('(d) misplaced precision', head['misplacedPrecision']))
    print(line('    misplaced recall', head['misplacedRecall']))
    print(line('(e) suppressed noted', head['suppressedNoted']))
    print(line('    legacy silent', head['legacySilent']))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--plumb', default=os.path.join(ROOT, '.build/debug/plumb'))
    parser.add_argument('--files', default=os.path.join(ROOT, '.ib-corpus'),
                        help='cache directory of fetch-ib-corpus.sh (OWNER+REPO/PATH)')
    parser.add_argument('--corpus', default=os.path.join(ROOT, 'Tests/Corpus/interface-builder'))
    parser.add_argument('--timeout', type=float, default=60.0, help='seconds per file')
    parser.add_argument('--json', action='store_true', help='machine-readable output')
    args = parser.parse_args()
    if not os.access(args.plumb, os.X_OK):
        print(f"no plumb binary at {args.plumb} (swift build, or --plumb PATH)", file=sys.stderr)
        sys.exit(2)
    try:
        result = score(args)
    except (OSError, KeyError, csv.Error) as error:
        print(f"cannot score: {error}", file=sys.stderr)
        sys.exit(2)
    if args.json:
        json.dump(result, sys.stdout, indent=2, ensure_ascii=False)
        print()
    else:
        print_text(result)
    sys.exit(0)


if __name__ == '__main__':
    main()
