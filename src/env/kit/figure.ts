/**
 * Reference pictures for visual guidance: a type's model turns the goal's field values into one of
 * these figures, and the scene kit paints it on a canvas, so the goal is visible without being text
 * in the DOM or the accessibility tree.
 */
export type Figure =
  | { kind: 'text'; text: string }
  | { kind: 'toggle'; on: boolean }
  /** A filled track up to `fraction`, or a band from `from` to `fraction` (range sliders). */
  | { kind: 'gauge'; fraction: number; from?: number }
  | { kind: 'stars'; value: number; max: number }
  /** `ordered`: the items' order is part of the goal, so the picture numbers them. */
  | { kind: 'chips'; items: string[]; ordered?: boolean }
  | { kind: 'swatch'; color: string };
