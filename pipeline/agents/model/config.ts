/** The YAML config of an OpenAI-compatible model agent (read with zod; secrets come from the environment). */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { parse } from 'yaml';
import { CONVENTIONS } from '../../harness/coordinates';
import { UserError } from '../../errors';
import { retryPolicyShape } from '../postJson';

export const ModelConfigSchema = z.strictObject({
  /** e.g. https://api.openai.com/v1, a vLLM server, or Gemini's OpenAI-compatible endpoint. */
  base_url: z.string().url(),
  model: z.string().min(1),
  /** Name of the environment variable holding the API key (never the key itself). */
  api_key_env: z.string().min(1).optional(),
  convention: z.enum(CONVENTIONS).default('raw'),
  temperature: z.number().min(0).max(2).default(0),
  max_tokens: z.number().int().positive().default(1024),
  ...retryPolicyShape(120),
  /** Previous turns (action + error) repeated in each prompt. */
  history: z.number().int().min(0).default(8),
  /** Send screenshots (every mode shows one; text-only models can turn it off). */
  images: z.boolean().default(true),
  /** USD per million tokens, for cost accounting. */
  price_per_mtok: z.strictObject({ input: z.number().min(0), output: z.number().min(0) }).optional(),
  /** Extra JSON fields for the request body (e.g. reasoning effort). */
  extra_body: z.record(z.string(), z.unknown()).default({}),
});
export type ModelConfig = z.infer<typeof ModelConfigSchema>;

export function readModelConfig(file: string): ModelConfig {
  return readAgentConfig(file, ModelConfigSchema);
}

/** A remote agent's YAML config, checked against its schema; errors name the file and field. */
export function readAgentConfig<T extends z.ZodType>(file: string, schema: T): z.infer<T> {
  let raw: unknown;
  try {
    raw = parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new UserError(`${file}: ${(e as Error).message}`);
  }
  const r = schema.safeParse(raw);
  if (!r.success) throw new UserError(`${file}: ${r.error.issues[0].path.join('.') || 'config'}: ${r.error.issues[0].message}`);
  return r.data;
}
