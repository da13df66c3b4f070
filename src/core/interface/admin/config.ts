// The config tree and its three override levels (PROTOCOL.md §5.27); trees travel as JSON strings.
import { configEndpoints as e } from '../../../protocol/endpoints/config';
import type { ConfigOverrideLevel, ConfigSourceWire, ConfigStringResponse } from '../../../protocol/wire/config';
import type { RequestPipeline } from '../../http/pipeline';

export class AdminConfigEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** The rendered tree. */
  getConfig(): Promise<ConfigStringResponse> {
    return this.pipeline.call(e.get, {});
  }

  /** That level's override as stored. */
  getConfigOverride(level: ConfigOverrideLevel): Promise<ConfigStringResponse> {
    return this.pipeline.call(e.getOverride, { params: { level } });
  }

  /** Replaces the level (`source` is required for `branch`). */
  async setConfigOverride(level: ConfigOverrideLevel, configString: string, source?: ConfigSourceWire): Promise<void> {
    const body = { config_string: configString, ...(source === undefined ? {} : { source }) };
    await this.pipeline.call(e.setOverride, { params: { level }, body });
  }

  /** Merges dot-notation keys into the level; null removes one. */
  async updateConfigOverride(level: ConfigOverrideLevel, overrideString: string): Promise<void> {
    await this.pipeline.call(e.updateOverride, { params: { level }, body: { config_override_string: overrideString } });
  }

  /** Removes the keys and their descendants. */
  async resetConfigOverrideKeys(level: 'branch' | 'environment', keys: string[]): Promise<void> {
    await this.pipeline.call(e.resetKeys, { params: { level }, body: { keys } });
  }

  /** Where the branch config was pushed from. */
  async getPushedConfigSource(): Promise<ConfigSourceWire> {
    return (await this.pipeline.call(e.getSource, {})).source;
  }

  /** The branch config becomes `unlinked`. */
  async unlinkPushedConfigSource(): Promise<void> {
    await this.pipeline.call(e.unlinkSource, {});
  }
}
