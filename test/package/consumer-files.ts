// The files of a fresh app that installs the packed tarball: every entry and every element used the
// way a customer would, type-checked strictly (the package's own .d.ts files included) and built with
// Vite. Kept as text so the repository's own type-check never resolves 'stack-elements' to itself.

/** The element tags a customer writes; every one must be defined, typed and built. */
export const CONSUMER_TAGS = [
  'stack-sign-in',
  'stack-sign-up',
  'stack-user-button',
  'stack-cli-auth-confirm',
  'stack-mfa',
  'stack-magic-link-callback',
  'stack-handler',
  'stack-oauth-callback',
  'stack-account-settings',
  'stack-team-switcher',
] as const;

export const CONSUMER_PACKAGE_JSON = JSON.stringify({ name: 'consumer-app', private: true, type: 'module' }, null, 2);

export const CONSUMER_TSCONFIG = JSON.stringify(
  {
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'Bundler',
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      // Our declarations are checked too (the app's own libraries are not ours to fix).
      skipLibCheck: false,
      types: [],
    },
    include: ['src'],
  },
  null,
  2,
);

export const CONSUMER_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>consumer</title></head>
<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>
`;

// Each element through HTMLElementTagNameMap: its properties compile only when the typings are there.
const elementUses = CONSUMER_TAGS.map((tag, i) => `const e${i} = document.createElement('${tag}');\ne${i}.projectId = 'p';`).join('\n');
const elementList = CONSUMER_TAGS.map((_, i) => `e${i}`).join(', ');

/** src/main.tsx: the main entry (side effect + defineElements), /react and /sdk. */
export const CONSUMER_MAIN = `import 'stack-elements';
import { defineElements, ELEMENT_TAGS, STACK_EVENTS, getApp, version, type ElementTag, type StackEvent } from 'stack-elements';
import { StackProvider, SignIn, UserButton, ThemeScope, lightDomThemeCss, useUser } from 'stack-elements/react';
import { StackClientApp, StackServerApp, StackAdminApp, type CurrentUser, type PublicUser } from 'stack-elements/sdk';
import { createRoot } from 'react-dom/client';
import type { ReactNode } from 'react';

defineElements({ prefix: 'acme' });
const tags: readonly ElementTag[] = ELEMENT_TAGS;
${elementUses}
document.body.append(${elementList}, document.createElement('acme-sign-in'));
const theme: 'light' | 'dark' | 'system' | 'auto' | null = e0.theme;
// A typed listener on an element (GlobalEventHandlersEventMap): detail is the event's own type.
e9.addEventListener('stack-team-changed', (event) => console.log(event.detail.team?.displayName, theme));

document.addEventListener('stack-signed-in', (event) => {
  const user: PublicUser | null = event.detail.user;
  console.log(STACK_EVENTS.signedIn, user?.primaryEmail, version, tags.length);
});
const onTeam = (event: StackEvent): string | undefined => event.detail.user?.id;
document.addEventListener(STACK_EVENTS.userChanged, onTeam);

const app = new StackClientApp({ projectId: 'p', publishableClientKey: 'pck', tokenStore: 'cookie' });
// The page's shared app (main entry) and one made with /sdk are one type: the declarations share it.
const pageApp = getApp('p') ?? app;
export const server = new StackServerApp({ projectId: 'p', publishableClientKey: 'pck', secretServerKey: 'ssk', tokenStore: 'memory' });
export const admin = new StackAdminApp({ projectId: 'p', superSecretAdminKey: 'sak', tokenStore: 'memory' });

function Greeting(): ReactNode {
  const user: CurrentUser | null | undefined = useUser();
  return user ? <p>Hello {user.displayName}</p> : <SignIn />;
}

createRoot(document.getElementById('root')!).render(
  <StackProvider app={pageApp}>
    <style>{lightDomThemeCss}</style>
    <ThemeScope theme="auto">
      <UserButton />
      <Greeting />
      <stack-sign-in project-id="p" allow-guest onstack-signed-in={(event) => console.log(event.detail.user?.id)} />
    </ThemeScope>
  </StackProvider>,
);
`;

/** A check the installed /sdk must pass in plain Node: no window or document read at import or construction. */
export const NODE_SDK_CHECK = `const touched = [];
for (const name of ['window', 'document', 'customElements', 'HTMLElement']) {
  Object.defineProperty(globalThis, name, { configurable: true, get() { touched.push(name); return undefined; } });
}
const { StackClientApp, StackServerApp, StackAdminApp } = await import('stack-elements/sdk');
const base = { projectId: 'p', publishableClientKey: 'pck', baseUrl: 'http://127.0.0.1:9' };
const apps = [
  new StackClientApp({ ...base, tokenStore: 'memory' }),
  new StackServerApp({ ...base, secretServerKey: 'ssk' }),
  new StackAdminApp({ ...base, superSecretAdminKey: 'sak' }),
];
console.log(JSON.stringify({ touched, apps: apps.map((a) => a.constructor.name) }));
`;
