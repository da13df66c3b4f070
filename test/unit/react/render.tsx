// Renders a component inside a StackProvider over a FakeApp.

import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { StackProvider, type RunAction } from '../../../src/react';
import type { FakeApp } from './fake-app';

export function renderWithApp(app: FakeApp, ui: ReactNode, options: { locale?: string; runAction?: RunAction } = {}): RenderResult {
  return render(
    <StackProvider app={app} locale={options.locale} runAction={options.runAction}>
      {ui}
    </StackProvider>,
  );
}
