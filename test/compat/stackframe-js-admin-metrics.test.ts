// The official 2.8.108 admin interface (unmodified, inside the official StackAdminApp) reads the
// emulator's metrics, user counts and user activity; the answers satisfy the official SDK's own
// response schemas and count what the official client did (two password sign-ups, one sign-in).
import {
  MetricsResponseBodySchema,
  MetricsUserCountsSchema,
  UserActivityResponseBodySchema,
} from '@stackframe/stack-shared/dist/interface/admin-metrics';
import { KnownErrors } from '@stackframe/stack-shared';
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../support/emulator';
import { officialAdminApp, officialAdminInterface } from '../support/official-admin';
import { officialApp, officialSignedUp } from '../support/official-client';
import { useFetchRecorder } from './fetch-recorder';

const emu = useEmulator({ project: { displayName: 'compat admin metrics' } });
const recorder = useFetchRecorder(emu);
const why = recorder.why;
const PASSWORD = 'correct-horse-battery-1';
const today = () => new Date().toISOString().slice(0, 10);

describe('official admin interface: metrics', () => {
  it('getMetrics, getMetricsUserCounts and getUserActivity answer in the official shapes with the real counts', async () => {
    const alice = await officialSignedUp(emu, 'compat-metrics-a', PASSWORD);
    const bob = await officialSignedUp(emu, 'compat-metrics-b', PASSWORD);
    const again = await officialApp(emu).signInWithCredential({ email: alice.email, password: PASSWORD, noRedirect: true });
    expect(again.status, why()).toBe('ok');

    const api = officialAdminInterface(officialAdminApp(emu));
    const metrics = await api.getMetrics();
    const get = recorder.find('GET', '/api/v1/internal/metrics').at(-1);
    expect(get?.requestHeaders['x-hexclave-access-type'], why()).toBe('admin');
    await expect(MetricsResponseBodySchema.validate(metrics, { strict: true })).resolves.toBeTruthy();
    expect(metrics.total_users).toBe(2);
    expect(metrics.daily_users).toHaveLength(31);
    expect(metrics.daily_users.at(-1)).toEqual({ date: today(), activity: 2 });
    expect(metrics.daily_active_users.at(-1)).toEqual({ date: today(), activity: 2 });
    expect(metrics.login_methods).toEqual([{ method: 'password', count: 3 }]);
    expect(metrics.recently_registered.map((u) => u.primary_email)).toEqual([bob.email, alice.email]);
    expect(metrics.auth_overview).toMatchObject({ verified_users: 0, unverified_users: 2, anonymous_users: 0, mau: 2, total_users_filtered: 2 });

    await api.getMetrics(true);
    expect(recorder.find('GET', '/api/v1/internal/metrics?include_anonymous=true'), why()).toHaveLength(1);

    const counts = await api.getMetricsUserCounts();
    await expect(MetricsUserCountsSchema.validate(counts, { strict: true })).resolves.toBeTruthy();
    expect(counts).toEqual({ total_users: 2, anonymous_users: 0 });
    const activity = await api.getUserActivity(alice.user.id);
    await expect(UserActivityResponseBodySchema.validate(activity, { strict: true })).resolves.toBeTruthy();
    expect(activity.data_points.at(-1)).toEqual({ date: today(), activity: 1 });
    await expect(api.getUserActivity('00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(KnownErrors.UserNotFound);
  });
});
