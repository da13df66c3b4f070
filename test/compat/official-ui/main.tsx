// A page built only from the official @stackframe/react components, pointed at the emulator: <SignIn /> on
// /sign-in, <SignUp /> on /sign-up and <AccountSettings /> on /account-settings (test/support/official-react-page.ts builds it).
import { AccountSettings, SignIn, SignUp, StackClientApp, StackProvider, StackTheme } from '@stackframe/react';
import { createRoot } from 'react-dom/client';

/** Filled in at build time (Vite `define`) with the emulator's URL and the test project's keys. */
declare const __OFFICIAL_UI_CONFIG__: { projectId: string; publishableClientKey: string; baseUrl: string };

const page = (url: string) => ({ type: 'custom' as const, url, version: 0 });

const app = new StackClientApp({
  ...__OFFICIAL_UI_CONFIG__,
  tokenStore: 'cookie',
  // The floating dev tool is not what this page tests, and it would cover the settings on localhost.
  devTool: false,
  urls: {
    signIn: page('/sign-in'),
    signUp: page('/sign-up'),
    accountSettings: page('/account-settings'),
    afterSignIn: '/account-settings',
    afterSignUp: '/account-settings',
    afterSignOut: '/sign-in',
    home: '/',
  },
});

function Route() {
  switch (location.pathname) {
    case '/sign-in':
      return <SignIn />;
    case '/sign-up':
      return <SignUp />;
    case '/account-settings':
      return <AccountSettings fullPage />;
    default:
      return <p>Official Stack Auth components: /sign-in, /sign-up, /account-settings</p>;
  }
}

createRoot(document.getElementById('root')!).render(
  <StackProvider app={app}>
    <StackTheme>
      <Route />
    </StackTheme>
  </StackProvider>,
);
