/// The HTML report's fixed parts: the document head with its style, and the script at the end of the body. They
/// are the same in every report; the policy in the head lets the page load nothing from anywhere.
///
/// Colours come from a palette that readers with the common colour-vision deficiencies tell apart (vermillion,
/// orange, blue), and nothing is said by colour alone: every severity is also a word, every box of a graph names
/// its kind, weak references are dashed.
enum HTMLReportAssets {
    static func head(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; \
        script-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'">
        <meta name="generator" content="leakwatch">
        <title>\(HTML.text(title))</title>
        <style>
        \(style)</style>
        </head>
        <body>
        \(markers)
        """
    }

    /// The arrowheads every graph's edges end with, defined once for the page.
    static let markers = """
        <svg class="defs" width="0" height="0" aria-hidden="true"><defs>\
        <marker id="lw-arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="10" markerHeight="10" \
        markerUnits="userSpaceOnUse" orient="auto"><path d="M0 0L10 5L0 10z" fill="#333"/></marker>\
        <marker id="lw-cut" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="13" markerHeight="13" \
        markerUnits="userSpaceOnUse" orient="auto"><path d="M0 0L10 5L0 10z" fill="#d55e00"/></marker>\
        </defs></svg>

        """

    static let tail = "<script>\n\(script)</script>\n</body>\n</html>\n"

    static let style = """
        :root{--error:#d55e00;--warning:#e69f00;--note:#56b4e9;--ink:#1b1b1b;--dim:#5c5c5c;--line:#d0d0d0;\
        --accent:#0072b2;font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--ink)}
        body{max-width:1100px;margin:0 auto;padding:0 16px 48px}
        [hidden]{display:none!important}
        h1{font-size:1.5em;margin:.6em 0 .1em}h2{font-size:1.25em;border-bottom:1px solid var(--line)}
        h3{font-size:1em;margin:1em 0 .4em}.sum,.more,.ctx,.loc{color:var(--dim)}
        code,pre,kbd,.loc{font-family:ui-monospace,"SF Mono",Menlo,Consolas,monospace;font-size:.9em}
        a{color:var(--accent)}
        .sev{display:inline-block;padding:0 .45em;border:1px solid;border-radius:3px;font-weight:600}
        .sev.error{background:#fbe3d4;border-color:var(--error);color:#7a2f00}
        .sev.warning{background:#fdf0cc;border-color:var(--warning);color:#5e4100}
        .sev.note{background:#dcecf8;border-color:var(--accent);color:#00466e}
        .cards{display:flex;gap:12px;padding:0;list-style:none;flex-wrap:wrap}.cards li{padding:.3em .8em}
        .cards b{font-size:1.4em}
        svg{max-width:100%;height:auto}svg text{font:12px ui-monospace,Menlo,Consolas,monospace;fill:var(--ink)}
        .chart rect.error{fill:var(--error)}.chart rect.warning{fill:var(--warning)}.chart rect.note{fill:var(--note)}
        .chart text.f{text-anchor:end}.chart a text{fill:var(--accent)}.chart text.in{text-anchor:middle;fill:#000}
        table.rules{border-collapse:collapse;width:100%}.rules td,.rules th{border-bottom:1px solid var(--line);\
        padding:.25em .5em;text-align:right;vertical-align:top}.rules td:first-child,.rules th:first-child{text-align:left}
        .rules .sum{text-align:left}
        .rules td:first-child{white-space:nowrap}
        dl.settings{display:flex;flex-wrap:wrap;gap:.2em 1.4em}dl.settings dt{display:inline;color:var(--dim)}
        dl.settings dd{display:inline;margin:0 0 0 .4em;font-weight:600}
        #filters{position:sticky;top:0;z-index:1;background:#fff;border-bottom:1px solid var(--line);padding:.4em 0}
        #filters form{display:flex;flex-wrap:wrap;gap:.4em 1em;align-items:center}
        #filters fieldset{border:0;padding:0;margin:0;display:flex;gap:.4em}#filters legend{float:left;margin-right:.4em}
        #filters input[type=text],#filters input[type=search]{width:14em}.keys{margin:0;color:var(--dim);font-size:.85em}
        kbd{border:1px solid var(--line);border-radius:3px;padding:0 .3em}
        .finding{border:1px solid var(--line);border-radius:6px;padding:.2em 1em .8em;margin:1em 0;scroll-margin-top:6em}
        .finding:focus{outline:3px solid var(--accent);outline-offset:2px}
        .finding h3{display:flex;flex-wrap:wrap;gap:.5em;align-items:baseline}.finding h3>a{font-weight:600;text-decoration:none}
        .msg{font-weight:500}
        .gw{overflow-x:auto}svg.graph{max-width:none}
        .graph rect{stroke-width:1.5}.graph text{text-anchor:middle}.graph text.k{font-size:10px;fill:var(--dim)}
        .node.object rect{fill:#e3effa;stroke:var(--accent)}.node.storage rect{fill:#fdf3d8;stroke:#8a6100}
        .node.closure rect{fill:#e2f4ec;stroke:#00795a}.node.registry rect{fill:#ececec;stroke:#333;stroke-width:3}
        svg.defs{position:absolute}
        .edge path{fill:none;stroke:#333;stroke-width:1.6;marker-end:url(#lw-arrow)}
        .edge.weak path{stroke-dasharray:6 4}.edge text{font-size:11px;fill:var(--dim)}
        .edge.brk path{stroke:var(--error);stroke-width:3.2;marker-end:url(#lw-cut)}
        .edge text.fx{fill:#a33f00;font-weight:700}
        ol.path{padding-left:2em}ol.path li{margin:.2em 0}.breaks{color:#a33f00}
        .src,.fix{margin:.6em 0}.fn{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.85em;color:var(--dim)}
        pre{margin:0;overflow-x:auto;background:#f7f7f7;border:1px solid #e4e4e4;border-radius:4px;padding:.4em 0;\
        tab-size:4;font-size:13px;line-height:1.45}
        pre>span{display:block;white-space:pre;padding-right:1em}
        pre i{display:inline-block;width:4.5ch;margin-right:1.2ch;text-align:right;color:#777;font-style:normal;\
        user-select:none}
        pre .hl{background:#fff1bf;box-shadow:inset 4px 0 var(--warning)}mark{background:#ffd24d;color:inherit;\
        outline:1px solid #b38600}
        .ann{display:block;margin:.15em 1em .3em 6ch;padding:.15em .6em;background:#e3effa;border-left:3px solid \
        var(--accent);font-family:system-ui,sans-serif;white-space:normal}
        .ann b{display:inline-block;min-width:1.4em;text-align:center;border-radius:1em;background:var(--accent);\
        color:#fff;margin-right:.4em}
        .gap{display:block;padding-left:3ch;color:#777}
        pre .del{background:#fbe3d4}pre .add{background:#dcecf8}pre .chg{background:#fdf6e3}
        del{background:#f7cdb4;text-decoration:line-through}ins{background:#c6e0f5;text-decoration:underline}.notes{padding-left:1.2em;color:var(--dim)}
        @media (max-width:640px){body{padding:0 8px 32px}:root{font-size:14px}#filters{position:static}
        #filters input[type=text],#filters input[type=search]{width:100%}#filters label{flex:1 1 100%}
        .keys{display:none}pre{font-size:12px}svg.chart{max-width:none}.rules .sum{display:none}}
        @media print{#filters{display:none}body{max-width:none;padding:0}.finding{break-inside:avoid-page}
        pre,pre>span{white-space:pre-wrap;overflow:visible}
        a{color:inherit;text-decoration:none}.gw{overflow:visible}}

        """

    static let script = """
        (function () {
          'use strict';
          var root = document.documentElement;
          window.addEventListener('error', function (event) {
            root.setAttribute('data-error', String(event.message));
          });
          var nav = document.getElementById('filters');
          var form = document.getElementById('filter-form');
          var shown = document.getElementById('shown');
          var items = Array.prototype.map.call(document.querySelectorAll('article.finding'), function (el) {
            return {el: el, severity: el.querySelector('.sev').textContent, rule: el.querySelector('.rule').textContent,
              file: el.querySelector('.file').textContent, text: null};
          });
          var severities = Array.prototype.slice.call(form.querySelectorAll('input[name=severity]'));
          var rule = form.elements.rule, path = form.elements.path, query = form.elements.q;

          function plural(count) { return count + (count === 1 ? ' finding' : ' findings'); }

          function apply() {
            var wanted = {};
            severities.forEach(function (box) { wanted[box.value] = box.checked; });
            var ruleValue = rule.value, pathValue = path.value.trim(), words = query.value.trim().toLowerCase();
            var count = 0;
            items.forEach(function (item) {
              var visible = wanted[item.severity] === true && (!ruleValue || item.rule === ruleValue) &&
                (!pathValue || item.file.indexOf(pathValue) === 0);
              if (visible && words) {
                if (item.text === null) { item.text = item.el.textContent.toLowerCase(); }
                visible = item.text.indexOf(words) >= 0;
              }
              if (item.el.hidden === visible) { item.el.hidden = !visible; }
              if (visible) { count += 1; }
            });
            shown.textContent = count === items.length ? plural(count) : 'showing ' + count + ' of ' + plural(items.length);
          }

          function state() {
            var params = new URLSearchParams();
            var on = severities.filter(function (box) { return box.checked; });
            if (on.length !== severities.length) {
              params.set('severity', on.map(function (box) { return box.value; }).join(','));
            }
            if (rule.value) { params.set('rule', rule.value); }
            if (path.value.trim()) { params.set('path', path.value.trim()); }
            if (query.value.trim()) { params.set('q', query.value.trim()); }
            return params.toString();
          }

          function save() {
            var text = state();
            try {
              history.replaceState(null, '', text ? '#' + text : location.pathname + location.search);
            } catch (ignored) {
              // A page opened from a place that forbids changing its address keeps its filters all the same.
            }
          }

          // '#severity=error,warning&rule=…&path=…&q=…'; false for anything else ('#finding-3').
          function load(hash) {
            var text = hash.replace(/^#/, '');
            if (text.indexOf('=') < 0) { return false; }
            var params = new URLSearchParams(text);
            var levels = params.get('severity');
            severities.forEach(function (box) {
              box.checked = levels === null || levels.split(',').indexOf(box.value) >= 0;
            });
            rule.value = params.get('rule') || '';
            path.value = params.get('path') || '';
            query.value = params.get('q') || '';
            return true;
          }

          // A link to a finding that the filters hide shows everything again.
          function reveal(hash) {
            var target = /^#finding-[0-9]+$/.test(hash) ? document.getElementById(hash.slice(1)) : null;
            if (target && target.hidden) {
              form.reset();
              apply();
              target.scrollIntoView();
            }
          }

          function move(step) {
            var list = items.filter(function (item) { return !item.el.hidden; }).map(function (item) { return item.el; });
            if (list.length === 0) { return; }
            var active = document.activeElement;
            var current = list.indexOf(active && active.closest ? active.closest('article.finding') : null);
            var next;
            if (current < 0) {
              next = 0;
              while (next < list.length - 1 && list[next].getBoundingClientRect().bottom < 80) { next += 1; }
              if (step < 0 && next > 0) { next -= 1; }
            } else {
              next = Math.min(Math.max(current + step, 0), list.length - 1);
            }
            list[next].tabIndex = -1;
            list[next].focus();
            list[next].scrollIntoView({block: 'start'});
          }

          form.addEventListener('input', function () { apply(); save(); });
          form.addEventListener('submit', function (event) { event.preventDefault(); });
          form.addEventListener('reset', function () { setTimeout(function () { apply(); save(); }, 0); });
          window.addEventListener('hashchange', function () {
            if (load(location.hash)) { apply(); } else { reveal(location.hash); }
          });
          document.addEventListener('keydown', function (event) {
            if (event.ctrlKey || event.metaKey || event.altKey) { return; }
            var tag = event.target.tagName;
            if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA') {
              if (event.key === 'Escape') { event.target.blur(); }
              return;
            }
            if (event.key === 'j' || event.key === 'n') { move(1); event.preventDefault(); }
            else if (event.key === 'k' || event.key === 'p') { move(-1); event.preventDefault(); }
            else if (event.key === '/') { query.focus(); event.preventDefault(); }
          });

          nav.hidden = false;
          load(location.hash);
          apply();
          reveal(location.hash);
          root.setAttribute('data-ready', 'true');
          root.setAttribute('data-load-ms', String(Math.round(performance.now())));
        })();

        """
}
