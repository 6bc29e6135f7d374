#!/usr/bin/env python3
"""Checks Plumb's pictures, and its HTML report, in a real browser: headless Chromium.

Renders each .layout, .storyboard and .xib given (directories are walked, .build skipped) with
`plumb render FILE -o OUT.svg`, puts every SVG in one page, each in an <iframe srcdoc> (so ids
and <style>s do not leak between pictures), and measures them with getBoundingClientRect, so
transforms and nested <svg class="plumb-scene">s count:

  captions      no two of .caption, .outline-entry, .title, .legend and the <text>s of
                .finding-entry overlap by more than 0.5 px (touching is fine);
  outside       every drawn element lies within the <svg> that clips it, scene or picture (1 px);
  markers       each .finding-entry naming views has a .marker with its data-finding, the centre
                of its circle on the rect.frame of one of those views; each marker has its entry;
  view texts    a view's .view-text lines spell its data-text, or a prefix ending in "…" (a button's
                title: a prefix, "…", a suffix, as UIKit cuts it in the middle), and lie
                inside its rect.frame: within its width, the line's middle within its height (a
                fallback font's box is taller than San Francisco's line; a line marked .overflow,
                in a frame lower than a line, is centred on it);
  source texts  (Python) each label's text and button's normal title in the source (the XML of a
                .storyboard/.xib; `label N "…"`, `button N "…"`, `text = "…"` in a .layout) is a
                data-text drawn, unless hidden (or in a `when` block).

--report also checks `plumb report FILE… -o report.html`: a copy gets an error recorder first in
<head> (errors, failed loads, unhandled rejections, console.error) and a test last in <body>: no
error; each section.scene draws an svg with a g.view (and passes the checks above but markers);
clicking each li.finding puts class highlight on its views and marker and changes the frame's
computed stroke; hovering a span.constraint changes its views' frame stroke (by any class: the
report's is "hover") and leaving restores it; each filter hides its findings and markers, and
shows them again; nothing comes from elsewhere (script src, stylesheet links, http(s):// or //
src/href outside <a>, url(http…), @import). Chromium's log adds "Uncaught" lines; it logs
console.error like console.log, so only the recorder sees those.

    Scripts/check-pictures.py [--plumb PATH] [--report] [--browser PATH] [--keep] [PATH…]

Defaults: .build/debug/plumb, Layouts/. Prints a line per file (ok, or FAILED and up to 5 cases
per failing check), a summary; exits 1 if a check failed. Without Chromium it prints "SKIPPED: …"
and exits 0 (1 with CI=true and PLUMB_CI_STRICT=1), as Scripts/ci-skip.sh does.
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
KINDS = ("view", "label", "field", "button", "scroll", "scrollView", "stack", "stackView")
LISTED = 5
STEP = "check-pictures.py"

# Shared by the picture page and the report test: each check returns a list of failures.
PICTURE_JS = r"""
const box = el => el.getBoundingClientRect();
const clip = (s, n = 40) => { s = (s || '').trim().replace(/\s+/g, ' '); return s.length > n ? s.slice(0, n - 1) + '…' : s; };
const squash = s => (s || '').replace(/\s+/g, '');
const sceneOf = (el, picture) => el.closest('.plumb-scene') || picture;
function describe(el) {  // text.caption[ID] "text", finding-entry N text "…", rect[ID]
  const entry = el.closest('.finding-entry'), cls = (el.getAttribute('class') || '').trim().replace(/\s+/g, '.');
  const what = entry && entry !== el ? `finding-entry ${entry.dataset.finding} text` : el.tagName + (cls ? '.' + cls : '');
  const holder = el.closest('[data-view]'), text = clip(el.textContent);
  return what + (holder ? `[${holder.dataset.view}]` : '') + (text ? ` "${text}"` : '');
}
const viewIn = (scope, id) => scope.querySelector(`g.view[data-view="${CSS.escape(id || '')}"]`);
// The frame of view ID in a scene: the rect.frame of its g.view (its own, not a subview's).
const frameOf = (scope, id, view = viewIn(scope, id)) =>
  view && ([...view.children].find(c => c.matches('rect.frame')) || view.querySelector('rect.frame'));
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
// A nested <svg>'s own client rect is the box of its content, not its viewport: map x y w h.
function viewportOf(svg, picture) {
  if (svg === picture) return box(svg);
  const m = svg.parentNode.getScreenCTM(), [x, y, w, h] = ['x', 'y', 'width', 'height'].map(a => svg[a].baseVal.value);
  const p = [[x, y], [x + w, y], [x, y + h], [x + w, y + h]].map(([px, py]) => new DOMPoint(px, py).matrixTransform(m));
  const xs = p.map(q => q.x), ys = p.map(q => q.y);
  return {left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys)};
}
// Against the nearest <svg> that clips (overflow not visible): what sticks out of it is cut off.
function checkOutside(picture) {
  const out = [];
  for (const el of picture.querySelectorAll('text, rect, line, circle, ellipse, path, polygon, polyline, image, svg, g.marker')) {
    if (el.closest('defs, clipPath, marker, mask, pattern, symbol')) continue;
    const b = el.tagName === 'svg' ? viewportOf(el, picture) : box(el);
    if (b.right - b.left === 0 && b.bottom - b.top === 0) continue;
    let viewport = el.parentElement.closest('svg');
    while (viewport !== picture && getComputedStyle(viewport).overflow === 'visible') viewport = viewport.parentElement.closest('svg');
    const v = viewportOf(viewport, picture);
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
  const out = [], groups = new Map();  // scene → view id → its lines
  for (const t of picture.querySelectorAll('.view-text')) {
    const scene = sceneOf(t, picture), views = groups.get(scene) || groups.set(scene, new Map()).get(scene);
    (views.get(t.dataset.view) || views.set(t.dataset.view, []).get(t.dataset.view)).push(t);
    texts.push(t.dataset.text || '');
  }
  for (const [scene, views] of groups) for (const [id, lines] of views) {
    const full = lines[0].dataset.text || '', shown = squash(lines.map(l => l.textContent).join(''));
    if (lines.some(l => (l.dataset.text || '') !== full)) out.push(`view ${id}: its lines have different data-text`);
    // UIKit cuts a label at its tail and a button's title in the middle (prefix…suffix).
    const cut = shown.indexOf('…'), whole = squash(full);
    const isButton = (scene.querySelector(`g.view[data-view="${CSS.escape(id)}"]`) || {dataset: {}}).dataset.class === 'button';
    const ok = shown === whole || (shown.endsWith('…') && whole.startsWith(shown.slice(0, -1)))
      || (isButton && cut > 0 && whole.startsWith(shown.slice(0, cut)) && whole.endsWith(shown.slice(cut + 1))
          && cut + shown.length - cut - 1 < whole.length);
    if (!ok) out.push(`view ${id} shows "${clip(lines.map(l => l.textContent).join(' '))}" for "${clip(full)}"`);
    const frame = frameOf(scene, id);
    if (!frame) { out.push(`view-text "${clip(full)}": no g.view ${id} with a rect.frame`); continue; }
    // Horizontally inside; vertically, the line's middle (a browser's fallback font, CJK
    // above all, has a taller box than San Francisco's line; and a frame lower than a line lets
    // its text overflow, centred on it, as UIKit draws it: class overflow).
    for (const l of lines) {
      const b = box(l), f = box(frame), centre = (b.top + b.bottom) / 2;
      // 1.5 px across: a fallback font's first glyph may overhang its advance (DejaVu's "T").
      const inside = b.left >= f.left - 1.5 && b.right <= f.right + 1.5 && centre >= f.top - 1 && centre <= f.bottom + 1;
      if (!inside) out.push(`${describe(l)} is not inside the frame of ${id}`);
    }
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
function checkFrame(frame) {
  const picture = frame.contentDocument.querySelector('svg.plumb-picture');
  try { return picture ? checkPicture(picture, true) : {failures: {picture: ['no <svg class="plumb-picture">: not drawn to the conventions']}, texts: []}; }
  catch (e) { return {failures: {picture: ['the check threw: ' + e]}, texts: []}; }
}
addEventListener('load', () => { document.getElementById('check-result').textContent = JSON.stringify([...document.querySelectorAll('iframe')].map(checkFrame)); });
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
    const views = ids.map(id => viewIn(section, id));
    if (views.some(v => !v)) { f.highlight.push(`finding ${n}: a view of ${ids.join(' ')} is not drawn in its section`); continue; }
    const frame = frameOf(section, ids[0]), before = frame && strokeOf(frame);
    li.click();
    if (views.some(v => !v.classList.contains('highlight'))) f.highlight.push(`finding ${n}: click does not highlight ${ids.join(' ')}`);
    else if (frame && strokeOf(frame) === before) f.highlight.push(`finding ${n}: highlight does not change the stroke of ${ids[0]} (${before})`);
    const marker = section.querySelector(`.marker[data-finding="${CSS.escape(n || '')}"]`);
    if (marker && !marker.classList.contains('highlight')) f.highlight.push(`finding ${n}: click does not highlight its marker`);
  }
  // Hovering may use its own class (the report's is "hover"): what must change is the frames' stroke.
  for (const span of document.querySelectorAll('span.constraint[data-views]')) {
    const section = sectionOf(span), ids = idsOf(span), frames = ids.map(id => frameOf(section, id));
    const name = `constraint "${clip(span.textContent)}"`, strokes = () => frames.map(r => r ? strokeOf(r) : '');
    clearHighlights();
    const before = strokes();
    ['mouseover', 'mouseenter'].forEach(t => span.dispatchEvent(new MouseEvent(t, {bubbles: t === 'mouseover'})));
    const during = strokes();
    ['mouseout', 'mouseleave'].forEach(t => span.dispatchEvent(new MouseEvent(t, {bubbles: t === 'mouseout'})));
    if (frames.some(r => !r) || during.some((s, i) => s === before[i])) f.highlight.push(`hovering ${name} does not change the stroke of ${ids.join(' ')}`);
    else if (strokes().join('|') !== before.join('|')) f.highlight.push(`leaving ${name} does not restore the stroke of ${ids.join(' ')}`);
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
    if (el.tagName === 'SCRIPT' && el.hasAttribute('src')) { f.external.push(`<script src="${el.getAttribute('src')}">`); continue; }
    if (el.tagName === 'LINK' && /stylesheet/i.test(el.rel)) { f.external.push(`<link rel=stylesheet href="${el.getAttribute('href')}">`); continue; }
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
    if done.returncode not in (0, 1):
        last = (done.stderr.strip().splitlines() or ["no message"])[0]
        return f"plumb {args[0]} exited {done.returncode}: {last}"
    return None


def run_browser(browser, page, budget=None):
    """Loads page, returns (the JSON the page wrote into #check-result or None, console errors)."""
    command = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0"]
    # Virtual time lets the report's timers (and the test's setTimeout) run before the dump.
    command += [f"--virtual-time-budget={budget}"] if budget else []
    try:
        done = subprocess.run(command + ["--dump-dom", page.as_uri()], capture_output=True, text=True, timeout=300)
    except subprocess.TimeoutExpired:
        return None, [f"{browser} timed out on {page.name}"]
    # Only "Uncaught" is reliable: console.error and console.log both log as INFO:CONSOLE.
    uncaught = [line for line in done.stderr.splitlines() if ":CONSOLE" in line and "Uncaught" in line]
    found = re.search(r'<pre id="check-result">(.*?)</pre>', done.stdout, re.S)
    if not (found and found.group(1)):
        return None, uncaught + [f"{Path(browser).name} exited {done.returncode}: no result in the page"]
    return json.loads(html.unescape(found.group(1))), uncaught


def layout_texts(path):
    """Labels' and buttons' texts in a .layout (declared or `text = "…"`), but not those of
    hidden views, nor anything in a `when` block (it may not be the size class drawn)."""
    kinds, parents, texts, hidden, stack, words = {}, {}, {}, set(), [], []
    unquote = lambda s: re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), s[1:-1])

    def statement():
        """Records the statement in words; returns the name of the view it declares, if any."""
        if len(words) < 2 or None in stack:
            return None
        if words[0] in KINDS:
            name, kinds[words[1]] = words[1], words[0]
            parents[name] = words[words.index("in") + 1] if "in" in words[2:-1] else (stack[-1] if stack else None)
            texts.update({name: unquote(w) for w in words[2:] if w.startswith('"')})
            return name
        owner, _, prop = words[0].rpartition(".")
        owner = owner or (stack[-1] if stack else None)
        if len(words) == 3 and words[1] == "=" and prop == "text" and words[2].startswith('"'):
            texts[owner] = unquote(words[2])
        if words[1:] == ["=", "true"] and prop == "isHidden":
            hidden.add(owner)
        return None

    source = Path(path).read_text(encoding="utf-8")
    for token in re.findall(r'"(?:[^"\\\n]|\\.)*"|#[^\n]*|[{};\n]|[^\s{};"#]+', source) + ["\n"]:
        if token in ("{", "}", ";", "\n"):
            name = statement()
            words.clear()
            if token == "{":
                stack.append(name)  # None for a when/else block
            elif token == "}" and stack:
                stack.pop()
        elif not token.startswith("#"):
            words.append(token)

    def shown(name):
        return name not in hidden and (parents.get(name) is None or shown(parents[name]))
    return {f"{kinds[n]} {n}": t for n, t in texts.items() if kinds.get(n) in ("label", "button") and t.strip() and shown(n)}


def interface_builder_texts(path):
    """Labels' texts and buttons' titles (configuration, else normal state) in a .storyboard or
    .xib, except hidden ones."""
    found = {}

    def visit(element, hidden):
        hidden = hidden or element.get("hidden") == "YES"
        # A button's configuration (iOS 15) titles it over its normal state, as UIKit shows it.
        configured = element.find("buttonConfiguration") if element.tag == "button" else None
        holder = (element if element.tag == "label" else configured if configured is not None and configured.get("title")
                  else element.find("state[@key='normal']") if element.tag == "button" else None)
        key = "text" if element.tag == "label" else "title"
        text = holder.get(key) or holder.findtext(f"string[@key='{key}']") if holder is not None and not hidden else None
        if text and text.strip():
            found[f"{element.tag} {element.get('id', '?')}"] = text
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


# Source texts of elements no picture lays out (reported in the summary, not failed).
NOT_LAID_OUT = []


def caption_texts(svg):
    """The captions and outline entries of a picture, with their tooltips, whitespace folded."""
    texts = []
    for element in ET.parse(svg).iter():
        if element.tag.endswith("text") and set((element.get("class") or "").split()) & {"caption", "outline-entry"}:
            texts.append(" ".join("".join(element.itertext()).split()))
    return texts


def check_pictures(plumb, browser, sources, directory):
    """Renders and checks every source; returns the number that failed, and those rendered."""
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
        results = [{"failures": {"picture": ["; ".join(uncaught)[-300:]]}, "texts": []}] * len(rendered)
    for (source, svg), result in zip(rendered, results):
        failures[source].update(result["failures"])
        drawn = {" ".join(t.split()) for t in result["texts"]}
        try:
            wanted = source_texts(source)
        except (ET.ParseError, OSError, UnicodeDecodeError) as error:
            wanted, failures[source]["source texts"] = {}, [f"cannot read the source: {error}"]
        # A view too small to draw its text carries it in its caption (or the outline entry's
        # tooltip); an element the picture never lays out (a bar item's view, a scene or cell
        # Plumb does not build) is counted apart, not failed: its id is nowhere in the picture.
        svg_text = svg.read_text(encoding="utf-8")
        captions = caption_texts(svg)
        missing = []
        for owner, text in wanted.items():
            words = " ".join(text.split())
            element_id = owner.split(" ", 1)[1]
            if source.suffix != ".layout" and f"({element_id})" not in svg_text:
                NOT_LAID_OUT.append(f"{source}: {owner}")
            elif words not in drawn and not any(words in caption for caption in captions):
                missing.append(f"{owner} {json.dumps(text, ensure_ascii=False)} is not drawn")
        failures[source].setdefault("source texts", []).extend(missing)
    return sum(print_failures(str(source), failures[source]) for source in sources), [source for source, _ in rendered]


def check_report(plumb, browser, sources, directory):
    """Writes the report, injects the recorder and the test, and returns True if it passed."""
    written = directory / "written.html"
    error = run_plumb(plumb, ["report", *map(str, sources), "-o", str(written)])
    if error or not written.exists():
        return not print_failures("report", {"report": [error or "plumb report wrote no file"]})
    page = written.read_text(encoding="utf-8")
    head = f"<script>{wrap(RECORDER_JS)}</script>{NO_TRANSITIONS}"
    page = re.sub(r"<head[^>]*>", lambda m: m.group(0) + head, page, count=1, flags=re.I) if "<head" in page.lower() else head + page
    end = page.lower().rfind("</body>") % (len(page) + 1)  # the end of the page if there is no </body>
    page = page[:end] + f"<script>{wrap(PICTURE_JS + REPORT_JS)}</script>" + page[end:]
    tested = directory / "report.html"
    tested.write_text(page, encoding="utf-8")
    result, uncaught = run_browser(browser, tested, budget=2000)
    failures = result or {"errors": []}
    errors = failures.setdefault("errors", [])
    # Chromium's log repeats what the recorder caught; it adds what happened before or outside it.
    for line in uncaught:
        message = re.search(r'"(Uncaught [^"]*)"', line)
        if not message or not any(message.group(1) in error for error in errors):
            errors.append("console: " + line.split("]", 1)[-1].strip())
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
    if not sources:
        print(f"{STEP}: no {', '.join(SOURCES)} file in {' '.join(args.paths)}")
        return 1
    directory = Path(tempfile.mkdtemp(prefix="check-pictures."))
    try:
        failed, rendered = check_pictures(args.plumb, browser, sources, directory)
        # The report is given the files plumb could render: the others have already failed.
        report = "not checked" if not args.report else "ok" if check_report(args.plumb, browser, rendered, directory) else "failed"
    finally:
        if args.keep:
            print(f"{STEP}: files kept in {directory}")
        else:
            shutil.rmtree(directory, ignore_errors=True)
    skipped = f"; {len(NOT_LAID_OUT)} source texts of elements no picture lays out" if NOT_LAID_OUT else ""
    print(f"check-pictures: {len(sources)} pictures, {failed} failed; report: {report}{skipped}")
    for owner in NOT_LAID_OUT[:LISTED]:
        print(f"  not laid out: {owner}")
    return 1 if failed or report == "failed" else 0


if __name__ == "__main__":
    sys.exit(main())
