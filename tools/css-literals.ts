// Build step of the scripts: the CSS our components carry as template literals (`export const fooCss = `...``)
// is written for people (indented, commented); the scripts ship it without comments and layout whitespace.
// About 0.8 KB gzip of the end-user set. Conservative on purpose: quoted strings and `${…}` pieces stay as
// they are, and only whitespace that no CSS token needs is dropped (around { } ; , >, after a declaration's
// colon, at the ends), so `calc(1px + 2px)`, `a + b` and descendant combinators keep their spaces.

import type { Plugin } from 'vite';

/** A CSS literal in our sources: a const whose name ends in Css or CSS, assigned a template literal. */
const CSS_LITERAL = /(\b\w+(?:Css|CSS)\s*(?::\s*string\s*)?=\s*)`([^`]*)`/g;
/** Pieces left alone inside a literal: interpolations and quoted strings. */
const KEEP = /(\$\{[^}]*\}|'[^'\n]*'|"[^"\n]*")/;

/** One piece between kept ones (comments already gone): whitespace collapsed, then dropped where no token needs it. */
function squeeze(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,>]) ?/g, '$1')
    // "a: b" is always a declaration or a media feature (a selector's colon is never followed by a space).
    .replace(/: /g, ':')
    .replace(/;}/g, '}');
}

/** The literal's text with comments and needless whitespace gone; what is kept keeps one space at its edges. */
export function minifyCssText(css: string): string {
  const pieces = css.replace(/\/\*[\s\S]*?\*\//g, '').split(KEEP);
  return pieces
    .map((piece, index) => {
      if (index % 2 === 1) return piece;
      const inner = squeeze(piece);
      // Only whitespace: between two kept pieces it separates them; at either end of the literal it goes.
      if (inner.trim() === '') return index > 0 && index < pieces.length - 1 && /\s/.test(piece) ? ' ' : '';
      // A space next to a kept piece may be a combinator (`.a ${b}`) or a separator (`0 ${x}`): one stays.
      const start = index > 0 && /^\s/.test(piece) && !/^[{};,>]/.test(inner.trimStart()) ? ' ' : '';
      const end = index < pieces.length - 1 && /\s$/.test(piece) && !/[{};,>:]$/.test(inner.trimEnd()) ? ' ' : '';
      return start + inner.trim() + end;
    })
    .join('');
}

/** Minifies every CSS literal of our modules (src/, widget/) in the build; tests and the dev server see the source. */
export function cssLiterals(): Plugin {
  return {
    name: 'stack-css-literals',
    apply: 'build',
    transform(code, id) {
      if (!/\/(src|widget)\/.*\.tsx?$/.test(id) || !code.includes('`')) return null;
      let changed = false;
      const out = code.replace(CSS_LITERAL, (_whole, head: string, body: string) => {
        changed = true;
        return `${head}\`${minifyCssText(body)}\``;
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}
