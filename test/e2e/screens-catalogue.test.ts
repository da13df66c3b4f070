// The screen catalogue (test/support/screens.ts) reaches every demo page, and the groups the
// screens-*.test.ts files check hold every scenario once: no screen escapes the width and axe checks.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { SCREEN_GROUPS } from '../support/screen-groups';
import { SCREENS, demoPages } from '../support/screens';

const DEMO_DIR = fileURLToPath(new URL('../../demo/', import.meta.url));

it('the catalogue visits every demo page', () => {
  const files = [
    ...readdirSync(DEMO_DIR).filter((file) => file.endsWith('.html') && file !== 'layout.html' && file !== 'handler.html'),
    ...readdirSync(join(DEMO_DIR, 'handler')).map((file) => `handler/${file}`),
  ];
  const pages = files.map((file) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`));
  const visited = demoPages().map((path) => path.replace(/\.html$/, ''));
  expect(pages.filter((page) => !visited.includes(page))).toEqual([]);
});

it('every scenario is in exactly one checked group', () => {
  const grouped = Object.values(SCREEN_GROUPS).flatMap((group) => group.scenarios.map((scenario) => scenario.name));
  expect([...grouped].sort()).toEqual(SCREENS.map((scenario) => scenario.name).sort());
});
