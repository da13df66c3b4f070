// The owner's way in: our own SignIn and SignUp cards on the internal project, under the console's name.
// Their "Sign up" / "Sign in" links point at fragments of this screen; a click swaps the card in place
// instead of leaving for the host page's handler (no prop added: the end-user script stays as it is).
// The cards come from widget/admin (OwnerCards): the console never imports end-user screens.

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useConsoleT } from './i18n';

/** The end-user cards the owner signs in with, each given the fragment its other-card link points at. */
export interface OwnerCards {
  signIn(signUpUrl: string): ReactNode;
  signUp(signInUrl: string): ReactNode;
}

type Screen = 'sign-in' | 'sign-up';
const LINKS: Record<string, Screen> = { '#stack-console-sign-in': 'sign-in', '#stack-console-sign-up': 'sign-up' };

export function OwnerSignIn({ cards }: { cards: OwnerCards }): ReactNode {
  const t = useConsoleT();
  const [screen, setScreen] = useState<Screen>('sign-in');
  const [swapped, setSwapped] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  // The link that was clicked is gone with its card: focus goes to the new card's first field, as soon
  // as the card has its form (it may show its skeleton for a moment first).
  useEffect(() => {
    const element = root.current;
    if (!swapped || !element) return;
    const focusField = (): boolean => {
      const field = element.querySelector<HTMLElement>('input:not([disabled])');
      field?.focus();
      return field !== null;
    };
    if (focusField()) return;
    const observer = new MutationObserver(() => {
      if (focusField()) observer.disconnect();
    });
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [screen, swapped]);

  // Delegated: the cards' links are plain anchors (keyboard activation clicks them too).
  function onClick(event: MouseEvent<HTMLDivElement>): void {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const next = LINKS[link?.getAttribute('href') ?? ''];
    if (!next) return;
    event.preventDefault();
    setScreen(next);
    setSwapped(true);
  }

  return (
    // Only delegation: the links inside are the controls, so the wrapper needs no role or key handler.
    <div ref={root} className="stack-console-sign-in" data-state="signed-out" data-screen={screen} onClick={onClick}>
      <div className="stack-console-sign-in-header">
        <p className="stack-console-sign-in-name">{t('console.title')}</p>
        <p className="stack-console-sign-in-line">{t(screen === 'sign-in' ? 'projects.signIn.line' : 'projects.signUp.line')}</p>
      </div>
      {screen === 'sign-in' ? cards.signIn('#stack-console-sign-up') : cards.signUp('#stack-console-sign-in')}
    </div>
  );
}
