import { afterEach, describe, expect, it } from 'vitest';
import { CORE_SUITE, FULL_SUITE, suiteSiteDir, suiteTasksDir, useSuite } from '../../pipeline/content/suites';

const saved = { CB_SUITE: process.env.CB_SUITE, CB_TASKS_DIR: process.env.CB_TASKS_DIR, CB_SITE_OUT: process.env.CB_SITE_OUT };

describe('switching suites in one process', () => {
  afterEach(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });

  it('moves the site back to the Full suite\'s after another suite chose its own (runs of both suites replayed in one command)', () => {
    delete process.env.CB_SITE_OUT;
    useSuite(CORE_SUITE);
    expect(process.env.CB_SITE_OUT).toBe(suiteSiteDir(CORE_SUITE));
    useSuite(FULL_SUITE);
    expect([process.env.CB_SUITE, process.env.CB_TASKS_DIR, process.env.CB_SITE_OUT]).toEqual([FULL_SUITE, suiteTasksDir(FULL_SUITE), suiteSiteDir(FULL_SUITE)]);
  });

  it('keeps the Full site where the user put it, across a switch to another suite and back', () => {
    process.env.CB_SITE_OUT = '/tmp/my-site';
    useSuite(FULL_SUITE);
    expect(process.env.CB_SITE_OUT).toBe('/tmp/my-site');
    useSuite(CORE_SUITE);
    expect(process.env.CB_SITE_OUT).toBe(suiteSiteDir(CORE_SUITE));
    useSuite(FULL_SUITE);
    expect(process.env.CB_SITE_OUT).toBe('/tmp/my-site');
  });
});
