import { chromium } from 'playwright-core';
import { startDemo } from '../demo/serve';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/browser';
import { createConsoleOwner, signInOwner, consolePath, consoleElement } from '../test/support/console';
const demo = await startDemo({ port: 0, emulator: { port: 0, inMemory: true } });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const owner = await createConsoleOwner(demo.emulator);
for (const theme of ['light', 'dark']) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signInOwner(context, demo.url, owner.owner);
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('ERR', m.text()));
  await page.goto(new URL(consolePath({ projectId: owner.projectId, page: 'emails/theme/c7e2d94f-8a1b-4e6d-b3f5-9d0a2e7c1b8f' }), demo.url).toString() + '&theme=' + theme);
  await page.frameLocator('stack-project-admin iframe[data-preview]').getByText('Verify my email').waitFor();
  await page.screenshot({ path: `/tmp/emtools/theme-${theme}.png` });
  await context.close();
}
await browser.close(); await demo.close();
