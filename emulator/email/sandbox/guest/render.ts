// Inside the sandbox: React Email's `render()` (node build of @react-email/render 2.3.1) reproduced on
// React's web-stream renderer, so mails come out byte for byte as before: the tree wrapped in an error
// boundary and Suspense, rendered with one progressive chunk, React's image preload links removed, and
// React Email's XHTML doctype in front. Templates importing `render` from @react-email/components get this
// one too (the module is swapped for this file when the sandbox bundle is built).
import { Component, createElement, Suspense, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.browser';
import { decodeUtf8 } from './polyfills';

const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.byteLength;
  }
  const all = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return decodeUtf8(all);
}

/** The attributes of one tag, names lower-cased (double-, single- or un-quoted values). */
function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const pattern = /([a-z][a-z0-9-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/gi;
  for (const match of tag.replace(/^<[a-z][a-z0-9-]*/i, '').matchAll(pattern)) {
    attributes[match[1]!.toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return attributes;
}

/** React adds `<link rel="preload" as="image">` for every <img>; mail clients ignore them (React Email drops them too). */
function withoutImagePreloads(html: string): string {
  return html.replace(/<link\b[^>]*\/?>/gi, (tag) => {
    const attributes = attributesOf(tag);
    return attributes.rel === 'preload' && attributes.as === 'image' ? '' : tag;
  });
}

/** The e-mail document of a React tree; rejects with the first error a component threw. */
export async function render(node: ReactNode, options?: { pretty?: boolean; plainText?: boolean }): Promise<string> {
  if (options?.pretty || options?.plainText) throw new Error('render() options pretty and plainText are not available in e-mail templates');
  let failure: { error: unknown } | null = null;
  const fail = (error: unknown): void => {
    failure ??= { error };
  };
  class ErrorBoundary extends Component<{ children?: ReactNode }> {
    override componentDidCatch(error: unknown): void {
      fail(error);
    }
    override render(): ReactNode {
      return this.props.children;
    }
  }
  const stream = await renderToReadableStream(createElement(ErrorBoundary, null, createElement(Suspense, null, node)), {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: fail,
  });
  await stream.allReady;
  if (failure) throw (failure as { error: unknown }).error;
  const html = withoutImagePreloads(await readAll(stream));
  return `${DOCTYPE}${html.replace(/<!DOCTYPE.*?>/, '')}`;
}

const unavailable = (name: string) => (): never => {
  throw new Error(`${name}() is not available in e-mail templates`);
};

export const pretty = unavailable('pretty');
export const toPlainText = unavailable('toPlainText');
export const plainTextSelectors: readonly unknown[] = [];
