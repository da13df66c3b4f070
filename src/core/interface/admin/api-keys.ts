// The project's own key sets (PROTOCOL.md §5.20): publishable client, secret server and super secret admin keys.
import type { ListEnvelope } from '../../../protocol/wire/common';
import type {
  InternalApiKeyCreateBody,
  InternalApiKeyFirstViewWire,
  InternalApiKeyUpdateBody,
  InternalApiKeyWire,
} from '../../../protocol/wire/internal-api-keys';
import type { RequestPipeline } from '../../http/pipeline';

const seg = encodeURIComponent;

export class AdminInternalApiKeyEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** GET /internal/api-keys: newest first, last four characters only. */
  async listInternalApiKeys(): Promise<InternalApiKeyWire[]> {
    return (await this.pipeline.json<ListEnvelope<InternalApiKeyWire>>('/internal/api-keys', { method: 'GET' })).items;
  }

  /** POST /internal/api-keys (200): the only answer that carries the full keys. */
  createInternalApiKey(body: InternalApiKeyCreateBody): Promise<InternalApiKeyFirstViewWire> {
    return this.pipeline.json<InternalApiKeyFirstViewWire>('/internal/api-keys', { method: 'POST', body });
  }

  /** GET /internal/api-keys/{id} (API_KEY_NOT_FOUND when the project has none such). */
  getInternalApiKey(id: string): Promise<InternalApiKeyWire> {
    return this.pipeline.json<InternalApiKeyWire>(`/internal/api-keys/${seg(id)}`, { method: 'GET' });
  }

  /** PATCH /internal/api-keys/{id}: a new description and/or `revoked: true` (one-way). */
  updateInternalApiKey(id: string, body: InternalApiKeyUpdateBody): Promise<InternalApiKeyWire> {
    return this.pipeline.json<InternalApiKeyWire>(`/internal/api-keys/${seg(id)}`, { method: 'PATCH', body });
  }
}
