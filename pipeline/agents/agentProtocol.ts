/**
 * The HTTP agent protocol: each turn the harness POSTs a request (what the agent is shown) to the
 * agent's URL and takes back a reply (the turn's actions in the harness grammar). The zod schemas
 * here are the protocol; docs/agent-protocol.md carries their JSON Schema, generated from them.
 */
import { z } from 'zod';
import { CONVENTIONS } from '../harness/coordinates';
import { MODES } from '../runs/records';

export const PROTOCOL = 'componentbench-agent';
export const PROTOCOL_VERSION = 1;

const ElementSchema = z.strictObject({
  id: z.string().describe('What id-based actions name: click("12")'),
  role: z.string(),
  name: z.string(),
  checked: z.union([z.boolean(), z.literal('mixed'), z.null()]),
  expanded: z.boolean().nullable(),
  value: z.string().nullable(),
}).describe('An element the observation shows, read from its text (id modes only)');

export const AgentRequestSchema = z.strictObject({
  protocol: z.literal(PROTOCOL),
  version: z.literal(PROTOCOL_VERSION),
  episode_id: z.string().describe('Opaque and new for every episode: step 0 of a new id starts an episode'),
  step: z.number().int().min(0).describe('Turns taken so far in this episode'),
  max_steps: z.number().int().min(1).nullable().describe('The episode\'s turn budget (null when the harness sets none)'),
  goal: z.string().describe('The task\'s instruction, all the agent is told about the task'),
  mode: z.enum(MODES).describe('The observation/action space'),
  max_actions: z.number().int().min(1).describe('Most actions one reply may carry (more than 1 in browser_use only)'),
  coordinates: z.enum(CONVENTIONS).nullable().describe('pixel mode: the convention coordinates are read in (the screenshot is sized for it); null in id modes'),
  viewport: z.strictObject({ width: z.number().int(), height: z.number().int() }).describe('The page\'s viewport in CSS pixels'),
  observation: z.strictObject({
    text: z.string().describe('The mode\'s text: AX tree (axtree), marks legend (som), serialized DOM (browser_use); empty in pixel'),
    elements: z.array(ElementSchema).describe('The elements the text shows, parsed (empty in pixel)'),
    screenshot_png_base64: z.string().nullable().describe('The screenshot the mode shows (with marks in som), PNG in base64; null when the agent asked for none'),
    files: z.array(z.strictObject({ name: z.string(), type: z.string(), size: z.number().int() })).describe('The files a file chooser offers (upload_file names them), with MIME type and size in bytes'),
    last_error: z.string().nullable().describe('Why the previous action failed, or null'),
  }),
}).describe('What the harness POSTs to the agent each turn');
export type AgentRequest = z.infer<typeof AgentRequestSchema>;

const UsageSchema = z.strictObject({
  prompt_tokens: z.number().int().min(0).optional(),
  completion_tokens: z.number().int().min(0).optional(),
  cost_usd: z.number().min(0).nullable().optional(),
}).describe('What the turn cost, if the agent knows (recorded with the step)');

export const AgentReplySchema = z.union([
  z.strictObject({ action: z.string().min(1), output: z.string().optional(), usage: UsageSchema.optional() }),
  z.strictObject({ actions: z.array(z.string().min(1)), output: z.string().optional(), usage: UsageSchema.optional() }),
]).describe('The agent\'s answer: one action, or several (browser_use), in the harness grammar, e.g. click("12"); optional free text and usage');
export type AgentReply = z.infer<typeof AgentReplySchema>;

/** The protocol's JSON Schema (draft 2020-12), as docs/agent-protocol.md shows it. */
export function protocolJsonSchema(): { request: unknown; reply: unknown } {
  return { request: z.toJSONSchema(AgentRequestSchema), reply: z.toJSONSchema(AgentReplySchema) };
}
