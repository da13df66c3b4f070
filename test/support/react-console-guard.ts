// Every vitest file (vite.config.ts setupFiles): a test in which React logs a warning or an error
// through console.error or console.warn fails (issue 32, Deliver 8: no React warnings in any test run).
// React's calls are told apart by the caller's stack, which runs through react or react-dom.
import { format } from 'node:util';
import { afterEach } from 'vitest';

const REACT_FRAME = /node_modules[\\/](react|react-dom)[\\/]/;
const logged: string[] = [];

for (const level of ['error', 'warn'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]): void => {
    if (REACT_FRAME.test(new Error().stack ?? '')) logged.push(`console.${level}: ${format(...args)}`);
    original(...args);
  };
}

afterEach(() => {
  const found = logged.splice(0);
  if (found.length > 0) throw new Error(`React logged during this test:\n${found.join('\n')}`);
});
