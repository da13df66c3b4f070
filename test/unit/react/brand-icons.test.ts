// The committed brand logos are exactly what tools/brand-icons.ts makes from the installed icon set.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_ICONS_FILE, PROVIDER_LOGOS, brandIconsSource } from '../../../tools/brand-icons';
import { BRAND_ICONS } from '../../../src/react/ui/brand-icons';

describe('brand icons', () => {
  it('are up to date with @iconify-json/logos (run `npx tsx tools/brand-icons.ts` if not)', () => {
    expect(readFileSync(BRAND_ICONS_FILE, 'utf8')).toBe(brandIconsSource());
  });
  it('cover every provider type, with SVG markup only (no script, no style, no event handlers)', () => {
    expect(Object.keys(BRAND_ICONS).sort()).toEqual(Object.keys(PROVIDER_LOGOS).sort());
    for (const icon of Object.values(BRAND_ICONS)) {
      expect(icon.viewBox).toMatch(/^0 0 \d+ \d+$/);
      expect(icon.body).not.toMatch(/<script|style=|\son[a-z]+=/i);
    }
  });
});
