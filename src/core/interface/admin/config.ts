// The config tree and its three override levels (PROTOCOL.md §5.27); trees travel as JSON strings.
import type { SuccessResponse } from '../../../protocol/wire/common';
import type { ConfigOverrideLevel, ConfigSourceResponse, ConfigSourceWire, ConfigStringResponse } from '../../../protocol/wire/config';
import type { RequestPipeline } from '../../http/pipeline';

export class AdminConfigEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** GET /internal/config: the rendered tree. */
  getConfig(): Promise<ConfigStringResponse> {
    return this.pipeline.json<ConfigStringResponse>('/internal/config', { method: 'GET' });
  }

  /** GET /internal/config/override/{level}: that level's override as stored. */
  getConfigOverride(level: ConfigOverrideLevel): Promise<ConfigStringResponse> {
    return this.pipeline.json<ConfigStringResponse>(`/internal/config/override/${level}`, { method: 'GET' });
  }

  /** PUT /internal/config/override/{level}: replaces the level (`source` is required for `branch`). */
  async setConfigOverride(level: ConfigOverrideLevel, configString: string, source?: ConfigSourceWire): Promise<void> {
    const body = { config_string: configString, ...(source === undefined ? {} : { source }) };
    await this.pipeline.json<SuccessResponse>(`/internal/config/override/${level}`, { method: 'PUT', body });
  }

  /** PATCH /internal/config/override/{level}: merges dot-notation keys into the level; null removes one. */
  async updateConfigOverride(level: ConfigOverrideLevel, overrideString: string): Promise<void> {
    await this.pipeline.json<SuccessResponse>(`/internal/config/override/${level}`, { method: 'PATCH', body: { config_override_string: overrideString } });
  }

  /** POST /internal/config/override/{level}/reset-keys: removes the keys and their descendants. */
  async resetConfigOverrideKeys(level: 'branch' | 'environment', keys: string[]): Promise<void> {
    await this.pipeline.json<SuccessResponse>(`/internal/config/override/${level}/reset-keys`, { method: 'POST', body: { keys } });
  }

  /** GET /internal/config/source: where the branch config was pushed from. */
  async getPushedConfigSource(): Promise<ConfigSourceWire> {
    return (await this.pipeline.json<ConfigSourceResponse>('/internal/config/source', { method: 'GET' })).source;
  }

  /** DELETE /internal/config/source: the branch config becomes `unlinked`. */
  async unlinkPushedConfigSource(): Promise<void> {
    await this.pipeline.json<SuccessResponse>('/internal/config/source', { method: 'DELETE' });
  }
}
