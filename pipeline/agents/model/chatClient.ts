/** A client of the OpenAI-compatible chat-completions API, with the shared remote policy (postJson). */
import { AgentError } from '../agent';
import { postJson } from '../postJson';
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

export async function chat(cfg: ModelConfig, messages: ChatMessage[]): Promise<ChatReply> {
  const key = cfg.api_key_env ? process.env[cfg.api_key_env] : undefined;
  if (cfg.api_key_env && !key) throw new AgentError(`environment variable ${cfg.api_key_env} (the API key) is not set`);
  const { json, attempts } = await postJson(
    `${cfg.base_url.replace(/\/$/, '')}/chat/completions`,
    { model: cfg.model, messages, temperature: cfg.temperature, max_tokens: cfg.max_tokens, ...cfg.extra_body },
    cfg, { who: 'model API', headers: key ? { authorization: `Bearer ${key}` } : {} },
  );
  const reply = json as { choices?: { message?: { content?: unknown } }[]; usage?: { prompt_tokens?: number; completion_tokens?: number } };
  const content = reply.choices?.[0]?.message?.content;
  const text = typeof content === 'string' ? content
    : Array.isArray(content) ? content.map((p) => (typeof p === 'object' && p && 'text' in p ? String((p as { text: unknown }).text) : '')).join('') : '';
  return { text, promptTokens: reply.usage?.prompt_tokens ?? 0, completionTokens: reply.usage?.completion_tokens ?? 0, attempts };
}
