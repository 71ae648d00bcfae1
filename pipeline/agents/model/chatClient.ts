/**
 * A client of the OpenAI-compatible chat-completions API: timeouts per call, retries with
 * exponential backoff on 429, 5xx and network failures (Retry-After respected), token usage.
 */
import { AgentError } from '../agent';
import type { ModelConfig } from './config';

export type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string | ContentPart[];
}

export interface ChatReply {
  text: string;
  promptTokens: number;
  completionTokens: number;
  /** Attempts made (1 when the first call succeeded). */
  attempts: number;
}

class Retryable extends Error {
  constructor(message: string, readonly retryAfterS: number | null = null) {
    super(message);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function chat(cfg: ModelConfig, messages: ChatMessage[]): Promise<ChatReply> {
  const key = cfg.api_key_env ? process.env[cfg.api_key_env] : undefined;
  if (cfg.api_key_env && !key) throw new AgentError(`environment variable ${cfg.api_key_env} (the API key) is not set`);
  const url = `${cfg.base_url.replace(/\/$/, '')}/chat/completions`;
  const body = JSON.stringify({ model: cfg.model, messages, temperature: cfg.temperature, max_tokens: cfg.max_tokens, ...cfg.extra_body });
  let lastError = '';
  for (let attempt = 1; attempt <= cfg.max_retries + 1; attempt++) {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), cfg.timeout_s * 1000);
    try {
      const res = await fetch(url, {
        method: 'POST', body, signal: abort.signal,
        headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
      });
      const text = await res.text();
      if (res.status === 429 || res.status >= 500) {
        const ra = Number(res.headers.get('retry-after'));
        throw new Retryable(`HTTP ${res.status}: ${text.slice(0, 200)}`, Number.isFinite(ra) && ra >= 0 ? ra : null);
      }
      if (!res.ok) throw new AgentError(`model API answered HTTP ${res.status}: ${text.slice(0, 300)}`);
      let json: { choices?: { message?: { content?: unknown } }[]; usage?: { prompt_tokens?: number; completion_tokens?: number } };
      try {
        json = JSON.parse(text);
      } catch {
        throw new Retryable(`unreadable reply body: ${text.slice(0, 120)}`);
      }
      const content = json.choices?.[0]?.message?.content;
      const reply = typeof content === 'string' ? content
        : Array.isArray(content) ? content.map((p) => (typeof p === 'object' && p && 'text' in p ? String((p as { text: unknown }).text) : '')).join('') : '';
      return { text: reply, promptTokens: json.usage?.prompt_tokens ?? 0, completionTokens: json.usage?.completion_tokens ?? 0, attempts: attempt };
    } catch (e) {
      if (e instanceof AgentError) throw e;
      const retryAfter = e instanceof Retryable ? e.retryAfterS : null;
      lastError = abort.signal.aborted ? `no reply within ${cfg.timeout_s} s` : (e as Error).message;
      if (attempt > cfg.max_retries) break;
      await sleep(1000 * (retryAfter ?? cfg.backoff_s * 2 ** (attempt - 1)));
    } finally {
      clearTimeout(timer);
    }
  }
  throw new AgentError(`model API failed after ${cfg.max_retries + 1} attempt(s): ${lastError}`);
}
