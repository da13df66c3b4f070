// The project's own key sets (PROTOCOL.md §5.20): publishable client, secret server and super secret admin keys.
import { internalApiKeyEndpoints as e } from '../../../protocol/endpoints/internal-api-keys';
import type {
  InternalApiKeyCreateBody,
  InternalApiKeyFirstViewWire,
  InternalApiKeyUpdateBody,
  InternalApiKeyWire,
} from '../../../protocol/wire/internal-api-keys';
import type { RequestPipeline } from '../../http/pipeline';

export class AdminInternalApiKeyEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** Newest first, last four characters only. */
  async listInternalApiKeys(): Promise<InternalApiKeyWire[]> {
    return (await this.pipeline.call(e.list, {})).items;
  }

  /** 200, not 201: the only answer that carries the full keys. */
  createInternalApiKey(body: InternalApiKeyCreateBody): Promise<InternalApiKeyFirstViewWire> {
    return this.pipeline.call(e.create, { body });
  }

  /** API_KEY_NOT_FOUND when the project has none such. */
  getInternalApiKey(id: string): Promise<InternalApiKeyWire> {
    return this.pipeline.call(e.get, { params: { id } });
  }

  /** A new description and/or `revoked: true` (one-way). */
  updateInternalApiKey(id: string, body: InternalApiKeyUpdateBody): Promise<InternalApiKeyWire> {
    return this.pipeline.call(e.update, { params: { id }, body });
  }
}
