import PlumbDiagnostics
import PlumbMessages

/// `plumb report`'s page: every scene of every file as a picture (``SVGRenderer``) with its
/// findings beside it, filters by severity and kind, and highlighting (a click on a finding
/// or its marker outlines its views; hovering a constraint outlines the views it relates).
/// One self-contained HTML file: its style and script are inline, it loads nothing, and it
/// works from a CI job's artifacts opened in any browser.
struct HTMLReport {
    /// One file of the report: its pictures, or why it could not be drawn.
    struct File: Sendable {
        var path: String
        var pictures: [Picture]
        var failure: [Diagnostic]
    }

    var files: [File]

    func render() -> String {
        let findings = files.flatMap { $0.pictures.flatMap(\.findings) }
        let scenes = files.reduce(0) { $0 + $1.pictures.count }
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width\">\n"
        out += "<title>Plumb report: \(files.count) file\(files.count == 1 ? "" : "s")</title>\n<style>\n\(Self.style)</style>\n</head>\n<body>\n"
        out += "<header>\n<h1>Plumb report</h1>\n<p class=\"summary\">\(files.count) file\(files.count == 1 ? "" : "s"), \(scenes) scene\(scenes == 1 ? "" : "s"): "
        out += Finding.Severity.allCases.map { severity in
            let n = findings.filter { $0.severity == severity }.count
            return "\(n) \(severity)\(n == 1 ? "" : "s")"
        }.joined(separator: ", ")
        let failed = files.filter { !$0.failure.isEmpty }.count
        if failed > 0 { out += "; \(failed) file\(failed == 1 ? "" : "s") could not be drawn" }
        out += "</p>\n" + filters(findings) + "</header>\n" + contents() + "<main>\n"
        for (i, file) in files.enumerated() { out += article(file, index: i + 1) }
        out += "</main>\n<script>\n\(Self.script)</script>\n</body>\n</html>\n"
        return out
    }

    /// Links to the files, with how many findings each has (or that it could not be drawn).
    private func contents() -> String {
        var out = "<nav class=\"contents\"><ol>\n"
        for (i, file) in files.enumerated() {
            let count = file.pictures.reduce(0) { $0 + $1.pins.count }
            let state = !file.failure.isEmpty ? "<span class=\"failed\">not drawn</span>"
                : count == 0 ? "<span class=\"clean\">no findings</span>" : "\(count) finding\(count == 1 ? "" : "s")"
            out += "<li><a href=\"#file-\(i + 1)\">\(escape(file.path))</a> \(state)</li>\n"
        }
        return out + "</ol></nav>\n"
    }

    /// A checkbox per severity and per kind present, all checked.
    private func filters(_ findings: [Finding]) -> String {
        var out = "<form class=\"filters\">\n<fieldset><legend>Severity</legend>"
        for severity in Finding.Severity.allCases {
            let n = findings.filter { $0.severity == severity }.count
            out += "<label><input type=\"checkbox\" class=\"filter\" data-severity=\"\(severity)\" checked> \(severity) (\(n))</label> "
        }
        out += "</fieldset>\n<fieldset><legend>Kind</legend>"
        for kind in Finding.Kind.allCases {
            let n = findings.filter { $0.kind == kind }.count
            guard n > 0 else { continue }
            out += "<label><input type=\"checkbox\" class=\"filter\" data-kind=\"\(kind.rawValue)\" checked> \(kind.rawValue) (\(n))</label> "
        }
        return out + "</fieldset>\n</form>\n"
    }

    private func article(_ file: File, index: Int) -> String {
        var out = "<article class=\"file\" id=\"file-\(index)\">\n<h2>\(escape(file.path))</h2>\n"
        if !file.failure.isEmpty {
            out += "<pre class=\"failure\">\(escape(file.failure.map(\.description).joined(separator: "\n")))</pre>\n"
        }
        for (i, picture) in file.pictures.enumerated() {
            let scene = picture.title.hasPrefix(file.path + ": ") ? String(picture.title.dropFirst(file.path.count + 2)) : picture.title
            out += "<section class=\"scene\" id=\"file-\(index)-scene-\(i + 1)\" data-file=\"\(escape(file.path))\" data-scene=\"\(escape(scene))\">\n"
            // A layout file has one layout, named by the file's heading already.
            if scene != file.path { out += "<h3>\(escape(scene))</h3>\n" }
            out += "<div class=\"scene-body\">\n<div class=\"canvas\">\n"
            // Inline: the page's script reaches into the picture; the XML declaration goes.
            if let start = picture.svg.firstRange(of: "<svg ") { out += String(picture.svg[start.lowerBound...]) }
            out += "</div>\n" + list(picture.pins) + "</div>\n</section>\n"
        }
        return out + "</article>\n"
    }

    private func list(_ pins: [Picture.Pin]) -> String {
        guard !pins.isEmpty else { return "<p class=\"clean\">No findings.</p>\n" }
        var out = "<ol class=\"findings\">\n"
        for pin in pins {
            let f = pin.finding
            out += "<li class=\"finding\" data-finding=\"\(pin.number)\" data-severity=\"\(f.severity)\" data-kind=\"\(f.kind.rawValue)\" data-views=\"\(pin.views.joined(separator: " "))\" tabindex=\"0\">"
            out += "<span class=\"badge \(f.severity)\">\(pin.number)</span> <span class=\"severity\">\(f.severity)</span> "
            out += "<span class=\"message\">\(escape(f.message))</span>"
            if let location = f.location { out += " <span class=\"location\">\(escape(location.description))</span>" }
            out += "<p class=\"explanation\">\(escape(f.explanation))</p>"
            if !f.constraints.isEmpty {
                out += "<ul class=\"constraints\">"
                for (i, reference) in f.constraints.enumerated() {
                    let views = i < pin.constraintViews.count ? pin.constraintViews[i].joined(separator: " ") : ""
                    out += "<li><span class=\"constraint\" data-views=\"\(views)\">\(escape(reference.description))</span></li>"
                }
                out += "</ul>"
            }
            if let suggestion = f.suggestion { out += "<p class=\"suggestion\">\(escape(suggestion))</p>" }
            out += "</li>\n"
        }
        return out + "</ol>\n"
    }

    private func escape(_ s: String) -> String { SVGMarkup.escape(s) }

    static let style = """
        body { font: 14px/1.4 -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif; margin: 0; color: #1d1d1f; }
        header { position: sticky; top: 0; background: #fbfbfd; border-bottom: 1px solid #d2d2d7; padding: 8px 16px; z-index: 1; }
        h1 { font-size: 18px; margin: 0; }
        .summary { margin: 2px 0 6px; }
        .filters fieldset { display: inline-block; border: 1px solid #d2d2d7; margin: 0 8px 4px 0; padding: 2px 8px; }
        .filters label { margin-right: 8px; white-space: nowrap; }
        main { padding: 0 16px 32px; }
        nav.contents { padding: 4px 16px; font-size: 13px; }
        nav.contents ol { margin: 0; padding-left: 28px; columns: 2 360px; column-gap: 32px; }
        nav.contents li { overflow-wrap: anywhere; break-inside: avoid; }
        nav.contents .failed { color: #d62728; }
        article.file { scroll-margin-top: 140px; }
        h2 { font-size: 16px; margin: 24px 0 4px; word-break: break-all; }
        h3 { font-size: 13px; font-weight: 600; color: #424245; margin: 12px 0 4px; }
        .scene-body { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
        .canvas { overflow: auto; max-width: 100%; border: 1px solid #e5e5ea; }
        .canvas svg { display: block; }
        ol.findings { flex: 1 1 320px; margin: 0; padding-left: 0; list-style: none; }
        li.finding { border: 1px solid #e5e5ea; border-radius: 6px; padding: 6px 8px; margin-bottom: 6px; cursor: pointer; }
        li.finding.selected { border-color: #ff2d55; box-shadow: 0 0 0 2px #ff2d5540; }
        .badge { display: inline-block; min-width: 18px; height: 18px; border-radius: 9px; color: #fff; font-size: 11px; font-weight: 700; text-align: center; line-height: 18px; }
        .badge.error { background: #d62728; } .badge.warning { background: #e67e22; } .badge.note { background: #1f77b4; }
        .severity { font-weight: 600; }
        .location { color: #6e6e73; font-size: 12px; }
        .explanation, .suggestion { margin: 4px 0 0; color: #424245; font-size: 13px; }
        ul.constraints { margin: 4px 0 0; padding-left: 18px; font: 12px/1.4 ui-monospace, Menlo, monospace; }
        .constraint:hover { background: #fff3c4; }
        .failure { color: #d62728; white-space: pre-wrap; }
        .clean { color: #2ca02c; }
        g.marker { cursor: pointer; }
        g.view.highlight > rect.frame { stroke: #ff2d55; stroke-width: 4px; }
        g.view.hover > rect.frame { stroke: #ff9500; stroke-width: 3px; }
        g.marker.highlight circle { stroke: #ff2d55; stroke-width: 3px; }

        """

    static let script = """
        "use strict";
        (function () {
          function viewsOf(section, ids) {
            return (ids || "").split(" ").filter(Boolean)
              .map(function (id) { return section.querySelector('g.view[data-view="' + id + '"]'); })
              .filter(Boolean);
          }
          function markerOf(section, number) {
            return section.querySelector('g.marker[data-finding="' + number + '"]');
          }
          function select(item) {
            var section = item.closest("section.scene");
            section.querySelectorAll(".highlight").forEach(function (e) { e.classList.remove("highlight"); });
            section.querySelectorAll("li.finding.selected").forEach(function (e) { e.classList.remove("selected"); });
            item.classList.add("selected");
            viewsOf(section, item.dataset.views).forEach(function (v) { v.classList.add("highlight"); });
            var marker = markerOf(section, item.dataset.finding);
            if (marker) { marker.classList.add("highlight"); }
          }
          document.querySelectorAll("li.finding").forEach(function (item) {
            item.addEventListener("click", function () { select(item); });
            item.addEventListener("keydown", function (e) { if (e.key === "Enter") { select(item); } });
          });
          document.querySelectorAll("section.scene g.marker").forEach(function (marker) {
            marker.addEventListener("click", function () {
              var section = marker.closest("section.scene");
              var item = section.querySelector('li.finding[data-finding="' + marker.dataset.finding + '"]');
              if (item) { select(item); item.scrollIntoView({ block: "nearest" }); }
            });
          });
          document.querySelectorAll(".constraint[data-views]").forEach(function (span) {
            var section = span.closest("section.scene");
            if (!section) { return; }
            span.addEventListener("mouseenter", function () {
              viewsOf(section, span.dataset.views).forEach(function (v) { v.classList.add("hover"); });
            });
            span.addEventListener("mouseleave", function () {
              viewsOf(section, span.dataset.views).forEach(function (v) { v.classList.remove("hover"); });
            });
          });
          function applyFilters() {
            var off = {};
            document.querySelectorAll("input.filter").forEach(function (box) {
              if (!box.checked) { off[box.dataset.severity ? "s:" + box.dataset.severity : "k:" + box.dataset.kind] = true; }
            });
            document.querySelectorAll("li.finding").forEach(function (item) {
              var hidden = off["s:" + item.dataset.severity] || off["k:" + item.dataset.kind];
              item.style.display = hidden ? "none" : "";
              var marker = markerOf(item.closest("section.scene"), item.dataset.finding);
              if (marker) { marker.style.display = hidden ? "none" : ""; }
            });
          }
          document.querySelectorAll("input.filter").forEach(function (box) { box.addEventListener("change", applyFilters); });
        })();

        """
}
