// The build's CSS-literal step (tools/css-literals.ts): what it drops, what it must keep.
import { describe, expect, it } from 'vitest';
import { cssLiterals, minifyCssText } from '../../../tools/css-literals';

describe('minifyCssText', () => {
  it('drops comments, indentation and the spaces around braces, semicolons, commas and child combinators', () => {
    const css = `
/* A card. */
.stack-card > .stack-body {
  display: flex;
  gap: 8px;
}
.a, .b { color: red; }
`;
    expect(minifyCssText(css)).toBe('.stack-card>.stack-body{display:flex;gap:8px}.a,.b{color:red}');
  });

  it('keeps the spaces tokens need: descendant combinators, a + b, calc(), a space before a pseudo-class', () => {
    expect(minifyCssText('.a .b + .c :is(.d) { width: calc(100% - 8px); }')).toBe('.a .b + .c :is(.d){width:calc(100% - 8px)}');
  });

  it('leaves quoted strings and interpolations as written, with one space beside them where there was one', () => {
    expect(minifyCssText(".x::before { content: ' > , '; }")).toBe(".x::before{content:' > , '}");
    expect(minifyCssText('.a ${inner} .b { margin: 0 ${gap}; }\n${more}\n')).toBe('.a ${inner} .b{margin:0 ${gap}}${more}');
  });

  it('keeps media features readable by the browser', () => {
    expect(minifyCssText('@container (max-width: 479px) {\n  .a { display: none; }\n}')).toBe('@container (max-width:479px){.a{display:none}}');
  });
});

describe('cssLiterals (the build plugin)', () => {
  const transform = cssLiterals().transform as (code: string, id: string) => { code: string } | null;

  it('rewrites literals named *Css or *CSS in our sources, and nothing else', () => {
    const code = 'export const cardCss = `\n.card {\n  gap: 8px;\n}\n`;\nconst note = `\n  keep  me\n`;\n';
    expect(transform(code, '/repo/src/react/ui/card.tsx')?.code).toBe('export const cardCss = `.card{gap:8px}`;\nconst note = `\n  keep  me\n`;\n');
    expect(transform(code, '/repo/node_modules/x/index.js')).toBeNull();
  });
});
