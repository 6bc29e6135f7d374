#!/usr/bin/env python3
"""Checks Plumb's pictures (and its HTML report) in a real browser, headless Chromium.

Renders every .layout, .storyboard and .xib given (directories are walked, .build skipped) with
`plumb render FILE -o OUT.svg`, puts every SVG in one page (one <iframe srcdoc> each, so ids and
<style>s do not leak between pictures) and lets JavaScript measure them with
getBoundingClientRect, so transforms and nested <svg class="plumb-scene">s count:

  1. captions      no two boxes among .caption, .outline-entry, .title, .legend and the <text>s
                   of .finding-entry overlap by more than 0.5 px (touching is fine);
  2. outside       every drawn element lies within the <svg> that clips it (a scene, or the
                   picture), 1 px tolerance;
  3. markers       every .finding-entry naming views has a .marker with its data-finding, whose
                   circle's centre is on the rect.frame of one of those views; every marker has
                   its finding entry;
  4. view texts    each .view-text shows its data-text, or a prefix of it ending in "…" (the
                   lines of a view joined), inside its view's rect.frame;
  5. source texts  (Python, from the source itself) every label's text and button's normal
                   title (.storyboard/.xib: XML; .layout: `label NAME "…"`, `button NAME "…"`,
                   `text = "…"`) is the data-text of some .view-text, unless hidden.

--report also runs `plumb report FILE… -o report.html`, copies it, injects an error recorder
(window errors, failed resource loads, unhandled rejections, console.error) at the start of
<head> and a test at the end of <body>: no error; each section.scene has a drawn svg with a
g.view; clicking each li.finding highlights its views (class and computed stroke change);
hovering each span.constraint highlights its views; each filter hides its findings and markers
and shows them again; nothing is loaded from elsewhere (no script src, stylesheet link, http or
// src/href, url(http…)); checks 1, 2 and 4 on each section's picture. Chromium's stderr is
also read for "Uncaught" console lines; console.error is logged there at the same level as
console.log, so only the injected recorder catches it.

    Scripts/check-pictures.py [--plumb PATH] [--report] [--browser PATH] [--keep] [PATH…]

Defaults: .build/debug/plumb and Layouts/. Prints one line per file (ok, or FAILED and up to
5 examples per failing check), a summary, and exits 1 if a check failed. Without Chromium it
prints "SKIPPED: …" as Scripts/ci-skip.sh does (exit 0, or 1 when CI=true and PLUMB_CI_STRICT=1).
"""
import argparse
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = (".layout", ".storyboard", ".xib")
LISTED = 5
STEP = "check-pictures.py"

# Shared by the picture page and the report test: each check returns a list of failures.
PICTURE_JS = r"""
const box = el => el.getBoundingClientRect();
const clip = (s, n = 40) => { s = (s || '').trim().replace(/\s+/g, ' '); return s.length > n ? s.slice(0, n - 1) + '…' : s; };
const squash = s => (s || '').replace(/\s+/g, '');
const sceneOf = (el, picture) => el.closest('.plumb-scene') || picture;
function describe(el) {
  const entry = el.closest('.finding-entry');
  const what = entry && entry !== el ? `finding-entry ${entry.dataset.finding} text` : `${el.tagName}.${(el.getAttribute('class') || '').trim().replace(/\s+/g, '.')}`;
  const holder = el.closest('[data-view]');
  const text = clip(el.textContent);
  return what + (holder ? `[${holder.dataset.view}]` : '') + (text ? ` "${text}"` : '');
}
// The frame of view ID in a scene: the rect.frame of its g.view (its own, not a subview's).
function frameOf(scope, id) {
  const view = scope.querySelector(`g.view[data-view="${CSS.escape(id)}"]`);
  if (!view) return null;
  return [...view.children].find(c => c.matches('rect.frame')) || view.querySelector('rect.frame');
}
const within = (a, b, t) => a.left >= b.left - t && a.top >= b.top - t && a.right <= b.right + t && a.bottom <= b.bottom + t;
function checkCaptions(picture) {
  const els = [...new Set(picture.querySelectorAll('.caption, .outline-entry, .title, .legend, .finding-entry text'))];
  const boxes = els.map(box), out = [];
  for (let i = 0; i < els.length; i++) for (let j = i + 1; j < els.length; j++) {
    const a = boxes[i], b = boxes[j];
    const w = Math.min(a.right, b.right) - Math.max(a.left, b.left), h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
    if (w > 0.5 && h > 0.5) out.push(`${describe(els[i])} overlaps ${describe(els[j])} (${w.toFixed(1)} × ${h.toFixed(1)} px)`);
  }
  return out;
}
// Against the nearest <svg> that clips (overflow not visible): what sticks out of it is cut off.
function checkOutside(picture) {
  const out = [];
  for (const el of picture.querySelectorAll('text, rect, line, circle, ellipse, path, polygon, polyline, image, svg, g.marker')) {
    if (el.closest('defs, clipPath, marker, mask, pattern, symbol')) continue;
    const b = box(el);
    if (b.width === 0 && b.height === 0) continue;
    let viewport = el.parentElement.closest('svg');
    while (viewport !== picture && getComputedStyle(viewport).overflow === 'visible') viewport = viewport.parentElement.closest('svg');
    const v = box(viewport);
    if (within(b, v, 1)) continue;
    const by = [['left', v.left - b.left], ['top', v.top - b.top], ['right', b.right - v.right], ['bottom', b.bottom - v.bottom]]
      .filter(([, d]) => d > 1).map(([side, d]) => `${d.toFixed(1)} px ${side}`).join(', ');
    out.push(`${describe(el)} sticks out of the ${viewport === picture ? 'picture' : 'scene'} by ${by}`);
  }
  return out;
}
function checkMarkers(picture) {
  const out = [];
  for (const entry of picture.querySelectorAll('.finding-entry')) {
    const n = entry.dataset.finding, views = (entry.dataset.views || '').split(/\s+/).filter(Boolean);
    const markers = [...sceneOf(entry, picture).querySelectorAll('.marker')].filter(m => m.dataset.finding === n);
    if (!views.length) { if (markers.length) out.push(`finding ${n} names no view but has a marker`); continue; }
    if (!markers.length) out.push(`finding ${n} (${views.join(' ')}) has no marker`);
    for (const m of markers) {
      const circle = m.querySelector('circle');
      if (!circle) { out.push(`marker ${n} has no circle`); continue; }
      const c = box(circle), x = (c.left + c.right) / 2, y = (c.top + c.bottom) / 2;
      const frames = views.map(id => frameOf(sceneOf(m, picture), id)).filter(Boolean).map(box);
      if (!views.includes(m.dataset.view)) out.push(`marker ${n} is on view ${m.dataset.view}, not on ${views.join(' ')}`);
      else if (!frames.some(f => within({left: x, right: x, top: y, bottom: y}, f, 1)))
        out.push(`marker ${n} (centre ${x.toFixed(1)}, ${y.toFixed(1)}) is off the frames of ${views.join(' ')}`);
    }
  }
  for (const m of picture.querySelectorAll('.marker'))
    if (!picture.querySelector(`.finding-entry[data-finding="${CSS.escape(m.dataset.finding || '')}"]`))
      out.push(`marker ${m.dataset.finding} (on ${m.dataset.view}) has no finding entry`);
  return out;
}
// The lines of one view, joined without whitespace, must spell its data-text or a prefix + "…".
function checkViewTexts(picture, texts) {
  const out = [], groups = new Map();
  for (const t of picture.querySelectorAll('.view-text')) {
    const scene = sceneOf(t, picture);
    if (!groups.has(scene)) groups.set(scene, new Map());
    const views = groups.get(scene), id = t.dataset.view || '';
    if (!views.has(id)) views.set(id, []);
    views.get(id).push(t);
    texts.push(t.dataset.text || '');
  }
  for (const [scene, views] of groups) for (const [id, lines] of views) {
    const full = lines[0].dataset.text || '', shown = squash(lines.map(l => l.textContent).join(''));
    if (lines.some(l => (l.dataset.text || '') !== full)) out.push(`view ${id}: its lines have different data-text`);
    const ok = shown === squash(full) || (shown.endsWith('…') && squash(full).startsWith(shown.slice(0, -1)));
    if (!ok) out.push(`view ${id} shows "${clip(lines.map(l => l.textContent).join(' '))}" for "${clip(full)}"`);
    const frame = frameOf(scene, id);
    if (!frame) { out.push(`view-text "${clip(full)}": no g.view ${id} with a rect.frame`); continue; }
    for (const l of lines) if (!within(box(l), box(frame), 1)) out.push(`${describe(l)} is not inside the frame of ${id}`);
  }
  return out;
}
function checkPicture(picture, withMarkers) {
  const texts = [], result = {captions: checkCaptions(picture), outside: checkOutside(picture), 'view texts': checkViewTexts(picture, texts)};
  if (withMarkers) result.markers = checkMarkers(picture);
  return {failures: result, texts};
}
"""

PAGE_JS = r"""
addEventListener('load', () => {
  const results = [...document.querySelectorAll('iframe')].map(frame => {
    try {
      const picture = frame.contentDocument.querySelector('svg.plumb-picture');
      if (!picture) return {failures: {picture: ['no <svg class="plumb-picture"> (not a picture of the current conventions)']}, texts: []};
      return checkPicture(picture, true);
    } catch (e) { return {failures: {picture: ['the check threw: ' + e]}, texts: []}; }
  });
  document.getElementById('check-result').textContent = JSON.stringify(results);
});
"""

# Injected first in <head>: records what goes wrong while the report loads and is used.
RECORDER_JS = r"""
window.__plumbErrors = [];
addEventListener('error', e => __plumbErrors.push(e.target && e.target !== window && e.target.tagName
  ? `failed to load <${e.target.tagName.toLowerCase()}> ${e.target.src || e.target.href || ''}`
  : `error: ${e.message} (${e.filename}:${e.lineno})`), true);
addEventListener('unhandledrejection', e => __plumbErrors.push('unhandled rejection: ' + e.reason));
const __plumbConsoleError = console.error;
console.error = (...args) => { __plumbErrors.push('console.error: ' + args.join(' ')); __plumbConsoleError.apply(console, args); };
"""
# Transitions would make the computed stroke read just after a click still the old one.
NO_TRANSITIONS = "<style>*{transition:none!important;animation:none!important}</style>"

REPORT_JS = r"""
const isHidden = el => { for (; el && el.nodeType === 1; el = el.parentElement) { const s = getComputedStyle(el); if (s.display === 'none' || s.visibility === 'hidden') return true; } return false; };
const idsOf = el => (el.dataset.views || '').split(/\s+/).filter(Boolean);
const sectionOf = el => el.closest('section.scene') || document;
const clearHighlights = () => document.querySelectorAll('.highlight').forEach(e => e.classList.remove('highlight'));
const strokeOf = el => { const s = getComputedStyle(el); return `${s.stroke} ${s.strokeWidth}`; };
function checkScenes(f) {
  const sections = document.querySelectorAll('section.scene');
  if (!sections.length) f.scenes.push('no section.scene');
  sections.forEach((s, i) => {
    const name = `section ${i + 1} (${s.dataset.file || '?'} ${s.dataset.scene || ''})`;
    const svg = s.querySelector('svg.plumb-picture') || s.querySelector('svg');
    const b = svg && box(svg);
    if (!b || !b.width || !b.height) return f.scenes.push(`${name}: no drawn svg`);
    if (!svg.querySelector('g.view')) f.scenes.push(`${name}: no g.view`);
    if (!svg.matches('.plumb-picture')) return;
    const {failures} = checkPicture(svg, false);
    for (const [check, list] of Object.entries(failures)) list.forEach(m => f.pictures.push(`${name}: ${check}: ${m}`));
  });
}
function checkClicks(f) {
  for (const li of document.querySelectorAll('li.finding')) {
    const ids = idsOf(li), n = li.dataset.finding, section = sectionOf(li);
    if (!ids.length) continue;
    clearHighlights();
    const views = ids.map(id => section.querySelector(`g.view[data-view="${CSS.escape(id)}"]`));
    if (views.some(v => !v)) { f.highlight.push(`finding ${n}: a view of ${ids.join(' ')} is not drawn in its section`); continue; }
    const frame = frameOf(section, ids[0]), before = frame && strokeOf(frame);
    li.click();
    if (views.some(v => !v.classList.contains('highlight'))) f.highlight.push(`finding ${n}: click does not highlight ${ids.join(' ')}`);
    else if (frame && strokeOf(frame) === before) f.highlight.push(`finding ${n}: highlight does not change the stroke of ${ids[0]} (${before})`);
    const marker = section.querySelector(`.marker[data-finding="${CSS.escape(n || '')}"]`);
    if (marker && !marker.classList.contains('highlight')) f.highlight.push(`finding ${n}: click does not highlight its marker`);
  }
  for (const span of document.querySelectorAll('span.constraint[data-views]')) {
    const section = sectionOf(span), ids = idsOf(span);
    const views = ids.map(id => section.querySelector(`g.view[data-view="${CSS.escape(id)}"]`)).filter(Boolean);
    clearHighlights();
    ['mouseover', 'mouseenter'].forEach(t => span.dispatchEvent(new MouseEvent(t, {bubbles: t === 'mouseover'})));
    const lit = views.length === ids.length && views.every(v => v.classList.contains('highlight'));
    ['mouseout', 'mouseleave'].forEach(t => span.dispatchEvent(new MouseEvent(t, {bubbles: t === 'mouseout'})));
    if (!lit) f.highlight.push(`hovering constraint "${clip(span.textContent)}" does not highlight ${ids.join(' ')}`);
    else if (views.some(v => v.classList.contains('highlight'))) f.highlight.push(`leaving constraint "${clip(span.textContent)}" keeps ${ids.join(' ')} highlighted`);
  }
  clearHighlights();
}
// Unchecking a filter must hide its findings and their markers; checking it again shows them.
function checkFilters(f) {
  for (const input of document.querySelectorAll('input.filter')) {
    const key = input.dataset.severity !== undefined ? 'severity' : 'kind', value = input.dataset[key];
    const items = [...document.querySelectorAll('li.finding')].filter(li => li.dataset[key] === value);
    const markers = items.flatMap(li => [...sectionOf(li).querySelectorAll(`.marker[data-finding="${CSS.escape(li.dataset.finding || '')}"]`)]);
    const name = `filter ${key}=${value}`;
    if (!input.checked) { f.filters.push(`${name} is not checked by default`); continue; }
    input.click();
    if (items.some(e => !isHidden(e)) || markers.some(e => !isHidden(e))) f.filters.push(`${name}: unchecking does not hide all ${items.length} findings and their markers`);
    input.click();
    if (items.some(isHidden) || markers.some(isHidden)) f.filters.push(`${name}: checking it again does not show them`);
  }
}
function checkExternal(f) {
  const remote = v => /^(https?:)?\/\//i.test((v || '').trim());
  for (const el of document.querySelectorAll('*')) {
    if (el.tagName === 'SCRIPT' && el.hasAttribute('src')) f.external.push(`<script src="${el.getAttribute('src')}">`);
    if (el.tagName === 'LINK' && /stylesheet/i.test(el.rel)) f.external.push(`<link rel=stylesheet href="${el.getAttribute('href')}">`);
    if (el.tagName === 'A') continue;  // a link is navigation, not something the page loads
    for (const a of ['src', 'href', 'xlink:href']) if (remote(el.getAttribute(a))) f.external.push(`<${el.tagName.toLowerCase()} ${a}="${el.getAttribute(a)}">`);
  }
  const styles = [...document.querySelectorAll('style')].map(s => s.textContent).concat([...document.querySelectorAll('[style]')].map(e => e.getAttribute('style')));
  for (const s of styles) for (const m of s.match(/url\(\s*['"]?(https?:|\/\/)[^)]*\)|@import[^;]*/gi) || []) f.external.push(`style: ${clip(m)}`);
}
addEventListener('load', () => setTimeout(() => {
  const f = {errors: [], scenes: [], pictures: [], highlight: [], filters: [], external: []};
  for (const check of [checkScenes, checkClicks, checkFilters, checkExternal])
    try { check(f); } catch (e) { f.errors.push(`${check.name} threw: ${e}`); }
  f.errors.push(...window.__plumbErrors);
  const pre = document.getElementById('check-result') || document.body.appendChild(document.createElement('pre'));
  pre.id = 'check-result';
  pre.textContent = JSON.stringify(f);
}, 100));
"""


def wrap(script):
    """In a function, so that no name of ours clashes with a global of the page's own scripts."""
    return f"(() => {{{script}}})();"


def skip(reason):
    """Says what was not checked, as ci_skip in Scripts/ci-skip.sh does, and exits."""
    strict = os.environ.get("CI") == "true" and os.environ.get("PLUMB_CI_STRICT") == "1"
    suffix = " (a failure here: CI=true and PLUMB_CI_STRICT=1)" if strict else ""
    print(f"SKIPPED: {STEP}: {reason}{suffix}")
    if os.environ.get("PLUMB_CI_SKIPS"):
        with open(os.environ["PLUMB_CI_SKIPS"], "a") as skips:
            skips.write(f"{STEP}: {reason}{' (failed: strict)' if strict else ''}\n")
    sys.exit(1 if strict else 0)


def find_sources(paths):
    found = []
    for path in map(Path, paths):
        if path.is_dir():
            found += sorted(p for p in path.rglob("*") if p.suffix in SOURCES and ".build" not in p.parts)
        else:
            found.append(path)
    return found


def run_plumb(plumb, args):
    """Runs plumb; None when it wrote its output (exit 0 or 1), else why not."""
    try:
        done = subprocess.run([plumb, *args], capture_output=True, text=True, timeout=300)
    except OSError as error:
        return f"cannot run {plumb}: {error}"
    if done.returncode >= 2 or done.returncode < 0:
        last = (done.stderr.strip().splitlines() or ["no message"])[0]
        return f"plumb {args[0]} exited {done.returncode}: {last}"
    return None


def run_browser(browser, page, budget=None):
    """Loads page, returns (the JSON the page wrote into #check-result or None, console errors)."""
    command = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0"]
    # Virtual time lets the report's timers (and the test's setTimeout) run before the dump.
    command += [f"--virtual-time-budget={budget}"] if budget else []
    done = subprocess.run(command + ["--dump-dom", page.as_uri()], capture_output=True, text=True, timeout=300)
    # Only "Uncaught" is reliable: console.error and console.log both log as INFO:CONSOLE.
    uncaught = [line for line in done.stderr.splitlines() if ":CONSOLE" in line and "Uncaught" in line]
    found = re.search(r'<pre id="check-result">(.*?)</pre>', done.stdout, re.S)
    return (json.loads(html.unescape(found.group(1))) if found and found.group(1) else None), uncaught


def layout_texts(path):
    """Labels' and buttons' texts in a .layout: `label NAME "…"`, `text = "…"` (not in `when`)."""
    kinds, parents, texts, hidden, stack, statement = {}, {}, {}, set(), [], []
    escapes = {"n": "\n", "t": "\t"}
    unquote = lambda s: re.sub(r"\\(.)", lambda m: escapes.get(m.group(1), m.group(1)), s[1:-1])

    def finish():
        words = statement[:]
        statement.clear()
        if len(words) >= 2 and words[0] in ("view", "label", "field", "button", "scroll", "scrollView", "stack", "stackView"):
            name = words[1]
            kinds[name] = words[0]
            parents[name] = words[words.index("in") + 1] if "in" in words[2:-1] else next((s for s in reversed(stack) if s), None)
            strings = [w for w in words[2:] if w.startswith('"')]
            if strings:
                texts.setdefault(name, unquote(strings[0]))
            return name
        if len(words) == 3 and words[1] == "=" and None not in stack:
            owner, _, prop = words[0].rpartition(".")
            owner = owner or (stack[-1] if stack else None)
            if prop == "text" and words[2].startswith('"'):
                texts[owner] = unquote(words[2])
            if prop == "isHidden" and words[2] == "true":
                hidden.add(owner)
        return None

    source = Path(path).read_text(encoding="utf-8")
    for token in re.findall(r'"(?:[^"\\\n]|\\.)*"|#[^\n]*|[{};\n]|[^\s{};"#]+', source):
        if token.startswith("#"):
            continue
        if token in ("{", "}", ";", "\n"):
            name = finish()
            if token == "{":
                stack.append(name)  # None for a when/else block
            elif token == "}" and stack:
                stack.pop()
        else:
            statement.append(token)
    finish()

    def shown(name):
        return name is not None and (name not in hidden) and (parents.get(name) is None or shown(parents[name]))
    return {f"{kinds[n]} {n}": t for n, t in texts.items() if kinds.get(n) in ("label", "button") and t.strip() and shown(n)}


def interface_builder_texts(path):
    """Labels' texts and buttons' normal titles in a .storyboard or .xib, except hidden ones."""
    found = {}

    def visit(element, hidden):
        hidden = hidden or element.get("hidden") == "YES"
        ident = f"{element.tag} {element.get('id', '?')}"
        if element.tag == "label" and not hidden:
            text = element.get("text") or next((s.text for s in element.findall("string[@key='text']")), None)
            if text and text.strip():
                found[ident] = text
        if element.tag == "button" and not hidden:
            for state in element.findall("state[@key='normal']"):
                title = state.get("title") or next((s.text for s in state.findall("string[@key='title']")), None)
                if title and title.strip():
                    found[ident] = title
        for child in element:
            visit(child, hidden)
    visit(ET.parse(path).getroot(), False)
    return found


def source_texts(path):
    return layout_texts(path) if path.suffix == ".layout" else interface_builder_texts(path)


def picture_page(svgs, directory):
    """One page holding each SVG inline in its own iframe."""
    frames = []
    for svg in svgs:
        text = re.sub(r"^\s*(<\?xml[^>]*\?>|<!DOCTYPE[^>]*>|\s)*", "", svg.read_text(encoding="utf-8"))
        document = f'<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0">{text}</body></html>'
        frames.append(f'<iframe srcdoc="{html.escape(document, quote=True)}"></iframe>')
    page = directory / "pictures.html"
    page.write_text(f'<!doctype html><html><head><meta charset="utf-8"></head><body>{"".join(frames)}'
                    f'<pre id="check-result"></pre><script>{wrap(PICTURE_JS + PAGE_JS)}</script></body></html>', encoding="utf-8")
    return page


def print_failures(name, failures):
    failing = {check: items for check, items in failures.items() if items}
    print(f"{name}: {'FAILED' if failing else 'ok'}")
    for check, items in failing.items():
        more = f" (and {len(items) - LISTED} more)" if len(items) > LISTED else ""
        print(f"  {check}: {len(items)}: " + "; ".join(items[:LISTED]) + more)
    return bool(failing)


def check_pictures(plumb, browser, sources, directory):
    """Renders and checks every source; returns the number of failed ones."""
    failures, rendered = {}, []
    for index, source in enumerate(sources):
        svg = directory / f"{index}-{source.stem}.svg"
        failures[source] = {"render": [error] if (error := run_plumb(plumb, ["render", str(source), "-o", str(svg)])) else []}
        if not failures[source]["render"]:
            try:
                ET.parse(svg)  # the browser's HTML parser would forgive malformed XML
                rendered.append((source, svg))
            except (ET.ParseError, OSError) as error:
                failures[source]["render"].append(f"not well-formed XML: {error}")
    results, uncaught = run_browser(browser, picture_page([svg for _, svg in rendered], directory)) if rendered else ([], [])
    if results is None:
        results = [{"failures": {"picture": ["the browser wrote no result: " + "; ".join(uncaught)[:300]]}, "texts": []}] * len(rendered)
    for (source, _), result in zip(rendered, results):
        failures[source].update(result["failures"])
        drawn = {" ".join(t.split()) for t in result["texts"]}
        try:
            wanted = source_texts(source)
        except (ET.ParseError, OSError, UnicodeDecodeError) as error:
            wanted, failures[source]["source texts"] = {}, [f"cannot read the source: {error}"]
        failures[source].setdefault("source texts", []).extend(
            f'{owner} "{text}" is not drawn' for owner, text in wanted.items() if " ".join(text.split()) not in drawn)
    return sum(print_failures(str(source), failures[source]) for source in sources)


def check_report(plumb, browser, sources, directory):
    """Writes the report, injects the recorder and the test, and returns True if it passed."""
    written = directory / "written.html"
    error = run_plumb(plumb, ["report", *map(str, sources), "-o", str(written)])
    if error or not written.exists():
        return not print_failures("report", {"report": [error or "plumb report wrote no file"]})
    page = written.read_text(encoding="utf-8")
    head = f"<script>{wrap(RECORDER_JS)}</script>{NO_TRANSITIONS}"
    found = re.search(r"<head[^>]*>", page, re.I)
    page = page[:found.end()] + head + page[found.end():] if found else head + page
    tail = f"<script>{wrap(PICTURE_JS + REPORT_JS)}</script>"
    end = page.lower().rfind("</body>")
    page = page[:end] + tail + page[end:] if end >= 0 else page + tail
    tested = directory / "report.html"
    tested.write_text(page, encoding="utf-8")
    result, uncaught = run_browser(browser, tested, budget=2000)
    failures = result or {"errors": ["the test wrote no result"]}
    failures.setdefault("errors", []).extend("console: " + line.split("]", 1)[-1].strip() for line in uncaught)
    return not print_failures("report", failures)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--plumb", default=str(ROOT / ".build/debug/plumb"))
    parser.add_argument("--report", action="store_true", help="also check `plumb report`'s HTML page")
    parser.add_argument("--browser", help="a Chromium (default: chromium-headless-shell or chromium on PATH)")
    parser.add_argument("--keep", action="store_true", help="keep the rendered files and print where")
    parser.add_argument("paths", nargs="*", default=[str(ROOT / "Layouts")])
    args = parser.parse_args()
    browser = args.browser or shutil.which("chromium-headless-shell") or shutil.which("chromium")
    if not browser or not shutil.which(browser):
        skip("no Chromium found (apt-get install chromium-headless-shell); pictures not checked in a browser")
    sources = find_sources(args.paths)
    directory = Path(tempfile.mkdtemp(prefix="check-pictures."))
    try:
        failed = check_pictures(args.plumb, browser, sources, directory)
        report = "not checked" if not args.report else "ok" if check_report(args.plumb, browser, sources, directory) else "failed"
    finally:
        print(f"{STEP}: files kept in {directory}") if args.keep else shutil.rmtree(directory, ignore_errors=True)
    print(f"check-pictures: {len(sources)} pictures, {failed} failed; report: {report}")
    return 1 if failed or report == "failed" or not sources else 0


if __name__ == "__main__":
    sys.exit(main())
