// The image store's listener, laid out as Stack's development S3 mock (PREFIX21, bucket `stack-storage`):
// GET/HEAD of one stored image by its exact key, nothing else. Images are served so that a browser can only
// show them: the stored (sniffed) type, no sniffing, no active content, readable from any origin.
import { companionPort, listen } from '../net/listen';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Queryable } from '../db/database';
import { STORAGE_BUCKET, type ImageStorage } from './image-storage';
import { findImage, IMAGE_FOLDERS } from './store';

/** Stack's port layout: backend PREFIX02, its S3 mock PREFIX21. */
export const STORAGE_PORT_OFFSET = 19;

export interface RunningImageStorage extends ImageStorage {
  port: number;
  close(): Promise<void>;
}

/** The one path shape served; the raw path is matched, so `..`, `%2e` or extra segments never resolve. */
const KEY_RE = new RegExp(`^/${STORAGE_BUCKET}/(${IMAGE_FOLDERS.join('|')})/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\\.(png|jpeg|gif|bmp|webp)$`);

const COMMON_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'" };

function plain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...COMMON_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(text);
}

async function answer(db: Queryable, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = (req.url ?? '').split('?')[0] ?? '';
  const match = KEY_RE.exec(path);
  const [, folder, id, extension] = match ?? [];
  if (!folder || !id || !extension) return plain(res, 404, 'Not found');
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { ...COMMON_HEADERS, 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD' });
    return void res.end();
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
  const image = await findImage(db, folder, id, extension);
  if (!image) return plain(res, 404, 'Not found');
  res.writeHead(200, {
    ...COMMON_HEADERS,
    'Content-Type': image.contentType,
    'Content-Length': String(image.bytes.length),
    // A key never changes its bytes: a new upload gets a new random key.
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Access-Control-Allow-Origin': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  });
  res.end(req.method === 'HEAD' ? undefined : image.bytes);
}

/** Starts the listener on host:port (0 = a random free port); rejects when the port is taken. */
export async function startImageStorage(options: { db: Queryable; host: string; port: number; log: (line: string) => void }): Promise<RunningImageStorage> {
  const server = createServer((req, res) => {
    answer(options.db, req, res).catch((error: unknown) => {
      options.log(`Image store: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) plain(res, 500, 'Internal error');
      else res.destroy();
    });
  });
  server.requestTimeout = 10_000;
  const port = await listen(server, options.port, options.host, () => server.address());
  server.on('error', (error) => options.log(`Image store: ${error.message}`));
  const hostname = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    port,
    origin: `http://${hostname}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The emulator's store, as EmulatorOptions.storagePort says (both modes: a self-hosted backend needs its
 * images served too): by default on the API port + 19 when that port was chosen (not random); null when
 * off or its port is taken (uploads then keep their data URL).
 */
export async function startImageStorageFor(
  ctx: { db: Queryable; log: (line: string) => void },
  ports: { host: string; apiPort: number; port: number; given: number | null | undefined },
): Promise<RunningImageStorage | null> {
  const wanted = companionPort(ports.given, { requested: ports.apiPort, bound: ports.port }, STORAGE_PORT_OFFSET);
  if (wanted === null) return null;
  try {
    const storage = await startImageStorage({ db: ctx.db, host: ports.host, port: wanted, log: ctx.log });
    ctx.log(`Image store (uploaded profile images and logos) on ${storage.origin}/${STORAGE_BUCKET}/`);
    return storage;
  } catch (error) {
    ctx.log(`Image store: not started, port ${wanted} is not free (${error instanceof Error ? error.message : String(error)}); uploaded images keep their data URL`);
    return null;
  }
}
