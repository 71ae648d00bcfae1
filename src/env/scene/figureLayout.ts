/**
 * Where a reference picture's pieces go on its canvas: chips flow into rows and text wraps into
 * lines inside a fixed width, so the canvas grows downwards instead of cutting the goal off. Pure
 * given a text measure, so the layout is testable without a browser.
 */
export type Measure = (text: string) => number;

/** The canvas's width and its least height (one row of chips or one line of text fits in it). */
export const FIGURE_WIDTH = 260;
export const FIGURE_MIN_HEIGHT = 96;
/** Nothing is painted closer than this to the canvas's edge. */
export const FIGURE_PADDING = 12;

const CHIP_HEIGHT = 28;
const CHIP_GAP = 8;
/** Room around a chip's label: the measured text plus this is the chip's width. */
const CHIP_INSET = 20;
export const TEXT_LINE_HEIGHT = 26;

export interface ChipBox { x: number; y: number; w: number; h: number; label: string }

const inner = FIGURE_WIDTH - 2 * FIGURE_PADDING;

/** Vertical offset that centres content of this height on a canvas of at least the least height. */
function frame(content: number): { height: number; top: number } {
  const height = Math.max(FIGURE_MIN_HEIGHT, content + 2 * FIGURE_PADDING);
  return { height, top: (height - content) / 2 };
}

/**
 * Chips in reading order, left to right then row by row. Ordered chips carry their position
 * ("1. Open Road"), so an order survives the wrap into rows.
 */
export function layoutChips(items: string[], ordered: boolean, measure: Measure): { boxes: ChipBox[]; height: number } {
  const boxes: ChipBox[] = [];
  let x = 0;
  let row = 0;
  items.forEach((item, i) => {
    const label = ordered ? `${i + 1}. ${item}` : item;
    const w = Math.min(inner, measure(label) + CHIP_INSET);
    if (x > 0 && x + w > inner) { x = 0; row++; }
    boxes.push({ x, y: row * (CHIP_HEIGHT + CHIP_GAP), w, h: CHIP_HEIGHT, label });
    x += w + CHIP_GAP;
  });
  const rows = boxes.length ? row + 1 : 0;
  const { height, top } = frame(rows * CHIP_HEIGHT + Math.max(0, rows - 1) * CHIP_GAP);
  // Each row is centred on its own, as a caption's lines are.
  const rowWidth = new Map<number, number>();
  for (const b of boxes) rowWidth.set(b.y, b.x + b.w);
  return {
    boxes: boxes.map((b) => ({ ...b, x: b.x + FIGURE_PADDING + (inner - rowWidth.get(b.y)!) / 2, y: b.y + top })),
    height,
  };
}

/** Text broken at spaces into lines that fit; a single word wider than a line gets a line to itself. */
export function layoutText(text: string, measure: Measure): { lines: { text: string; y: number }[]; height: number } {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.length ? `${lines[lines.length - 1]} ${word}` : null;
    if (last !== null && measure(last) <= inner) lines[lines.length - 1] = last;
    else lines.push(word);
  }
  if (!lines.length) lines.push('');
  const { height, top } = frame(lines.length * TEXT_LINE_HEIGHT);
  return { lines: lines.map((t, i) => ({ text: t, y: top + (i + 0.5) * TEXT_LINE_HEIGHT })), height };
}
