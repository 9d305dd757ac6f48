import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BenchUsageError } from './bench-parts.ts';
import { cpuProfileFlags, serverCpuProfileOf } from './server-cpu-profile.ts';

describe("the bench's one way to profile its server", () => {
  it('profiles nothing without BENCH_CPU_PROFILE_DIR, and refuses a read to profile without it', () => {
    expect(serverCpuProfileOf({})).toBeUndefined();
    expect(cpuProfileFlags(undefined)).toEqual([]);
    expect(() => serverCpuProfileOf({ BENCH_PROFILE_READ: 'offers' })).toThrow(BenchUsageError);
  });

  it('passes --cpu-prof into the directory, the whole parts or one read alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'orbit-profile-test-'));
    writeFileSync(join(dir, 'CPU.earlier.cpuprofile'), '{}');
    const parts = serverCpuProfileOf({ BENCH_CPU_PROFILE_DIR: dir });
    expect(cpuProfileFlags(parts)).toEqual(['--cpu-prof', `--cpu-prof-dir=${dir}`]);
    expect(parts?.read).toBeUndefined();
    // A profile already there is not this run's.
    expect([...(parts?.before ?? [])]).toEqual(['CPU.earlier.cpuprofile']);

    const offers = serverCpuProfileOf({
      BENCH_CPU_PROFILE_DIR: dir,
      BENCH_PROFILE_READ: 'offers',
      BENCH_PROFILE_SECONDS: '3',
    });
    expect(offers).toMatchObject({ read: 'offers read', seconds: 3 });
    expect(() =>
      serverCpuProfileOf({ BENCH_CPU_PROFILE_DIR: dir, BENCH_PROFILE_READ: 'checkout' }),
    ).toThrow('BENCH_PROFILE_READ must be one of static, offers, account');
  });
});
