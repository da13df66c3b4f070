// @vitest-environment happy-dom
// <Button>: the busy face (spinner and verb) shares the label's grid cell so an inline button keeps its
// width; a full-width button, whose width is its container's, gets that face only while busy.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../../../../src/react/ui/button';

afterEach(cleanup);

function faces(container: HTMLElement): { text: string; active: boolean; hidden: boolean }[] {
  return [...container.querySelectorAll('.stack-button-face')].map((face) => ({
    text: face.textContent ?? '',
    active: face.hasAttribute('data-active'),
    hidden: face.getAttribute('aria-hidden') === 'true',
  }));
}

describe('Button faces', () => {
  it('keeps the hidden busy face of an inline button, so its width covers both labels', () => {
    const { container } = render(<Button busyLabel="Saving…">Save</Button>);
    expect(faces(container)).toEqual([
      { text: 'Save', active: true, hidden: false },
      { text: 'Saving…', active: false, hidden: true },
    ]);
  });

  it('renders only the label face of an idle full-width button', () => {
    const { container } = render(<Button fullWidth busyLabel="Signing in…">Sign in</Button>);
    expect(faces(container)).toEqual([{ text: 'Sign in', active: true, hidden: false }]);
    expect(container.querySelector('svg')).toBeNull();
  });

  it('shows the spinner and the verb of a busy full-width button, the label hidden', () => {
    const { container } = render(<Button fullWidth busy busyLabel="Signing in…">Sign in</Button>);
    expect(faces(container)).toEqual([
      { text: 'Sign in', active: false, hidden: true },
      { text: 'Signing in…', active: true, hidden: false },
    ]);
    const button = container.querySelector('button')!;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('svg.stack-spinner')).not.toBeNull();
  });
});
