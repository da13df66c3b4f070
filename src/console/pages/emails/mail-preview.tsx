// The rendered e-mail in a sandboxed frame, faithful under a strict Content-Security-Policy.
//
// Why not `srcdoc` or a blob: URL: such a frame inherits the host page's CSP, and under `style-src 'self'`
// the mail's inline `style=""` attributes and `<style>` blocks would be dropped (a mail is mostly inline
// styles). A frame from the API's origin would need the host to allow it in `frame-src`, and the render
// endpoint is a POST. So the frame stays an empty same-origin document, sandboxed without `allow-scripts`
// (nothing in it can run: no scripts, forms, pop-ups or top navigation), and the console fills it with
// DOM nodes: every `style` attribute is applied through CSSOM (`element.style.cssText`) and the `<style>`
// blocks become one constructable stylesheet. CSP governs neither, so the host page needs nothing extra:
// no `frame-src` entry (an about:blank frame loads nothing) and no `'unsafe-inline'`. The mail's images
// still follow the host's `img-src`.

import { useCallback, useEffect, useRef, type ReactNode } from 'react';

/** Elements that would load or run something, or change how the frame resolves URLs. */
const DROPPED = 'script, noscript, iframe, frame, object, embed, link, base, meta[http-equiv], form, style';
/** Where a style attribute waits while the mail is parsed: DOMParser's document shares the page's CSP. */
const PARKED = 'data-stack-mail-style';

const START_TAG = /<[a-zA-Z][^\s/>]*(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*\/?>/g;
const ATTRIBUTE = /(\s+)([^\s"'>/=]+)(\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;
const STYLE_BLOCK = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

/**
 * The mail's HTML with every `style` attribute renamed and the `<style>` blocks taken out (returned as
 * CSS), so that parsing it applies no inline style, which the page's CSP would refuse and report.
 */
export function parkStyles(html: string): { html: string; css: string } {
  const blocks: string[] = [];
  const withoutBlocks = html.replace(STYLE_BLOCK, (_, css: string) => {
    blocks.push(css);
    return '';
  });
  const parked = withoutBlocks.replace(START_TAG, (tag) =>
    // Each match takes a whole attribute with its value, so text inside a value is never taken for a name.
    tag.replace(ATTRIBUTE, (whole, space: string, name: string, value: string | undefined) => (name.toLowerCase() === 'style' ? `${space}${PARKED}${value ?? ''}` : whole)),
  );
  // replaceSync refuses @import; remote stylesheets would not pass the host's style-src anyway.
  return { html: parked, css: blocks.join('\n').replace(/@import[^;]*;/g, '') };
}

/** Links in the preview go nowhere: the frame is a picture of the mail, not a browser. */
function stopLinks(event: Event): void {
  // The target belongs to the frame's realm, so instanceof Element (ours) would not match.
  const target = event.target as { closest?: (selector: string) => unknown } | null;
  if (target?.closest?.('a')) event.preventDefault();
}
const guarded = new WeakSet<Document>();

/** Replaces the frame's document with `html`, its styles carried over through CSSOM. */
export function fillFrame(frame: HTMLIFrameElement, html: string): void {
  const doc = frame.contentDocument;
  const win = frame.contentWindow as (Window & typeof globalThis) | null;
  if (!doc || !win) return;
  const mail = parkStyles(html);
  const parsed = new DOMParser().parseFromString(mail.html, 'text/html');
  parsed.querySelectorAll(DROPPED).forEach((node) => node.remove());
  const source = parsed.documentElement;
  const inline = [source, ...source.querySelectorAll('*')].map((element) => {
    const style = element.getAttribute(PARKED);
    for (const { name, value } of [...element.attributes]) {
      if (name === PARKED || /^on/i.test(name) || (/^(href|src|action|formaction|xlink:href)$/i.test(name) && /^\s*javascript:/i.test(value))) {
        element.removeAttribute(name);
      }
    }
    return style;
  });
  const copy = doc.importNode(source, true);
  [copy, ...copy.querySelectorAll('*')].forEach((element, index) => {
    const style = inline[index];
    // HTML and SVG elements both carry a CSSOM style.
    const target = element as Element & { style?: CSSStyleDeclaration };
    if (style && target.style) target.style.cssText = style;
  });
  doc.replaceChild(copy, doc.documentElement);
  if (!guarded.has(doc)) {
    doc.addEventListener('click', stopLinks);
    guarded.add(doc);
  }
  try {
    const sheet = new win.CSSStyleSheet();
    sheet.replaceSync(mail.css);
    doc.adoptedStyleSheets = [sheet];
  } catch {
    // A browser without constructable stylesheets shows the mail without its <style> blocks.
  }
}

export function MailPreview({ html, title }: { html: string | null; title: string }): ReactNode {
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(html);
  latest.current = html;
  const fill = useCallback(() => {
    const node = frame.current;
    if (node && latest.current !== null) fillFrame(node, latest.current);
  }, []);
  useEffect(fill, [html, fill]);
  // sandbox: same origin only so the console can fill it; scripts, forms, pop-ups and navigation stay off.
  // onLoad: a browser that swaps in its own about:blank after insertion gets the mail again.
  return <iframe ref={frame} className="stack-emails-frame" title={title} sandbox="allow-same-origin" data-preview="" onLoad={fill} />;
}
