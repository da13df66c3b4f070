// A customer's page whose script tag points the elements at another API origin (a test proxy), served by
// a real loopback server on localhost like the demo (Chromium lets only such pages call the loopback API,
// and the pages share the session cookies).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HostPageOptions {
  title: string;
  /** The demo's origin: the built script is taken from its /dist/. */
  scriptOrigin: string;
  project: { id: string; publishableClientKey?: string | null };
  /** Where the elements send API calls (data-base-url). */
  baseUrl: string;
  /** Further data-* attributes of the script tag, e.g. { 'request-timeout': '8000' }. */
  data?: Record<string, string>;
  body: string;
}

/** The page's HTML: one deferred script tag with the project, the API origin and the extra data-*. */
export function hostPageHtml(options: HostPageOptions): string {
  const extra = Object.entries(options.data ?? {})
    .map(([name, value]) => `\n      data-${name}="${value}"`)
    .join('');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${options.title}</title>
    <script
      src="${new URL('/dist/stack-elements.js', options.scriptOrigin).toString()}"
      data-project-id="${options.project.id}"
      data-publishable-client-key="${options.project.publishableClientKey ?? ''}"
      data-base-url="${options.baseUrl}"${extra}
      defer
    ></script>
  </head>
  <body>
    ${options.body}
  </body>
</html>`;
}

export interface HostPageServer {
  /** e.g. http://localhost:41234 (no trailing slash). */
  origin: string;
  close(): Promise<void>;
}

/** Serves `render(url)` as HTML for every path it answers (null: 404). */
export async function serveHostPages(render: (url: URL) => string | null): Promise<HostPageServer> {
  const server: Server = createServer((req, res) => {
    const html = render(new URL(req.url ?? '/', 'http://page.invalid'));
    if (html === null) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
