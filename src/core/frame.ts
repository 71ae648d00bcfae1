/**
 * Frame params: what the scene kit needs besides the component itself. They live in
 * `params.frame` of every task; none of them is ever the target.
 */
import { z } from 'zod';
import { CLUTTER_KINDS } from './clutterKinds';

export { CLUTTER_KINDS, type ClutterKind } from './clutterKinds';

export const ClutterItemSchema = z.strictObject({
  kind: z.enum(CLUTTER_KINDS),
  label: z.string().min(1),
  /** Select options, progress percent, alert body… depending on the kind. */
  detail: z.union([z.string(), z.number(), z.array(z.string())]).optional(),
});
export type ClutterItem = z.infer<typeof ClutterItemSchema>;

export const FrameSchema = z.strictObject({
  /** Heading of a single-instance frame. */
  title: z.string().min(1).optional(),
  /** One frame per instance, each headed by its label (two or more). */
  instances: z.array(z.string().min(1)).min(2).optional(),
  /** Label of the commit control; when set, only it commits the draft state. */
  commit: z.string().min(1).optional(),
  /** Commit goes through a confirmation dialog: only its OK button commits. */
  confirm: z.strictObject({ prompt: z.string().min(1), ok: z.string().min(1), cancel: z.string().min(1) }).optional(),
  /**
   * For the modal_flow and drawer_flow layouts: the overlay's title, the page button that opens it,
   * and whether it starts closed (the agent must open it) or open.
   */
  overlay: z.strictObject({ trigger: z.string().min(1), title: z.string().min(1), closed: z.boolean() }).optional(),
  /** The frames sit in a collapsed section with this label. */
  disclosure: z.string().min(1).optional(),
  /** The frames sit below this many filler paragraphs, out of the first viewport. */
  scroll: z.number().int().min(1).optional(),
  /** Irrelevant, interactive widgets around the frames. */
  clutter: z.array(ClutterItemSchema).optional(),
  /** Show a reference picture of the goal (visual or mixed guidance). */
  reference: z.boolean().optional(),
  /** The frames are wide (a board of columns), not a card's width. */
  wide: z.literal(true).optional(),
  /** Column headings when the instances are table rows. */
  columns: z.tuple([z.string().min(1), z.string().min(1)]).optional(),
}).refine((f) => !f.confirm || f.commit, { message: 'confirm needs a commit control' });
export type Frame = z.infer<typeof FrameSchema>;
