// The theme's colour pairs reach WCAG AA in both themes, and `auto` follows the page around the element.
import { describe, expect, it } from 'vitest';
import { darkColors, lightColors, resolveTheme, type ColorRole, type ThemeProbe } from '../../../src/react/theme';
import { relativeLuminance } from '../../../src/react/theme/resolve-theme';
import { withTokenDefaults } from '../../../src/react/theme/base';

function contrast(a: string, b: string): number {
  const [x, y] = [relativeLuminance(a)!, relativeLuminance(b)!].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

// [text, background, minimum]
const PAIRS: [ColorRole, ColorRole, number][] = [
  ['foreground', 'background', 4.5], ['foreground', 'card', 4.5], ['foreground', 'muted', 4.5],
  ['muted-foreground', 'card', 4.5], ['muted-foreground', 'background', 4.5], ['muted-foreground', 'muted', 4.5],
  ['primary-foreground', 'primary', 4.5], ['secondary-foreground', 'secondary', 4.5],
  ['danger', 'card', 4.5], ['danger-foreground', 'danger', 4.5], ['success', 'card', 4.5], ['warning', 'card', 4.5],
  ['input', 'card', 3], ['ring', 'card', 3], ['primary', 'card', 3],
];

describe('theme colours', () => {
  for (const [name, colors] of [['light', lightColors], ['dark', darkColors]] as const) {
    it.each(PAIRS)(`${name}: %s on %s reaches %s:1`, (text, background, minimum) => {
      expect(contrast(colors[text], colors[background])).toBeGreaterThanOrEqual(minimum);
    });
  }

  it('lets a token set on the page win over the theme value', () => {
    expect(withTokenDefaults('a { color: var(--stack-primary); border-radius: var(--stack-radius); }')).toBe(
      'a { color: var(--stack-primary, var(--_s-primary)); border-radius: var(--stack-radius, 8px); }',
    );
  });
});

function probe(options: { declared?: string; background?: string | null; prefersDark?: boolean }): ThemeProbe {
  return { declaredScheme: () => options.declared ?? '', backgroundBehind: () => options.background ?? null, prefersDark: () => options.prefersDark ?? false };
}

describe('resolveTheme', () => {
  it('keeps an explicit light or dark whatever the page', () => {
    expect(resolveTheme('light', probe({ declared: 'dark', prefersDark: true }))).toBe('light');
    expect(resolveTheme('dark', probe({ background: 'rgb(255, 255, 255)' }))).toBe('dark');
  });
  it('system follows the OS preference', () => {
    expect(resolveTheme('system', probe({ prefersDark: true, background: 'rgb(255, 255, 255)' }))).toBe('dark');
    expect(resolveTheme('system', probe({ prefersDark: false }))).toBe('light');
  });
  it('auto: a page that declares one color-scheme gets it', () => {
    expect(resolveTheme('auto', probe({ declared: 'dark', background: 'rgb(255, 255, 255)' }))).toBe('dark');
    expect(resolveTheme('auto', probe({ declared: 'light', prefersDark: true }))).toBe('light');
  });
  it('auto: otherwise the lightness of the background behind the element decides, not the OS', () => {
    expect(resolveTheme('auto', probe({ background: 'rgb(15, 23, 42)' }))).toBe('dark');
    expect(resolveTheme('auto', probe({ background: 'rgb(250, 250, 250)', prefersDark: true }))).toBe('light');
    expect(resolveTheme('auto', probe({ declared: 'light dark', background: 'rgba(0, 0, 0, 0)', prefersDark: true }))).toBe('dark');
    expect(resolveTheme(undefined, probe({}))).toBe('light');
  });
});
