// GET /internal/metrics in each client's dialect (PROTOCOL.md §9): live_users, active_users_by_country and
// the anonymous-visitor fallbacks are 2.8.108+ fields; v2.8.86 reports users active in the last five
// minutes as analytics_overview.online_live, which both dialects get.
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../../support/emulator';
import { adminHeaders, call, signUp } from './helpers';

const emu = useEmulator();
const hexclave = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.replace(/^x-stack-/, 'x-hexclave-'), v]));

describe('GET /internal/metrics', () => {
  it('leaves the newer fields out for v2.8.86 clients and counts live users as online_live', async () => {
    const project = await emu.createProject();
    await signUp(emu, project);

    const older = await call(emu, '/internal/metrics', { headers: adminHeaders(project) });
    expect(older.status, older.text).toBe(200);
    for (const field of ['live_users', 'active_users_by_country']) expect(older.json).not.toHaveProperty(field);
    for (const field of ['anonymous_visitors_fallback', 'daily_anonymous_visitors_fallback']) expect(older.json.analytics_overview).not.toHaveProperty(field);
    expect(older.json.analytics_overview.online_live).toBe(1);

    const newer = await call(emu, '/internal/metrics', { headers: hexclave(adminHeaders(project)) });
    expect(newer.json.live_users).toBe(1);
    expect(newer.json.active_users_by_country).toEqual({});
    expect(newer.json.analytics_overview).toMatchObject({ anonymous_visitors_fallback: 0, online_live: 1 });
    expect(newer.json.analytics_overview.daily_anonymous_visitors_fallback).toHaveLength(31);
  });
});
