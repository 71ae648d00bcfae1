/**
 * Where a reference picture's pieces go on its canvas. The canvas has one size whatever the goal
 * (its size in the DOM must not tell one target from another), so chips flow into rows and text
 * wraps into lines, and both step down in size until the whole goal fits. Pure given a text
 * measure, so the layout is testable without a browser.
 */
/** Width of `text` at a font size in px (the font's family and weight are the painter's). */
export type Measure = (text: string, px: number) => number;

export const FIGURE_WIDTH = 260;
export const FIGURE_HEIGHT = 152;
/** Nothing is painted closer than this to the canvas's edge. */
export const FIGURE_PADDING = 12;

const INNER_W = FIGURE_WIDTH - 2 * FIGURE_PADDING;
const INNER_H = FIGURE_HEIGHT - 2 * FIGURE_PADDING;

export const textFont = (px: number): string => `600 ${px}px system-ui, "Liberation Sans", sans-serif`;
export const chipFont = (px: number): string => `500 ${px}px system-ui, "Liberation Sans", sans-serif`;

/** Font sizes tried in turn, largest first; the smallest still reads at 1280×720. */
export const CHIP_SIZES = [15, 14, 13, 12, 11, 10] as const;
export const TEXT_SIZES = [20, 18, 16, 14, 12] as const;

export interface ChipBox { x: number; y: number; w: number; h: number; label: string }
export interface Fitted<T> { items: T[]; px: number; fits: boolean }

/** Content of this height centred vertically: its top. */
const top = (content: number): number => FIGURE_PADDING + (INNER_H - content) / 2;

/** The first size whose layout fits, else the smallest (reported as not fitting). */
function firstFit<T>(sizes: readonly number[], lay: (px: number) => { items: T[]; height: number }): Fitted<T> {
  for (const px of sizes) {
    const { items, height } = lay(px);
    if (height <= INNER_H) return { items, px, fits: true };
  }
  const px = sizes[sizes.length - 1];
  return { items: lay(px).items, px, fits: false };
}

/**
 * Chips in reading order, left to right then row by row, each row centred. Ordered chips carry
 * their position ("1. Open Road"), so an order survives the wrap into rows.
 */
export function layoutChips(labels: string[], ordered: boolean, measure: Measure): Fitted<ChipBox> {
  const text = labels.map((l, i) => (ordered ? `${i + 1}. ${l}` : l));
  return firstFit(CHIP_SIZES, (px) => {
    const h = Math.round(px * 1.85);
    const gap = Math.round(px * 0.5);
    const inset = Math.round(px * 1.3);
    const boxes: ChipBox[] = [];
    let x = 0;
    let row = 0;
    for (const label of text) {
      const w = Math.min(INNER_W, measure(label, px) + inset);
      if (x > 0 && x + w > INNER_W) { x = 0; row++; }
      boxes.push({ x, y: row * (h + gap), w, h, label });
      x += w + gap;
    }
    const rows = boxes.length ? row + 1 : 0;
    const height = rows * h + Math.max(0, rows - 1) * gap;
    const rowEnd = new Map<number, number>();
    for (const b of boxes) rowEnd.set(b.y, b.x + b.w);
    const y0 = top(height);
    return { items: boxes.map((b) => ({ ...b, x: b.x + FIGURE_PADDING + (INNER_W - rowEnd.get(b.y)!) / 2, y: b.y + y0 })), height };
  });
}

/** Text broken at spaces into centred lines; a word wider than a line is condensed onto its own. */
export function layoutText(text: string, measure: Measure): Fitted<{ text: string; y: number }> {
  const words = text.split(/\s+/).filter(Boolean);
  return firstFit(TEXT_SIZES, (px) => {
    const lines: string[] = [];
    let overlong = false;
    for (const word of words) {
      const joined = lines.length ? `${lines[lines.length - 1]} ${word}` : null;
      if (joined !== null && measure(joined, px) <= INNER_W) lines[lines.length - 1] = joined;
      else lines.push(word);
      overlong ||= measure(word, px) > INNER_W;
    }
    if (!lines.length) lines.push('');
    const lh = Math.round(px * 1.3);
    const y0 = top(lines.length * lh);
    // A condensed word fits only at the smallest size.
    return { items: lines.map((t, i) => ({ text: t, y: y0 + (i + 0.5) * lh })), height: overlong ? Infinity : lines.length * lh };
  });
}
