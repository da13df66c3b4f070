// The frame of every full page (DESIGN.md §3): the project's name as a small header line, then the
// screen's card centred below it; the card's title is the page's h1.

import type { ReactNode } from 'react';
import { useProjectState } from '../../hooks';
import { CardLevelContext } from '../../ui/card';

export function PageFrame({ route, wide = false, children }: { route: string; wide?: boolean; children: ReactNode }): ReactNode {
  const project = useProjectState();
  return (
    <CardLevelContext.Provider value={1}>
      <div className="stack-page" part="page" data-route={route} data-width={wide ? 'wide' : undefined}>
        {/* The line keeps its height while the name loads, so the card below does not jump. */}
        <p className="stack-page-brand" part="brand">
          {project.status === 'ready' ? project.project.displayName : '\u00a0'}
        </p>
        {children}
      </div>
    </CardLevelContext.Provider>
  );
}
