/** The submission fuzzer at a small size: no crash, no invalid archive accepted, no valid one refused. */
import { describe, expect, it } from 'vitest';
import { fuzzSubmissions } from '../../scripts/fuzz/submissions';

describe('submission fuzzer', () => {
  it('300 seeded hostile archives: 0 crashes, 0 invalid accepted', () => {
    const r = fuzzSubmissions({ seed: 7, count: 300 });
    expect(r.failures).toEqual([]);
    expect(r.crashes).toBe(0);
    expect(r.invalidAccepted).toBe(0);
    expect(r.validRejected).toBe(0);
    expect(r.expectedInvalid).toBeGreaterThan(200);
    expect(r.byMutation['markup-in-every-text-field']).toBeGreaterThan(50);
  }, 180_000);
});
