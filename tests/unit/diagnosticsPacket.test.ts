import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOntology } from '../../pipeline/content/ontology';
import { loadTasks } from '../../pipeline/content/tasks';
import { buildPacket, buildPackets, packetJson } from '../../pipeline/diagnostics/packet';
import { RunWriter, readRun } from '../../pipeline/runs/runDir';
import { diagnosticFixture } from '../fixtures/diagnosticRuns';

const tasks = loadTasks();
const ontology = loadOntology();
const fx = diagnosticFixture(tasks);
const tmp = mkdtempSync(path.join(tmpdir(), 'cb-packets-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('layer 1 packets', () => {
  it('join spec, metadata, reference and every run outcome of a task, ordered by mode, agent and run', () => {
    const p = buildPacket(fx.slider, fx.runs, ontology);
    expect(p.task_id).toBe(fx.slider.id);
    expect(p.spec.instruction).toBe(fx.slider.instruction);
    expect(p.spec.commit_controls).toEqual([]);
    expect(p.metadata).toMatchObject({ family: 'continuous_precision', family_name: 'Continuous & High-Precision Input', template: fx.slider.template });
    expect(p.metadata.intended_difficulty).toEqual(fx.slider.difficulty);
    expect(p.realized_difficulty).toBeNull();
    expect(p.reference.trajectory).toEqual(fx.slider.reference_solution);
    expect(p.reference.steps).toBe(fx.slider.reference_steps);
    expect(p.runs.map((r) => [r.mode, r.agent, r.run_id, r.status])).toEqual([
      ['axtree', 'openai', 'model-axtree', 'success'],
      ['pixel', 'openai', 'model-pixel', 'max_steps'],
      ['pixel', 'random', 'random-pixel', 'max_steps'],
    ]);
    const [ok, calib, loop] = p.runs;
    expect([ok.failure, ok.trace, ok.failing_steps]).toEqual([null, null, []]);
    expect(calib.failure).toMatchObject({ category: 'continuous_calibration', secondary: ['repetition_loop'] });
    expect(calib.failing_steps).toEqual([1, 2]);
    expect(calib.trace!.map((t) => t.step)).toEqual([1, 2, 3, 4, 5]);
    expect(calib.trace![0].target).toEqual({ main: { fields: { value: fx.runs[1].steps[0].state!.instances.main.fields.value }, commit: null } });
    expect(loop.failure!.category).toBe('repetition_loop');
    expect(p.summary).toEqual({ runs: 3, passed: 1, failed: 2, categories: [
      { category: 'continuous_calibration', runs: 1 }, { category: 'repetition_loop', runs: 1 },
    ] });
  });

  it('skip runs that never attempted the task', () => {
    const p = buildPacket(fx.text, fx.runs, ontology);
    expect(p.runs.map((r) => r.run_id)).toEqual(['model-axtree', 'model-pixel']);
    expect(p.runs[0].failure!.category).toBe('semantic_value');
  });

  it('are byte-identical when built twice, from shuffled inputs, or from the runs read back from disk', () => {
    const once = buildPackets([fx.slider, fx.text], fx.runs, ontology).map(packetJson);
    const twice = buildPackets([fx.text, fx.slider], [...fx.runs].reverse(), ontology).map(packetJson);
    expect(twice).toEqual(once);
    const dirs = fx.runs.map((r) => {
      const dir = path.join(tmp, r.manifest.run_id);
      const w = RunWriter.create(dir, r.manifest);
      r.steps.forEach((s) => w.appendStep(s));
      r.episodes.forEach((e) => w.appendEpisode(e));
      return dir;
    });
    const fromDisk = buildPackets([fx.slider, fx.text], dirs.map((d) => readRun(d)), ontology).map(packetJson);
    expect(fromDisk).toEqual(once);
    expect(once[0].endsWith('}\n')).toBe(true);
    expect(once[0]).not.toContain(tmp);
  });

  it('carry realized difficulty when an audit gave it, and refuse duplicate run ids', () => {
    const realized = new Map([[fx.slider.id, { bucket: 'hard', replay_steps: 3 }]]);
    expect(buildPacket(fx.slider, fx.runs, ontology, { realized }).realized_difficulty).toEqual({ bucket: 'hard', replay_steps: 3 });
    expect(buildPacket(fx.text, fx.runs, ontology, { realized }).realized_difficulty).toBeNull();
    expect(() => buildPacket(fx.slider, [fx.runs[0], fx.runs[0]], ontology)).toThrow(/model-axtree/);
  });
});
