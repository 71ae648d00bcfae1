/**
 * A submission from end to end: run the oracle in Chromium, pack the run, validate it with the
 * command line, tamper one step's state and see validation fail naming that task, ingest it, rebuild
 * the warehouse and the site, and find the run on the leaderboard in Chromium with its badge.
 * Everything is written under a scratch directory; data/ and dist/ are not touched.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { paths } from '../../pipeline/content/paths';
import { launchChromium } from '../../pipeline/harness/browser';
import { serveStatic, type StaticSite } from '../../pipeline/harness/staticServer';
import { readManifest, RUN_FILES, sealLine } from '../../pipeline/runs/runDir';
import { buildSite } from '../../pipeline/site/build';
import { queryWarehouse } from '../../pipeline/site/warehouseData';
import { ingestSubmission } from '../../pipeline/submissions/ingest';

const root = path.resolve(import.meta.dirname, '../..');
const cb = (...args: string[]) => spawnSync(process.execPath, [path.join(root, 'scripts/cb.mjs'), ...args], { cwd: root, encoding: 'utf8' });

describe('submission end to end', () => {
  let scratch = '';
  let site: StaticSite;
  let browser: Browser;
  const saved = { warehouse: process.env.CB_WAREHOUSE, site: process.env.CB_SITE_OUT };

  beforeAll(() => {
    scratch = mkdtempSync(path.join(os.tmpdir(), 'cb-e2e-submission-'));
    process.env.CB_WAREHOUSE = path.join(scratch, 'warehouse');
    process.env.CB_SITE_OUT = path.join(scratch, 'site');
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    process.env.CB_WAREHOUSE = saved.warehouse;
    process.env.CB_SITE_OUT = saved.site;
    rmSync(scratch, { recursive: true, force: true });
  });

  it('pack → validate → tamper → ingest → leaderboard', async () => {
    const runDir = path.join(scratch, 'runs', 'oracle-submitted');
    const ran = cb('run', '--agent', 'oracle', '--tasks', 'checkbox-antd-T0{1,2,3}', '--out', runDir, '--quiet', '--workers', '1');
    expect(ran.status, ran.stderr).toBe(0);
    const runId = readManifest(runDir).run_id;

    const out = path.join(scratch, 'submissions');
    const packed = cb('submission', 'pack', runDir, '--out', out, '--org', 'E2E Lab', '--model', 'oracle-e2e', '--contact', 'e2e@example.org');
    expect(packed.status, packed.stdout + packed.stderr).toBe(0);
    const dir = path.join(out, (packed.stdout.match(/→ (\S+)/)?.[1] ?? '').split('/').pop()!);
    const valid = cb('submission', 'validate', dir);
    expect(valid.status, valid.stdout).toBe(0);
    expect(valid.stdout).toContain('VALID');

    // Tamper the final state of one task's last step, re-sealing the line as a forger would.
    const tampered = path.join(scratch, 'tampered', path.basename(dir));
    cpSync(dir, tampered, { recursive: true });
    const stepsFile = path.join(tampered, RUN_FILES.steps);
    const lines = readFileSync(stepsFile, 'utf8').split('\n').filter(Boolean).map((l) => { const r = JSON.parse(l); delete r.crc; return r; });
    const last = lines[lines.length - 1];
    last.state = { instances: {} };
    writeFileSync(stepsFile, lines.map((r) => sealLine(r)).join(''));
    const bad = cb('submission', 'validate', tampered);
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain(`final_state differs from the state recorded by the episode's last step: ${last.task_id}`);

    const dest = path.join(scratch, 'ingested');
    const r = await ingestSubmission(dir, {
      dest, rebuild: { roots: [{ dir: paths.bundledRuns(), source: 'bundled' }, { dir: dest, source: 'submission' }], cache: path.join(scratch, 'cache') },
    });
    expect(r.provenance.provenance).toBe('self-reported');
    const rows = await queryWarehouse(`SELECT source, provenance FROM runs WHERE run_id = '${runId}'`, process.env.CB_WAREHOUSE!);
    expect(rows).toEqual([{ source: 'submission', provenance: 'self-reported' }]);

    await buildSite(root, { quiet: true, taskPages: false });
    site = await serveStatic(process.env.CB_SITE_OUT!);
    browser = await launchChromium();
    const page = await browser.newPage();
    await page.goto(`${site.url}/`);
    const row = page.locator(`#leaderboard tr[data-run="${runId}"]`);
    await expect(row.count()).resolves.toBe(1);
    expect(await row.locator('.badge').innerText()).toBe('measured · self-reported');
    expect(await row.locator('[data-col="pass_rate"]').innerText()).toMatch(/%$/);
  });
});
