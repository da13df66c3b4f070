// The pages the first-paint bench compares the elements with (./first-paint.ts), each a script of its own
// bundled by esbuild (minified, production, the script's React 18.3, so the figures compare our code, not
// React versions), its options on its own tag:
//   bare      an e-mail/password form, after the same GET /projects/current as the elements (or without it)
//   floor     React alone putting the sign-in card's DOM, as the elements painted it, into N shadow roots with
//             the script's stylesheet, one root each, after the same call: no component logic, no SDK, no
//             data. What any React implementation of this card pays for N elements (React's render and commit
//             of the card's nodes, their style and layout).

import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { CLIENT_VERSION } from '../src/protocol/constants';
import { SCRIPT_REACT_ESBUILD_ALIAS } from '../tools/script-react/location';
import { loadAndRead, type PipeBrowser } from './cdp-pipe';

/** The card as one element painted it: its shadow root's markup and the text of its adopted sheets. */
export interface CapturedCard {
  html: string;
  css: string;
}

/** Loads an elements page and reads the first element's painted card. */
export function captureCard(browser: PipeBrowser, url: string): Promise<CapturedCard> {
  return loadAndRead<CapturedCard>(
    browser,
    url,
    `(() => {
  const frame = () => {
    const root = document.querySelector('stack-sign-in')?.shadowRoot;
    if (!root || !root.querySelector('input[name=email]')) return requestAnimationFrame(frame);
    window.__card = { html: root.innerHTML, css: root.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\\n')).join('\\n') };
  };
  requestAnimationFrame(frame);
})();`,
    '__card',
  );
}

// The elements' first read, with the headers the SDK's pipeline sends for it (src/core/http/pipeline.ts
// headersFor); `data` is the script tag's dataset.
const PROJECT_READ = `
function readProject(data) {
  return fetch(data.baseUrl.replace(/\\/+$/, '') + '/api/v1/projects/current', {
    method: 'GET', cache: 'no-store', credentials: 'omit',
    headers: {
      'x-stack-override-error-status': 'true',
      'x-stack-client-version': data.clientVersion,
      'x-stack-random-nonce': crypto.randomUUID(),
      'x-stack-project-id': data.projectId,
      'x-stack-access-type': 'client',
      'x-stack-allow-anonymous-user': 'true',
      'x-stack-publishable-client-key': data.publishableClientKey,
      'ngrok-skip-browser-warning': 'true',
    },
  }).then((response) => response.json());
}
`;

const BARE_ENTRY = `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
${PROJECT_READ}
const data = document.currentScript.dataset;
function Form() {
  return h('form', { className: 'card', onSubmit: (event) => event.preventDefault() },
    h('h2', null, 'Sign in to your account'),
    h('label', null, 'E-mail', h('input', { type: 'email', name: 'email', autoComplete: 'email' })),
    h('label', null, 'Password', h('input', { type: 'password', name: 'password', autoComplete: 'current-password' })),
    h('button', { type: 'submit' }, 'Sign in'));
}
function render() {
  createRoot(document.getElementById('root')).render(h(Form));
}
if (data.call === '1') readProject(data).then(render, render);
else render();
`;

// The card's markup becomes React elements once, when the script runs (not in the measured render); inputs are
// controlled, as the elements' are. Then, after the call, one root per <stack-sign-in> renders it in one flushSync.
const FLOOR_ENTRY = `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
${PROJECT_READ}
const data = document.currentScript.dataset;
const card = self.__floorCard;
const sheet = new CSSStyleSheet();
sheet.replaceSync(card.css);
const REACT_NAMES = { class: 'className', for: 'htmlFor', autocomplete: 'autoComplete', inputmode: 'inputMode', autocapitalize: 'autoCapitalize', spellcheck: 'spellCheck', tabindex: 'tabIndex' };
function toReact(node, key) {
  if (node.nodeType === 3) return node.nodeValue;
  if (node.nodeType !== 1) return null;
  const props = { key };
  for (const attribute of node.attributes) props[REACT_NAMES[attribute.name] ?? attribute.name] = attribute.value;
  if ('novalidate' in props) { delete props.novalidate; props.noValidate = true; }
  if (node.localName === 'input') { props.value = ''; props.onChange = () => {}; }
  if (node.localName === 'form') props.onSubmit = (event) => event.preventDefault();
  return h(node.localName, props, ...[...node.childNodes].map((child, index) => toReact(child, index)).filter((child) => child !== null));
}
const template = document.createElement('template');
template.innerHTML = card.html;
const tree = [...template.content.childNodes].map((child, index) => toReact(child, index));
function Card() {
  return tree;
}
function render() {
  const roots = [...document.querySelectorAll('stack-sign-in')].map((host) => {
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.adoptedStyleSheets = [sheet];
    return createRoot(shadow);
  });
  flushSync(() => roots.forEach((root) => root.render(h(Card))));
}
readProject(data).then(render, render);
`;

async function bundle(entry: string, name: string): Promise<string> {
  const result = await build({
    stdin: { contents: entry, loader: 'js', resolveDir: fileURLToPath(new URL('..', import.meta.url)), sourcefile: name },
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: SCRIPT_REACT_ESBUILD_ALIAS,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** The bare pages' script (one bundle serves both: \`data-call\` on its tag says whether it reads first). */
export function bundleBare(): Promise<string> {
  return bundle(BARE_ENTRY, 'bare-form.js');
}

/** The floor pages' script, the captured card inlined ahead of it. */
export async function bundleFloor(card: CapturedCard): Promise<string> {
  return `self.__floorCard=${JSON.stringify(card)};\n${await bundle(FLOOR_ENTRY, 'floor.js')}`;
}

interface PageKeys {
  projectId: string;
  publishableClientKey: string;
  baseUrl: string;
}

/** The script tag's data attributes for the project and the API. */
function keyAttributes(keys: PageKeys): string {
  return `data-project-id="${keys.projectId}" data-publishable-client-key="${keys.publishableClientKey}" data-base-url="${keys.baseUrl}" data-client-version="${CLIENT_VERSION}"`;
}

export function barePageHtml(options: PageKeys & { title: string; call: boolean }): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${options.title}</title>
    <script src="/bare-form.js" data-call="${options.call ? '1' : '0'}" ${keyAttributes(options)} defer></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
}

/** A floor page: `body` holds its <stack-sign-in> hosts, the same markup as the elements page it stands beside. */
export function floorPageHtml(options: PageKeys & { title: string; body: string }): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${options.title}</title>
    <script src="/floor.js" ${keyAttributes(options)} defer></script>
  </head>
  <body>
    ${options.body}
  </body>
</html>`;
}
