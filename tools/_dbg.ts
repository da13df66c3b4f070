import { chromium } from 'playwright-core';
import { startDemo } from '../demo/serve';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/browser';
import { screensMatching, openScreen } from '../test/support/screens';
const demo = await startDemo({ port: 0, emulator: { port: 0, inMemory: true } });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const [screen] = screensMatching('console-emails--template-editor');
const opened = await openScreen(browser, demo, screen!, { theme: 'light', viewport: { width: 1280, height: 800 } });
const out = await opened.page.evaluate(() => {
  const host = document.querySelector('stack-project-admin')!;
  const root = host.shadowRoot!;
  const box = root.querySelector('.stack-emails-editor-box')!;
  const gut = root.querySelector('.cm-gutters')!;
  const txt=[...root.adoptedStyleSheets[1]!.cssRules].map(r=>r.cssText).filter(t=>t.includes('emails')).join('\n').slice(0,3000); return { txt, muted: getComputedStyle(box).getPropertyValue('--stack-input'), sheets: root.adoptedStyleSheets.length, rules: root.adoptedStyleSheets.map((s) => s.cssRules.length), border: getComputedStyle(box).borderTopWidth, gut: getComputedStyle(gut).backgroundColor, editorParent: root.querySelector('.cm-editor')?.className, docSheets: document.adoptedStyleSheets.length };
});
console.log(out);
await opened.close(); await browser.close(); await demo.close();
