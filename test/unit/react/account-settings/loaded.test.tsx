// @vitest-environment happy-dom
// <Loaded> over a real SDK cache (useCached): a skeleton while loading, the failure in words with
// "Try again" that loads again, then what the caller draws from the value.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AsyncCache } from '../../../../src/core/cache';
import { Loaded } from '../../../../src/react/components/account-settings/loaded';
import { useCached } from '../../../../src/react/shared/use-cached';
import { FakeApp } from '../fake-app';
import { renderWithApp } from '../render';

afterEach(cleanup);

function Names({ cache }: { cache: AsyncCache<string[]> }): ReactNode {
  const state = useCached(cache);
  return (
    <Loaded state={state} failedText="Could not load the names.">
      {(names) => <ul>{names.map((n) => <li key={n}>{n}</li>)}</ul>}
    </Loaded>
  );
}

describe('<Loaded>', () => {
  it('shows the busy notice, then the failure with Try again, then the value after a retry', async () => {
    const outcomes: (() => Promise<string[]>)[] = [];
    let release: (() => void) | undefined;
    outcomes.push(() => new Promise<string[]>((_, reject) => (release = () => reject(new Error('The network is down.')))));
    outcomes.push(async () => ['Ada', 'Grace']);
    const cache = new AsyncCache<string[]>(() => outcomes.shift()!());

    renderWithApp(new FakeApp(), <Names cache={cache} />);
    const busy = screen.getByRole('status', { name: 'Loading…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    // A skeleton of the final rows' height, not a line of text.
    expect(busy.querySelectorAll('.stack-skeleton-line[data-height="56"]')).toHaveLength(2);

    release!();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the names.');
    // errorToText words an unknown failure as a connection problem.
    expect(alert.textContent).toContain('Could not reach the authentication server.');
    expect(screen.queryByText('Ada')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ada', 'Grace']));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(outcomes).toEqual([]);
  });
});
