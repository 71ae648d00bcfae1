/**
 * One JSON request to a remote agent or model, with the policy every remote agent shares: a
 * timeout per call; retries with exponential backoff on 429, 5xx, network failures and unreadable
 * bodies (Retry-After respected); any other error status ends the agent at once.
 */
import { z } from 'zod';
import { AgentError } from './agent';

/** The policy's fields in a remote agent's config, with the default call timeout given. */
export const retryPolicyShape = (timeoutS: number) => ({
  /** Seconds one call may take before it is abandoned and retried. */
  timeout_s: z.number().positive().default(timeoutS),
  max_retries: z.number().int().min(0).default(4),
  /** First backoff delay in seconds (doubles on every retry; Retry-After wins when given). */
  backoff_s: z.number().min(0).default(2),
});

export type RetryPolicy = z.infer<z.ZodObject<ReturnType<typeof retryPolicyShape>>>;

export interface JsonReply {
  json: unknown;
  /** Attempts made (1 when the first call succeeded). */
  attempts: number;
}

class Retryable extends Error {
  constructor(message: string, readonly retryAfterS: number | null = null) {
    super(message);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** POSTs `body` to `url`; `who` names the server in errors ("model API", "agent server"). */
export async function postJson(url: string, body: unknown, policy: RetryPolicy, o: { who: string; headers?: Record<string, string> }): Promise<JsonReply> {
  const payload = JSON.stringify(body);
  let lastError = '';
  for (let attempt = 1; attempt <= policy.max_retries + 1; attempt++) {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), policy.timeout_s * 1000);
    try {
      const res = await fetch(url, { method: 'POST', body: payload, signal: abort.signal, headers: { 'content-type': 'application/json', ...o.headers } });
      const text = await res.text();
      if (res.status === 429 || res.status >= 500) {
        const ra = Number(res.headers.get('retry-after'));
        throw new Retryable(`HTTP ${res.status}: ${text.slice(0, 200)}`, Number.isFinite(ra) && ra >= 0 ? ra : null);
      }
      if (!res.ok) throw new AgentError(`${o.who} answered HTTP ${res.status}: ${text.slice(0, 300)}`);
      try {
        return { json: JSON.parse(text), attempts: attempt };
      } catch {
        throw new Retryable(`unreadable reply body: ${text.slice(0, 120)}`);
      }
    } catch (e) {
      if (e instanceof AgentError) throw e;
      const retryAfter = e instanceof Retryable ? e.retryAfterS : null;
      lastError = abort.signal.aborted ? `no reply within ${policy.timeout_s} s` : (e as Error).message;
      if (attempt > policy.max_retries) break;
      await sleep(1000 * (retryAfter ?? policy.backoff_s * 2 ** (attempt - 1)));
    } finally {
      clearTimeout(timer);
    }
  }
  throw new AgentError(`${o.who} failed after ${policy.max_retries + 1} attempt(s): ${lastError}`);
}
