import { afterEach, describe, expect, it } from 'vitest';
import { ModelConfigSchema } from '../../pipeline/agents/model/config';
import { loadOntology } from '../../pipeline/content/ontology';
import { loadTasks } from '../../pipeline/content/tasks';
import { acceptModelReply, observeTask } from '../../pipeline/diagnostics/enrichObservation';
import { buildObservation, ObservationSchema, type TaskObservation } from '../../pipeline/diagnostics/observation';
import { buildPacket, type TaskPacket } from '../../pipeline/diagnostics/packet';
import { diagnosticFixture } from '../fixtures/diagnosticRuns';
import { startStubModel, userParts, type StubServer } from '../fixtures/stubModelServer';

const tasks = loadTasks();
const ontology = loadOntology();
const fx = diagnosticFixture(tasks);
const sliderPacket = buildPacket(fx.slider, fx.runs, ontology);
const passedPacket = buildPacket(fx.slider, [fx.runs[0]], ontology);

let stub: StubServer | null = null;
afterEach(async () => { await stub?.close(); stub = null; });

const judge = () => ModelConfigSchema.parse({ base_url: stub!.baseUrl, model: 'stub-judge', backoff_s: 0, timeout_s: 2, max_retries: 0 });

/** A model reply: the draft with some interpretive fields revised. */
function reply(draft: TaskObservation, over: Record<string, unknown>, fenced = true): string {
  const body = JSON.stringify({ ...draft, source: 'llm', enrichment: null, ...over });
  return fenced ? `Here is my analysis.\n\`\`\`json\n${body}\n\`\`\`` : body;
}

describe('layer 2 observations (deterministic)', () => {
  it('name the dominant failure, the other mechanisms, the mode contrast and the evidence', () => {
    const o = buildObservation(sliderPacket);
    expect(o.runs).toEqual({ total: 3, passed: 1, failed: 2 });
    // One calibration and one loop failure: the tie goes to the specific mechanism.
    expect(o.primary_category).toBe('continuous_calibration');
    expect(o.secondary_tags).toEqual(['repetition_loop']);
    expect(o.mode_contrasts).toEqual([{ agent: 'openai', model: 'stub-1', passes_in: ['axtree'], fails_in: ['pixel'] }]);
    expect(o.modes).toEqual([{ mode: 'axtree', passed: 1, failed: 0 }, { mode: 'pixel', passed: 0, failed: 2 }]);
    expect(o.evidence.map((e) => [e.run_id, e.step])).toEqual([['model-pixel', 1], ['model-pixel', 2]]);
    expect(o.explanation).toContain('2 of 3 run(s) failed.');
    expect(o.explanation).toContain('Main mechanism: continuous calibration error (1 of 2 failed run(s))');
    expect(o.explanation).toContain('openai (stub-1) passes in axtree but fails in pixel.');
    expect(o.explanation).toContain('First evidence: run model-pixel, step 1:');
    expect([o.source, o.enrichment]).toEqual(['deterministic', null]);
  });

  it('have no category or evidence when every run passed', () => {
    const o = buildObservation(passedPacket);
    expect([o.primary_category, o.evidence, o.mode_contrasts]).toEqual([null, [], []]);
    expect(o.explanation).toBe('All 1 run(s) passed; there is no failure to explain.');
  });

  it('reject records that break the schema', () => {
    const o = buildObservation(sliderPacket);
    expect(ObservationSchema.safeParse(o).success).toBe(true);
    expect(ObservationSchema.safeParse({ ...o, primary_category: 'grounding' }).success).toBe(false);
    expect(ObservationSchema.safeParse({ ...o, primary_category: null }).success).toBe(false);
    expect(ObservationSchema.safeParse({ ...o, secondary_tags: ['continuous_calibration'] }).success).toBe(false);
    expect(ObservationSchema.safeParse({ ...o, evidence: [{ run_id: 'x', step: 0, action_index: 0, reason: 'r' }] }).success).toBe(false);
    expect(ObservationSchema.safeParse({ ...o, runs: { total: 3, passed: 2, failed: 2 } }).success).toBe(false);
    expect(ObservationSchema.safeParse({ ...o, extra: true }).success).toBe(false);
  });
});

describe('layer 2 model enrichment', () => {
  it('is off by default: no model is called', async () => {
    stub = await startStubModel([{ content: '{}' }]);
    const o = await observeTask(sliderPacket);
    expect(o).toEqual(buildObservation(sliderPacket));
    expect(stub.requests).toHaveLength(0);
  });

  it('accepts a valid reply: interpretive fields from the model, computed facts kept', async () => {
    const draft = buildObservation(sliderPacket);
    const revised = {
      primary_category: 'drag_execution', secondary_tags: ['continuous_calibration'],
      evidence: [{ run_id: 'model-pixel', step: 2, action_index: 0, reason: 'the second drag stops short of the thumb track' }],
      explanation: 'The pixel agent drags but cannot place the thumb; axtree uses the keyboard instead.',
    };
    stub = await startStubModel([{ content: reply(draft, revised) }]);
    const o = await observeTask(sliderPacket, { llm: judge() });
    expect(o).toMatchObject({ ...revised, source: 'llm', enrichment: { model: 'stub-judge', status: 'accepted', note: 'accepted' } });
    expect([o.runs, o.category_counts, o.mode_contrasts]).toEqual([draft.runs, draft.category_counts, draft.mode_contrasts]);
    const req = stub.requests[0];
    expect(req.body.model).toBe('stub-judge');
    expect(req.body.messages[0].content).toContain('"primary_category"');
    expect(userParts(req).text).toContain(`"task_id":"${fx.slider.id}"`);
    expect(userParts(req).text).toContain('mouse_drag_and_drop(400, 300, 520, 300)');
  });

  it('keeps computed facts when the model rewrites them, and says so', async () => {
    const draft = buildObservation(sliderPacket);
    stub = await startStubModel([{ content: reply(draft, { runs: { total: 9, passed: 0, failed: 9 } }, false) }]);
    const o = await observeTask(sliderPacket, { llm: judge() });
    expect(o.runs).toEqual(draft.runs);
    expect(o.enrichment).toMatchObject({ status: 'accepted', note: expect.stringContaining('runs') });
  });

  const rejections: [string, (d: TaskObservation) => string, RegExp][] = [
    ['a category outside the taxonomy', (d) => reply(d, { primary_category: 'grounding_error' }), /primary_category/],
    ['prose without JSON', () => 'The agent could not calibrate the slider.', /no JSON object/],
    ['broken JSON', () => '{"task_id": "x",', /no JSON object|not valid JSON/],
    ['evidence at a step no trace has', (d) => reply(d, { evidence: [{ run_id: 'model-pixel', step: 19, action_index: 0, reason: 'made up' }] }), /step 19/],
    ['another task', (d) => reply(d, { task_id: 'button-antd-T01' }), /button-antd-T01/],
    ['no category on a failing task', (d) => reply(d, { primary_category: null }), /primary_category/],
  ];
  for (const [what, make, why] of rejections) {
    it(`rejects ${what} and keeps the deterministic record`, async () => {
      const draft = buildObservation(sliderPacket);
      stub = await startStubModel([{ content: make(draft) }]);
      const o = await observeTask(sliderPacket, { llm: judge() });
      expect({ ...o, enrichment: null }).toEqual(draft);
      expect(o.enrichment).toMatchObject({ model: 'stub-judge', status: 'rejected', note: expect.stringMatching(why) });
    });
  }

  it('records a failed model call as a rejection', async () => {
    stub = await startStubModel([{ status: 400, raw: '{"error":"bad request"}' }]);
    const o = await observeTask(sliderPacket, { llm: judge() });
    expect(o.enrichment).toMatchObject({ status: 'rejected', note: expect.stringContaining('HTTP 400') });
    expect(o.source).toBe('deterministic');
  });

  it('does not call the model for a task without failures', async () => {
    stub = await startStubModel([{ content: '{}' }]);
    const o = await observeTask(passedPacket, { llm: judge() });
    expect([o.source, o.enrichment, stub.requests.length]).toEqual(['deterministic', null, 0]);
  });

  it('validates replies without a server too (pure check)', () => {
    const draft = buildObservation(sliderPacket);
    const packet: TaskPacket = sliderPacket;
    expect(acceptModelReply(reply(draft, {}), packet, draft, 'm').ok).toBe(true);
    expect(acceptModelReply(reply(draft, { secondary_tags: ['nonsense'] }), packet, draft, 'm').ok).toBe(false);
  });
});
