// @vitest-environment happy-dom
// readThemeAhead: the background behind each host of a batch, through its ancestors, with each element on
// the way read once (twenty hosts in one parent read that parent once, not twenty times).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { domProbe, readThemeAhead } from '../../../src/react/theme/resolve-theme';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

function hostIn(parent: HTMLElement): { host: HTMLElement; inner: HTMLElement } {
  const host = document.createElement('div');
  parent.append(host);
  const inner = document.createElement('div');
  host.attachShadow({ mode: 'open' }).append(inner);
  return { host, inner };
}

describe('readThemeAhead', () => {
  it('finds the painted parent behind every host and reads each element once', () => {
    const panel = document.createElement('section');
    panel.style.backgroundColor = 'rgb(10, 20, 30)';
    document.body.append(panel);
    const hosts = [hostIn(panel), hostIn(panel), hostIn(panel)];
    const read = vi.spyOn(window, 'getComputedStyle');

    const release = readThemeAhead(hosts.map(({ host }) => host));
    const backgroundReads = read.mock.calls.map(([element]) => element).filter((element) => element === panel);
    expect(backgroundReads).toHaveLength(1);
    for (const { inner } of hosts) expect(domProbe(inner).backgroundBehind()).toBe('rgb(10, 20, 30)');

    // After the batch, reads are live again: a repainted panel shows.
    release();
    panel.style.backgroundColor = 'rgb(200, 210, 220)';
    expect(domProbe(hosts[0]!.inner).backgroundBehind()).toBe('rgb(200, 210, 220)');
  });

  it('answers null when nothing behind the hosts is painted', () => {
    const hosts = [hostIn(document.body), hostIn(document.body)];
    const release = readThemeAhead(hosts.map(({ host }) => host));
    for (const { inner } of hosts) expect(domProbe(inner).backgroundBehind()).toBeNull();
    release();
  });
});
