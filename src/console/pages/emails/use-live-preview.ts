// The live preview behind the editor: the source is rendered by the server (debounced while typing);
// a source that fails to render keeps the last good HTML on screen and says why.

import { useEffect, useRef, useState } from 'react';
import { KnownError } from '../../../protocol/errors/known-error';
import { describeFailure } from '../../../react/errors';
import { useTranslation } from '../../../react/hooks';

/** How long typing must pause before the source is rendered. */
export const PREVIEW_DEBOUNCE_MS = 400;

/** Why a source did not render: a sentence, and the renderer's own message when there is one. */
export interface RenderProblem {
  message: string;
  detail: string | null;
}

export interface LivePreview {
  /** The last HTML that rendered; null until the first render. */
  html: string | null;
  problem: RenderProblem | null;
  updating: boolean;
  /** Shows HTML rendered elsewhere (the save's answer) as the current preview. */
  show(html: string): void;
}

/** EMAIL_RENDERING_ERROR's own reason (details.error), else null. */
export function renderingDetail(failure: unknown): string | null {
  if (!(failure instanceof KnownError) || failure.code !== 'EMAIL_RENDERING_ERROR') return null;
  const details: unknown = failure.details;
  const error = typeof details === 'object' && details !== null ? (details as { error?: unknown }).error : undefined;
  return typeof error === 'string' ? error : failure.message;
}

export function useLivePreview(source: string, render: (source: string) => Promise<string>, renderFailed: string): LivePreview {
  const tr = useTranslation();
  const [html, setHtml] = useState<string | null>(null);
  const [problem, setProblem] = useState<RenderProblem | null>(null);
  const [updating, setUpdating] = useState(true);
  const generation = useRef(0);
  const first = useRef(true);
  const renderRef = useRef(render);
  renderRef.current = render;
  const words = useRef({ tr, renderFailed });
  words.current = { tr, renderFailed };

  useEffect(() => {
    const mine = ++generation.current;
    setUpdating(true);
    // The first render goes at once; later ones wait for a pause in typing.
    const delay = first.current ? 0 : PREVIEW_DEBOUNCE_MS;
    first.current = false;
    const timer = setTimeout(() => {
      renderRef.current(source).then(
        (rendered) => {
          if (mine !== generation.current) return;
          setHtml(rendered);
          setProblem(null);
          setUpdating(false);
        },
        (failure: unknown) => {
          if (mine !== generation.current) return;
          const detail = renderingDetail(failure);
          const { tr: translate, renderFailed: sentence } = words.current;
          setProblem(detail === null ? { message: describeFailure(failure, translate).message, detail: null } : { message: sentence, detail });
          setUpdating(false);
        },
      );
    }, delay);
    return () => clearTimeout(timer);
  }, [source]);

  return {
    html,
    problem,
    updating,
    show(rendered) {
      generation.current++;
      setHtml(rendered);
      setProblem(null);
      setUpdating(false);
    },
  };
}
