#!/usr/bin/env python3
"""Extracts single-line UILabels that Interface Builder saved at their intrinsic size.

    Scripts/extract-ib-labels.py [--cache DIR] [--refs TSV] [--labels OUT] [--sources OUT]
                                 [--all OUT] [--quiet]

Reads every file named in the references TSV (columns repo, commit, path, first; a header row
starting with "repo" and lines starting with '#' are skipped; more columns are ignored) from
the cache DIR laid out OWNER+REPO/PATH (Scripts/fetch-ib-corpus.sh lays out its cache the same
way; a path that the table names at several commits of one repository, e.g. on several
branches, is read from OWNER+REPO@COMMIT/PATH when that exists), and decides for each <label>
element whether its saved frame is the label's intrinsic content size ("kept") or why not (an
exclusion reason). Prints the counts of kept labels and of exclusions by reason. With --labels it writes one row per kept label (the format of
Tests/Corpus/text/labels.tsv); with --sources one row per file that gave at least one kept
label (repo, commit, path, sha256, toolsVersion, device, labels, kept); with --all one row per
label of every file, kept or not, with the reason and the extra facts used to decide.
Standard library only.

Why a saved frame can be the intrinsic size: in a document that uses Auto Layout, Xcode (8 and
later at least) saves every constrained view's frame as the frame its layout engine found in
the canvas, unless it marks the view misplaced="YES". A label that nothing stretches or
squeezes horizontally gets its intrinsic content size, which IB measured with UIKit's text
system for the canvas device (iOS simulator runtime, system font = SF Pro), rounded up to the
canvas device's pixel grid (1/2 pt on @2x canvases, 1/3 pt on @3x ones; whole points for
Xcode 7 and older documents, which have no <device>).

Rules, in the order they are checked (the first that fails gives the reason):

 document level (every label of the file gets the reason)
  not iOS              targetRuntime is not iOS.CocoaTouch or iOS.CocoaTouch.iPad (AppKit
                       labels are NSTextFields; those documents are skipped anyway).
  no autolayout        the document lacks useAutolayout="YES": frames are as drawn.
 the label's own attributes
  no frame             no <rect key="frame"> child.
  misplaced            misplaced="YES": the saved frame is not the computed one.
  ambiguous            ambiguous="YES": the layout had no unique solution.
  attributed           usesAttributedText="YES" or an <attributedString key="attributedText">:
                       the runs may carry fonts, kerning, paragraph styles.
  no text              no text (attribute text or child <string key="text">) or only spaces.
  newline              the text holds a line break (\n, \r, U+2028, U+2029).
  multi-line           numberOfLines is present and not "1". IB omits numberOfLines when it is
                       1 (the default); "0" means unlimited lines; the intrinsic size of such a
                       label depends on preferredMaxLayoutWidth.
  adjusts font size    adjustsFontSizeToFit is not "NO". IB writes adjustsFontSizeToFit="NO"
                       for the default; the attribute is ABSENT when the box is ticked (those
                       labels carry minimumScaleFactor or the older minimumFontSize). Such a
                       label is at full size only if it is not squeezed; excluded to be safe.
  letter spacing       adjustsLetterSpacingToFitWidth="YES" (tightening).
  placeholder size     placeholderIntrinsicWidth/Height set: IB uses the placeholder.
  no font              no <fontDescription key="fontDescription">.
  custom font          fontDescription with a name that is not a system face. Names of the
                       system faces (.SFUI*, .SFNS*, SFUIText*, SFUIDisplay*, SFProText*,
                       SFProDisplay*, SFPro*, .AppleSystemUIFont*) are kept with
                       fontType "name:<name>".
  size class variation the label or a horizontal constraint on it is named in a <variation>
                       mask, or the label has <variation> children: what the default size class
                       installs is not what the file shows at first sight.
 how the label is laid out
  autoresizing         translatesAutoresizingMaskIntoConstraints is not "NO" (absent means YES;
                       IB writes NO once a view has constraints), or fixedFrame="YES": the frame
                       is the one drawn (or, in a default-style table cell, set by the cell).
  no constraints       translatesAutoresizingMaskIntoConstraints="NO" but no constraint names
                       the label and it is not an arranged subview: IB keeps the drawn frame
                       (and would normally mark it ambiguous).
  width constraint     an equality width constraint on the label alone (in its own
                       <constraints>, no second item) with priority >= min(horizontal hugging,
                       horizontal compression resistance): it overrides the intrinsic width.
                       A lower priority loses to both, so it is ignored. A width >= c or <= c
                       excludes the label only when the saved width equals c (then it is the
                       active bound); otherwise the bound is slack.
  equal width          a width relation with another item (equal widths, proportional widths,
                       aspect ratio to its own height), at a priority that could win as above.
  pinned both sides    two of {left side, right side, centerX} of the label held by equality
                       constraints (to any item: superview, margins, safe area, sibling) whose
                       priorities are both >= the label's horizontal hugging priority (default
                       250 when absent). Then the width follows the other items, unless
                       hugging beats the constraint (a pin at priority < hugging stays slack).
                       left side = leading, left, leadingMargin, leftMargin; right side =
                       trailing, right, trailingMargin, rightMargin. Inequalities are slack as
                       long as the label is not squeezed (see doubts in the report).
                       Conservative: a sibling hanging off the label's trailing edge (icon
                       leading = label trailing + 8) counts as a pin. An arranged subview of a
                       vertical stack also gets the edges the stack's alignment holds across
                       the axis: alignment fill (absent) holds left and right, leading holds
                       left, trailing right, center centerX; so one explicit horizontal pin
                       more makes two.
  in stack             the label is an arranged subview (a direct subview of a <stackView>) and
                       the stack may stretch it:
                         horizontal stack (axis absent), distribution fillEqually: always.
                         horizontal fill (distribution absent) or fillProportionally: kept
                           when the stack's own width is free (translatesAutoresizing... NO,
                           no width constraint, not pinned both sides, not itself arranged in
                           a stack: then the stack hugs its content). For fill, also kept when
                           another arranged subview takes the slack: not hidden, a strictly
                           lower horizontal hugging priority, no width constraint, and a leaf
                           (no subviews, not a switch) so nothing inside fixes its width.
                           (fillProportionally spreads slack in proportion to intrinsic
                           widths, so there a label always stretches with the stack.)
                         horizontal equalSpacing/equalCentering: kept.
                         vertical stack (axis="vertical") with alignment absent (= fill): the
                           stack gives every arranged subview its own width: always excluded.
                         vertical with alignment leading/trailing/center: kept.
                       A hidden arranged subview is collapsed: excluded.
  squeezed             the label may be narrower than its text: (a) an arranged subview of a
                       vertical stack whose saved width is the stack's width, or (b) an
                       inequality on a horizontal edge or the width of the label (leading >=,
                       trailing <=, width <=, ...) that holds with equality (within 0.01 pt) in
                       the saved frames, i.e. it is the active bound. Edges are compared in
                       document coordinates, summing the saved frame origins up the parent
                       chain; a margin attribute is tried with the usual margins 8, 16 and 20.
                       Constraints whose other item has no saved frame are not checked.

  height mismatch      the label's height is intrinsic (heightIntrinsic "yes", below) but the
                       saved height is not within [-1.5, +2.5] pt of pointSize x 1.1934 (SF
                       Pro's ascender + descender over its em): the frame was computed for
                       another font (stale frame after a font edit, a text style rendered at
                       another size, or an @IBDesignable subclass that sets its own font), so
                       its width is suspect too. Only checked where pointSize is known.

Every kept label is recorded with the document's toolsVersion and canvas <device id>, the
font (fontType system|boldSystem|italicSystem|textStyle|name:..., weight, pointSize; for text
styles pointSize/weight are the values at the default Large content size category, derived from
Apple's table, with the style in textStyle), saved width and height, and the text. heightIntrinsic
is "yes" when no height constraint (equality at priority >= vertical hugging) or equal-height
relation holds the label and it is not pinned on two of {top, bottom, centerY} (same priority
rule as above), and, for an arranged subview, the stack cannot stretch it: a horizontal stack
with alignment absent (= fill) gives "no"; a vertical stack gives "no" unless its distribution
is equalSpacing/equalCentering or its own height is free (as for widths above).

Columns of --labels (Tests/Corpus/text/labels.tsv): repo, commit, path, id (the label's IB object
id), toolsVersion, device (canvas <device id>, "none" before Xcode 8), fontType, weight,
pointSize, textStyle, width, height (saved frame, as written), text, then scale (the canvas
device's pixel scale, 2 or 3, empty when unknown), heightIntrinsic (yes|no), userLabel (the
name given in IB's outline), customClass (a UILabel subclass; an @IBDesignable one may have
been drawn with its own font, see height mismatch).

Note: documents saved by Xcode 8.0 (toolsVersion 11134-11201) often omit the frames of views
under Auto Layout altogether; their labels fall under "no frame".

Fields are escaped: backslash as \\, tab as \t, newline as \n, carriage return as \r.
"""
import argparse
import collections
import hashlib
import os
import sys
import xml.etree.ElementTree as ET

LEFT = {'leading', 'left', 'leadingMargin', 'leftMargin'}
RIGHT = {'trailing', 'right', 'trailingMargin', 'rightMargin'}
CENTERX = {'centerX', 'centerXWithinMargins'}
TOP = {'top', 'topMargin', 'firstBaseline'}
BOTTOM = {'bottom', 'bottomMargin', 'lastBaseline', 'baseline'}
CENTERY = {'centerY', 'centerYWithinMargins'}

def hside(attr):
    if attr in LEFT: return 'L'
    if attr in RIGHT: return 'R'
    if attr in CENTERX: return 'C'
    return None

def vside(attr):
    if attr in TOP: return 'T'
    if attr in BOTTOM: return 'B'
    if attr in CENTERY: return 'C'
    return None

# Dynamic Type at the Large (default) content size category: (pointSize, weight).
TEXT_STYLES = {
    'UICTFontTextStyleLargeTitle': ('34', 'regular'),
    'UICTFontTextStyleTitle0': ('34', 'regular'),
    'UICTFontTextStyleTitle1': ('28', 'regular'),
    'UICTFontTextStyleTitle2': ('22', 'regular'),
    'UICTFontTextStyleTitle3': ('20', 'regular'),
    'UICTFontTextStyleHeadline': ('17', 'semibold'),
    'UICTFontTextStyleBody': ('17', 'regular'),
    'UICTFontTextStyleCallout': ('16', 'regular'),
    'UICTFontTextStyleSubhead': ('15', 'regular'),
    'UICTFontTextStyleFootnote': ('13', 'regular'),
    'UICTFontTextStyleCaption1': ('12', 'regular'),
    'UICTFontTextStyleCaption2': ('11', 'regular'),
}

# SF Pro's (hhea ascender + descender) / unitsPerEm = (1950 + 494) / 2048: a single-line label's
# intrinsic height is this times the point size, rounded up to the pixel grid (or whole points).
SF_LINE_HEIGHT = 2444 / 2048

SYSTEM_NAME_PREFIXES = ('.SFUI', '.SFNS', '.SFPro', 'SFUI', 'SFPro', 'SF-Pro', '.AppleSystemUIFont')

# Canvas devices and their pixel scale (IB's device ids).
DEVICE_SCALE = {
    'retina3_5': 2, 'retina4_0': 2, 'retina4_7': 2, 'retina5_5': 3, 'retina5_9': 3,
    'retina6_0': 3, 'retina6_1': 2, 'retina6_5': 3, 'retina6_12': 3, 'retina6_72': 3,
    'retina6_7': 3, 'retina5_4': 3, 'retina6_3': 3, 'retina6_9': 3, 'retina6_12_0': 3,
    'ipad9_7': 2, 'ipad10_2': 2, 'ipad10_5': 2, 'ipad11': 2, 'ipad11_0rounded': 2,
    'ipad12_9': 2, 'ipad12_9rounded': 2, 'ipad10_9rounded': 2, 'ipad7_9': 2,
    'ipad8_3rounded': 2, 'ipad11_0': 2, 'ipad13rounded': 2,
}

LABEL_COLUMNS = ['repo', 'commit', 'path', 'id', 'toolsVersion', 'device', 'fontType', 'weight',
                 'pointSize', 'textStyle', 'width', 'height', 'text', 'scale', 'heightIntrinsic',
                 'userLabel', 'customClass']
ALL_COLUMNS = ['repo', 'commit', 'path', 'id', 'reason', 'toolsVersion', 'targetRuntime',
               'device', 'fontType', 'weight', 'pointSize', 'textStyle', 'x', 'y', 'width',
               'height', 'hug', 'compress', 'numberOfLines', 'parent', 'heightIntrinsic',
               'userLabel', 'customClass', 'text']


def esc(s):
    return (s or '').replace('\\', '\\\\').replace('\t', '\\t').replace('\n', '\\n').replace('\r', '\\r')


def prio(c):
    try:
        return float(c.get('priority', '1000'))
    except ValueError:
        return 1000.0


def num(s, default=None):
    try:
        return float(s)
    except (TypeError, ValueError):
        return default


class Doc:
    def __init__(self, root):
        self.root = root
        self.parent = {}
        for p in root.iter():
            for ch in p:
                self.parent[ch] = p
        self.byid = {}
        for e in root.iter():
            i = e.get('id')
            if i is not None and e.tag not in ('constraint',):
                self.byid.setdefault(i, e)
        # Every constraint with its resolved items.
        self.constraints = []  # (constraint element, first id, second id or None)
        self.by_item = collections.defaultdict(list)
        for cs in root.iter('constraints'):
            owner = self.parent.get(cs)
            oid = owner.get('id') if owner is not None else None
            for c in cs.findall('constraint'):
                first = c.get('firstItem') or oid
                second = c.get('secondItem')
                self.constraints.append((c, first, second))
                self.by_item[first].append((c, first, second))
                if second is not None and second != first:
                    self.by_item[second].append((c, first, second))
        # Ids named in <variation> masks.
        self.varied = set()
        for v in root.iter('variation'):
            for r in v.iter():
                ref = r.get('reference')
                if ref:
                    self.varied.add(ref)

    def view_of(self, e):
        """The view element holding e as a direct subview (through <subviews>)."""
        p = self.parent.get(e)
        if p is not None and p.tag == 'subviews':
            return self.parent.get(p)
        return p

    def edges(self, vid, sidefn):
        """Equality constraints on view vid's edges: list of (side, priority, constraint)."""
        out = []
        for c, first, second in self.by_item.get(vid, []):
            rel = c.get('relation')
            sides = []
            if first == vid:
                sides.append(sidefn(c.get('firstAttribute')))
            if second == vid:
                sides.append(sidefn(c.get('secondAttribute')))
            for s in sides:
                if s is not None:
                    out.append((s, prio(c), rel, c))
        return out

    def implied_sides(self, v, horizontal):
        """Edges a vertical (horizontal) stack view holds on an arranged subview, across."""
        pv = self.view_of(v)
        if pv is None or pv.tag != 'stackView':
            return set()
        vertical = pv.get('axis') == 'vertical'
        if vertical != horizontal:
            return set()  # along the axis: handled by the distribution rules
        a = pv.get('alignment')
        if a in (None, 'fill'):
            return {'L', 'R'} if horizontal else {'T', 'B'}
        if a in ('leading', 'top'):
            return {'L'} if horizontal else {'T'}
        if a in ('trailing', 'bottom'):
            return {'R'} if horizontal else {'B'}
        if a == 'center':
            return {'C'}
        return {'B'} if not horizontal else set()  # baselines

    def pinned_two(self, vid, sidefn, hug):
        held = set()
        v = self.byid.get(vid)
        if v is not None:
            held |= self.implied_sides(v, sidefn is hside)
        for s, p, rel, c in self.edges(vid, sidefn):
            if rel is None and p >= hug:
                held.add(s)
        return len(held) >= 2

    # Geometry of the saved frames, in the coordinates of the document root.
    def frame(self, e):
        r = e.find("rect[@key='frame']")
        if r is None:
            return None
        return (num(r.get('x'), 0.0), num(r.get('y'), 0.0), num(r.get('width'), 0.0),
                num(r.get('height'), 0.0))

    def absx(self, e):
        x = 0.0
        while e is not None:
            f = self.frame(e)
            if f is not None:
                x += f[0]
            e = self.parent.get(e)
        return x

    def hvalues(self, iid, attr):
        """Possible values of a horizontal attribute of item iid, or None when unknown."""
        e = self.byid.get(iid)
        f = self.frame(e) if e is not None else None
        if f is None:
            return None
        x0 = self.absx(e)
        w = f[2]
        margins = [8.0, 16.0, 20.0]
        base = attr.replace('Margin', '').replace('WithinMargins', '')
        if base in ('leading', 'left'):
            v = x0
            sign = 1
        elif base in ('trailing', 'right'):
            v = x0 + w
            sign = -1
        elif base == 'centerX':
            return [x0 + w / 2]
        elif base == 'width':
            return [w]
        else:
            return None
        if attr.endswith('Margin'):
            return [v + sign * m for m in margins]
        return [v]

    def tight_inequality(self, vid):
        """A horizontal inequality naming vid that holds with equality in the saved frames."""
        for c, first, second in self.by_item.get(vid, []):
            if c.get('relation') is None:
                continue
            fa, sa = c.get('firstAttribute'), c.get('secondAttribute')
            if hside(fa) is None and fa != 'width':
                continue
            lhs = self.hvalues(first, fa)
            if lhs is None:
                continue
            const = num(c.get('constant'), 0.0)
            mult = c.get('multiplier', '1')
            if ':' in mult:
                a, b = mult.split(':', 1)
                mult = num(a, 1.0) / (num(b, 1.0) or 1.0)
            else:
                mult = num(mult, 1.0)
            if second is None:
                rhs = [const]
            else:
                sv = self.hvalues(second, sa)
                if sv is None:
                    continue
                rhs = [mult * v + const for v in sv]
            if any(abs(l - r) < 0.01 for l in lhs for r in rhs):
                return c
        return None

    def size_problem(self, e, dim, hug, comp, saved):
        """Why the saved size along dim ('width'|'height') may not be intrinsic, or None."""
        vid = e.get('id')
        other = 'height' if dim == 'width' else 'width'
        weakest = min(hug, comp)
        for c, first, second in self.by_item.get(vid, []):
            fa, sa = c.get('firstAttribute'), c.get('secondAttribute')
            mine = (first == vid and fa == dim) or (second == vid and sa == dim)
            if not mine:
                continue
            rel = c.get('relation')
            p = prio(c)
            if second is None:
                const = num(c.get('constant'), 0.0)
                if rel is None:
                    if p >= weakest:
                        return dim + ' constraint'
                elif saved is not None and abs(saved - const) < 0.01 and p >= weakest:
                    return dim + ' constraint'
            else:
                if p >= weakest:
                    return 'equal ' + dim
        return None

    def free_width(self, v):
        """A view whose width nothing but its content decides (for stacks hugging content)."""
        vid = v.get('id')
        hug = num(v.get('horizontalHuggingPriority'), 250.0)
        comp = num(v.get('horizontalCompressionResistancePriority'), 750.0)
        if self.size_problem(v, 'width', hug, comp, None):
            return False
        if self.pinned_two(vid, hside, hug):
            return False
        if v.get('translatesAutoresizingMaskIntoConstraints') != 'NO':
            return False  # frame fixed by its autoresizing mask, or a top-level view
        pv = self.view_of(v)
        if pv is not None and pv.tag == 'stackView':
            return False
        return True

    def takes_slack(self, o, hug):
        """Arranged subview o would stretch before a label with hugging hug."""
        if o.get('hidden') == 'YES':
            return False
        ohug = num(o.get('horizontalHuggingPriority'), 250.0)
        if ohug >= hug:
            return False
        ocomp = num(o.get('horizontalCompressionResistancePriority'), 750.0)
        if self.size_problem(o, 'width', ohug, ocomp, None):
            return False  # its width is fixed
        if o.find('subviews') is not None or o.tag == 'switch':
            return False  # its content (or UIKit, for a switch) may fix its width
        return True


def font_info(fd):
    """(fontType, weight, pointSize, textStyle, reason or None)."""
    if fd is None:
        return '', '', '', '', 'no font'
    style = fd.get('style')
    if style:
        ps, w = TEXT_STYLES.get(style, ('', ''))
        return 'textStyle', w, ps, style, None
    name = fd.get('name')
    ps = fd.get('pointSize', '')
    if name:
        if name.startswith(SYSTEM_NAME_PREFIXES):
            return 'name:' + name, '', ps, '', None
        return 'name:' + name, '', ps, '', 'custom font'
    typ = fd.get('type', '')
    weight = fd.get('weight', '')
    if typ == 'system':
        weight = weight or 'regular'
    elif typ == 'boldSystem':
        weight = weight or 'bold'
    elif typ == 'italicSystem':
        weight = weight or 'regular'
    else:
        return typ, weight, ps, '', 'custom font'
    if not ps:
        return typ, weight, ps, '', 'no font'
    return typ, weight, ps, '', None


def label_text(e):
    t = e.get('text')
    if t is None:
        s = e.find("string[@key='text']")
        if s is None:
            s = e.find("mutableString[@key='text']")
        if s is not None:
            t = s.text or ''
    return t


def judge(doc, e, docreason):
    """Returns (reason or None, facts dict)."""
    facts = {}
    text = label_text(e)
    facts['text'] = text or ''
    fd = e.find("fontDescription[@key='fontDescription']")
    ftype, weight, ps, style, freason = font_info(fd)
    facts.update(fontType=ftype, weight=weight, pointSize=ps, textStyle=style)
    r = e.find("rect[@key='frame']")
    if r is not None:
        facts.update(x=r.get('x', '0'), y=r.get('y', '0'), width=r.get('width', ''),
                     height=r.get('height', ''))
    hug = num(e.get('horizontalHuggingPriority'), 250.0)
    comp = num(e.get('horizontalCompressionResistancePriority'), 750.0)
    vhug = num(e.get('verticalHuggingPriority'), 250.0)
    vcomp = num(e.get('verticalCompressionResistancePriority'), 750.0)
    facts.update(hug='%g' % hug, compress='%g' % comp, numberOfLines=e.get('numberOfLines', ''),
                 userLabel=e.get('userLabel', ''), customClass=e.get('customClass', ''))
    pv = doc.view_of(e)
    facts['parent'] = pv.tag if pv is not None else ''
    vid = e.get('id')

    # Height: intrinsic unless held.
    hi = 'yes'
    saved_h = num(facts.get('height'))
    if doc.size_problem(e, 'height', vhug, vcomp, saved_h) or doc.pinned_two(vid, vside, vhug):
        hi = 'no'
    if pv is not None and pv.tag == 'stackView':
        if pv.get('axis') == 'vertical':
            if (pv.get('distribution') not in ('equalSpacing', 'equalCentering')
                    and not doc.free_height_stack(pv)):
                hi = 'no'
        elif pv.get('alignment') in (None, 'fill'):
            hi = 'no'
    facts['heightIntrinsic'] = hi

    if docreason:
        return docreason, facts
    if r is None:
        return 'no frame', facts
    if e.get('misplaced') == 'YES':
        return 'misplaced', facts
    if e.get('ambiguous') == 'YES':
        return 'ambiguous', facts
    if e.get('usesAttributedText') == 'YES' or e.find("attributedString[@key='attributedText']") is not None:
        return 'attributed', facts
    if text is None or not text.strip():
        return 'no text', facts
    if any(ch in text for ch in '\n\r\u2028\u2029'):
        return 'newline', facts
    if e.get('numberOfLines', '1') != '1':
        return 'multi-line', facts
    if e.get('adjustsFontSizeToFit') != 'NO':
        return 'adjusts font size', facts
    if e.get('adjustsLetterSpacingToFitWidth') == 'YES':
        return 'letter spacing', facts
    if e.get('placeholderIntrinsicWidth') or e.get('placeholderIntrinsicHeight'):
        return 'placeholder size', facts
    if freason:
        return freason, facts
    if e.find('variation') is not None or vid in doc.varied:
        return 'size class variation', facts
    for c, first, second in doc.by_item.get(vid, []):
        if c.get('id') in doc.varied:
            return 'size class variation', facts
    if e.get('translatesAutoresizingMaskIntoConstraints') != 'NO' or e.get('fixedFrame') == 'YES':
        return 'autoresizing', facts
    in_stack = pv is not None and pv.tag == 'stackView'
    if not doc.by_item.get(vid) and not in_stack:
        return 'no constraints', facts
    w = doc.size_problem(e, 'width', hug, comp, num(facts.get('width')))
    if w:
        return w, facts
    if doc.pinned_two(vid, hside, hug):
        return 'pinned both sides', facts
    if in_stack:
        if e.get('hidden') == 'YES':
            return 'in stack', facts
        axis = pv.get('axis')
        dist = pv.get('distribution')
        align = pv.get('alignment')
        if axis == 'vertical':
            if align in (None, 'fill'):
                return 'in stack', facts
        else:
            if dist == 'fillEqually':
                return 'in stack', facts
            if dist == 'fillProportionally' and not doc.free_width(pv):
                return 'in stack', facts
            if dist in (None, 'fill'):
                if not doc.free_width(pv):
                    sv = pv.find('subviews')
                    others = [o for o in (sv if sv is not None else []) if o is not e]
                    if not any(doc.takes_slack(o, hug) for o in others):
                        return 'in stack', facts
        if axis == 'vertical':
            sf, lf = doc.frame(pv), doc.frame(e)
            if sf and lf and lf[2] >= sf[2] - 0.01:
                return 'squeezed', facts
    if doc.tight_inequality(vid) is not None:
        return 'squeezed', facts
    ps = num(facts.get('pointSize'))
    if hi == 'yes' and ps and saved_h is not None:
        expected = ps * SF_LINE_HEIGHT
        if not (expected - 1.5 <= saved_h <= expected + 2.5):
            return 'height mismatch', facts
    return None, facts


def _free_height_stack(self, v):
    vid = v.get('id')
    hug = num(v.get('verticalHuggingPriority'), 250.0)
    comp = num(v.get('verticalCompressionResistancePriority'), 750.0)
    if self.size_problem(v, 'height', hug, comp, None) or self.pinned_two(vid, vside, hug):
        return False
    pv = self.view_of(v)
    return not (pv is not None and pv.tag == 'stackView')


Doc.free_height_stack = _free_height_stack


def read_refs(path):
    refs = []
    with open(path, encoding='utf-8') as f:
        for line in f:
            line = line.rstrip('\n')
            if not line or line.startswith('#'):
                continue
            p = line.split('\t')
            if p[0] == 'repo' or len(p) < 3:
                continue
            refs.append((p[0], p[1], p[2]))
    return refs


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--cache', default='.label-corpus')
    ap.add_argument('--refs', default='Tests/Corpus/text/sources.tsv')
    ap.add_argument('--labels', help='write kept labels here')
    ap.add_argument('--sources', help='write the files that gave kept labels here')
    ap.add_argument('--all', help='write every label with its verdict here')
    ap.add_argument('--quiet', action='store_true')
    a = ap.parse_args()

    reasons = collections.Counter()
    kept_rows, all_rows, sources = [], [], []
    missing = 0
    for repo, commit, path in read_refs(a.refs):
        fp = os.path.join(a.cache, repo.replace('/', '+', 1) + '@' + commit, path)
        if not os.path.exists(fp):
            fp = os.path.join(a.cache, repo.replace('/', '+', 1), path)
        try:
            data = open(fp, 'rb').read()
        except OSError:
            print('missing: ' + fp, file=sys.stderr)
            missing += 1
            continue
        try:
            root = ET.fromstring(data)
        except ET.ParseError as err:
            print('unparsable: %s: %s' % (fp, err), file=sys.stderr)
            continue
        doc = Doc(root)
        tv = root.get('toolsVersion', '')
        rt = root.get('targetRuntime', '')
        dev = root.find('device')
        device = dev.get('id') if dev is not None else 'none'
        scale = DEVICE_SCALE.get(device, '')
        docreason = None
        if not rt.startswith('iOS.CocoaTouch'):
            docreason = 'not iOS'
        elif root.get('useAutolayout') != 'YES':
            docreason = 'no autolayout'
        n = k = 0
        for e in root.iter('label'):
            reason, facts = judge(doc, e, docreason)
            n += 1
            reasons[reason or 'kept'] += 1
            base = dict(repo=repo, commit=commit, path=path, id=e.get('id', ''),
                        toolsVersion=tv, targetRuntime=rt, device=device, scale=str(scale),
                        reason=reason or 'kept')
            base.update(facts)
            all_rows.append(base)
            if reason is None:
                k += 1
                kept_rows.append(base)
        if k:
            sources.append((repo, commit, path, hashlib.sha256(data).hexdigest(), tv, device,
                            str(n), str(k)))

    def write(path, cols, rows):
        with open(path, 'w', encoding='utf-8', newline='\n') as f:
            f.write('\t'.join(cols) + '\n')
            for r in rows:
                f.write('\t'.join(esc(str(r.get(c, ''))) for c in cols) + '\n')

    if a.labels:
        write(a.labels, LABEL_COLUMNS, kept_rows)
    if a.all:
        write(a.all, ALL_COLUMNS + ['scale'], all_rows)
    if a.sources:
        with open(a.sources, 'w', encoding='utf-8', newline='\n') as f:
            f.write('repo\tcommit\tpath\tsha256\ttoolsVersion\tdevice\tlabels\tkept\n')
            for s in sources:
                f.write('\t'.join(s) + '\n')
    if not a.quiet:
        total = sum(reasons.values())
        repos = {r['repo'] for r in kept_rows}
        print('labels: %d, kept: %d from %d files in %d repositories%s' % (
            total, reasons['kept'], len(sources), len(repos),
            ', %d files missing' % missing if missing else ''))
        for reason, c in reasons.most_common():
            if reason != 'kept':
                print('  excluded %-22s %d' % (reason + ':', c))
    return 1 if missing else 0


if __name__ == '__main__':
    sys.exit(main())
