/**
 * Point labels that never overlap: each label tries a few places around its point (above, below,
 * right, left, then further out) and takes the first that overlaps no label placed before it, no
 * point and not the frame. Points drawn at the same spot share one label. Text boxes are estimated
 * from the font size (the build has no layout engine), with a margin for the estimate's error.
 */

export interface LabelPoint {
  /** Position in pixels within the plot's frame. */
  x: number;
  y: number;
  text: string;
}

export interface PlacedLabel {
  /** Where the label's anchor (its bottom edge at its start, middle or end) sits. */
  x: number;
  y: number;
  text: string;
  anchor: 'start' | 'middle' | 'end';
  /** The point labelled. */
  of: { x: number; y: number };
  /** Placed beyond the ring next to its point: worth a leader line back to it. */
  far: boolean;
}

interface Box { x0: number; y0: number; x1: number; y1: number }

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/**
 * Offsets from the point to the bottom of its label, and the label's horizontal anchor, in order of
 * preference: right above or below it first, then rows further out, each centred, then to the right, then to the left.
 */
const CANDIDATES: { dx: number; dy: number; anchor: PlacedLabel['anchor'] }[] = [-11, 19, -25, 33, -39, 47, -53, 61, 75].flatMap((dy) => [
  { dx: 0, dy, anchor: 'middle' as const }, { dx: 10, dy, anchor: 'start' as const }, { dx: -10, dy, anchor: 'end' as const },
]);

/**
 * Places the labels of `points` inside a frame of `width` × `height` px. Points within `mergePx`
 * (default: the point radius) of each other share a label (their texts joined); a label with no
 * free place is left out, and the result says which.
 */
export function placeLabels(points: readonly LabelPoint[], o: { width: number; height: number; fontSize: number; pointRadius: number; mergePx?: number }): { placed: PlacedLabel[]; unplaced: string[] } {
  // Points closer than a point's diameter are drawn over each other: one label serves them.
  const merge = o.mergePx ?? o.pointRadius;
  const groups: LabelPoint[] = [];
  for (const p of points) {
    const same = groups.find((g) => Math.abs(g.x - p.x) <= merge && Math.abs(g.y - p.y) <= merge);
    if (same) same.text = joinLabels(same.text, p.text);
    else groups.push({ ...p });
  }
  const charW = o.fontSize * 0.62;
  const pad = 2;
  const taken: Box[] = points.map((p) => ({ x0: p.x - o.pointRadius, y0: p.y - o.pointRadius, x1: p.x + o.pointRadius, y1: p.y + o.pointRadius }));
  const placed: PlacedLabel[] = [];
  const unplaced: string[] = [];
  // Top to bottom, left to right: a dense cluster's upper labels take the places above it.
  for (const g of [...groups].sort((a, b) => a.y - b.y || a.x - b.x)) {
    const w = g.text.length * charW;
    const fit = CANDIDATES.map((c) => {
      const x = g.x + c.dx;
      const y = g.y + c.dy;
      const x0 = c.anchor === 'start' ? x : c.anchor === 'end' ? x - w : x - w / 2;
      return { label: { x, y, text: g.text, anchor: c.anchor, of: { x: g.x, y: g.y }, far: c.dy < -11 || c.dy > 19 }, box: { x0: x0 - pad, y0: y - o.fontSize - pad, x1: x0 + w + pad, y1: y + pad } };
    }).find(({ box }) => box.x0 >= 0 && box.y0 >= 0 && box.x1 <= o.width && box.y1 <= o.height && !taken.some((t) => overlaps(t, box)));
    if (!fit) {
      unplaced.push(g.text);
      continue;
    }
    taken.push(fit.box);
    placed.push(fit.label);
  }
  return { placed, unplaced };
}

/** "oracle · AX-tree" and "oracle · SoM" → "oracle · AX-tree, SoM": a shared prefix is said once. */
function joinLabels(a: string, b: string): string {
  const [pa, ...ra] = a.split(' · ');
  const [pb, ...rb] = b.split(' · ');
  return ra.length && rb.length && pa === pb ? `${pa} · ${ra.join(' · ')}, ${rb.join(' · ')}` : `${a}; ${b}`;
}
