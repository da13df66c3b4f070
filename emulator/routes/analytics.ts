// Analytics event ingestion, answered as the real service answers a project whose analytics app is not
// enabled (every emulator project): the batch is validated, then ANALYTICS_NOT_ENABLED. The official
// browser client posts these batches on its own, so the route must exist and must not 404.
import { gunzipSync } from 'node:zlib';
import { KnownErrors } from '../../src/protocol/errors';
import type { Schema } from '../../src/protocol/schema';
import { analyticsEndpoints as e } from '../../src/protocol/endpoints/analytics';
import { analyticsEventBatchBody, type AnalyticsEventBatchBody } from '../../src/protocol/wire/analytics';
import { route, type RouteDef } from '../routing';

/** A batch is small (the SDK flushes at 64 kB); this bounds what a gzip body may inflate to. */
const MAX_INFLATED_BYTES = 4 * 1024 * 1024;

/** Raw bytes (application/octet-stream) hold gzip-compressed or plain UTF-8 JSON; undefined when they do not. */
function decodeBytes(bytes: Uint8Array): unknown {
  try {
    const gzipped = bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
    const raw = gzipped ? gunzipSync(bytes, { maxOutputLength: MAX_INFLATED_BYTES }) : bytes;
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw)) as unknown;
  } catch {
    return undefined;
  }
}

/** The batch schema, reading a binary body first, so bad bytes are a SCHEMA_ERROR like any other bad body. */
function binaryJson<T>(inner: Schema<T>): Schema<T> {
  const schema: Schema<T> = {
    check(value, path, errors) {
      if (!(value instanceof Uint8Array)) return inner.check(value, path, errors);
      const decoded = decodeBytes(value);
      if (decoded === undefined) {
        errors.push(`${path} must be JSON, plain or gzip-compressed`);
        return undefined as T;
      }
      return inner.check(decoded, path, errors);
    },
    optional: () => binaryJson(inner.optional()),
    nullable: () => binaryJson(inner.nullable()),
  };
  return schema;
}

const batchBody: Schema<AnalyticsEventBatchBody> = binaryJson(analyticsEventBatchBody);

export const analyticsRoutes: RouteDef[] = [
  {
    // The descriptor's body, read from raw bytes too (gzip needs node:zlib, which src/protocol may not use).
    ...route({ ...e.batch, body: batchBody }, async () => {
      throw new KnownErrors.AnalyticsNotEnabled();
    }),
    descriptor: e.batch,
  },
];
