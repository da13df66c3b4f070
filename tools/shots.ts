// `npm run shots [-- --only <substring>] [--out <dir>]`: every screen of the catalogue
// (test/support/screens.ts) at 1280x800 and 375x740, light and dark, as full-page PNGs named
// <scenario>--<width>--<theme>.png in shots/. Needs the built bundle (the npm script builds first).
// `--readme` instead writes the pictures of docs/theming.md (the sign-in card and account settings, light and
// dark, cropped to the element) into docs/screens/.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startDemo } from '../demo/serve';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/browser';
import { SCREEN_THEMES, SCREEN_VIEWPORTS, screensMatching, withScreen } from '../test/support/screens';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

const { values } = parseArgs({ options: { only: { type: 'string' }, out: { type: 'string', default: 'shots' }, readme: { type: 'boolean', default: false } } });
/** README picture name -> the scenario and the element it crops to. */
const README_SHOTS: Record<string, { scenario: string; element: string }> = {
  'sign-in': { scenario: 'sign-in--empty', element: 'stack-sign-in' },
  'account-settings': { scenario: 'settings-emails', element: 'stack-account-settings' },
};
const outDir = resolve(ROOT, values.readme ? 'docs/screens' : values.out!);
const screens = values.readme ? Object.values(README_SHOTS).map(({ scenario }) => screensMatching(scenario).find((one) => one.name === scenario)!) : screensMatching(values.only);
if (screens.length === 0) {
  process.stderr.write(`No scenario matches "${values.only}".\n`);
  process.exit(1);
}
if (!existsSync(join(ROOT, 'dist', 'stack-elements.js'))) {
  process.stderr.write('dist/stack-elements.js is missing: run `npm run build` first (`npm run shots` does).\n');
  process.exit(1);
}
await mkdir(outDir, { recursive: true });

const demo = await startDemo({ port: 0, emulator: { port: 0, inMemory: true } });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const written: string[] = [];
const failed: string[] = [];
const started = Date.now();
try {
  for (const screen of screens) {
    const readme = Object.entries(README_SHOTS).find(([, shot]) => shot.scenario === screen.name);
    for (const viewport of values.readme ? SCREEN_VIEWPORTS.slice(0, 1) : SCREEN_VIEWPORTS) {
      for (const theme of SCREEN_THEMES) {
        const file = values.readme && readme ? join(outDir, `${readme[0]}-${theme}.png`) : join(outDir, `${screen.name}--${viewport.width}--${theme}.png`);
        try {
          const errors = await withScreen(browser, demo, screen, { theme, viewport }, async ({ page, errors }) => {
            if (values.readme && readme) await page.locator(readme[1].element).screenshot({ path: file, animations: 'disabled', caret: 'hide' });
            else await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
            return errors;
          });
          written.push(file);
          const note = errors.length > 0 ? `  (page errors: ${errors.length})` : '';
          process.stdout.write(`${relative(ROOT, file)}${note}\n`);
        } catch (error) {
          const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
          failed.push(`${screen.name}--${viewport.width}--${theme}: ${message}`);
          process.stdout.write(`FAILED ${screen.name}--${viewport.width}--${theme}: ${message}\n`);
        }
      }
    }
  }
} finally {
  await browser.close();
  await demo.close();
}

const seconds = ((Date.now() - started) / 1000).toFixed(0);
process.stdout.write(`\n${written.length} screenshots of ${screens.length} scenarios in ${relative(ROOT, outDir) || '.'}/ (${seconds} s)\n`);
if (failed.length > 0) {
  process.stdout.write(`${failed.length} failed:\n${failed.map((line) => `  ${line}`).join('\n')}\n`);
  process.exitCode = 1;
}
// Something of the emulator (mail workers, the mock provider) may keep the loop alive after close.
process.exit();
