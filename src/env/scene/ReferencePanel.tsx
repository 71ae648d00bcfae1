/**
 * The reference picture of visual and mixed guidance, painted on a canvas: the goal is visible to
 * anyone looking at the page but is neither DOM text nor part of the accessibility tree.
 */
import { useEffect, useRef } from 'react';
import type { Figure } from '../kit/figure';
import { chipFont, FIGURE_HEIGHT as H, FIGURE_PADDING, FIGURE_WIDTH as W, layoutChips, layoutText, textFont, type Measure } from './figureLayout';

export function ReferencePanel({ figure, dark }: { figure: Figure; dark: boolean }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const dpr = window.devicePixelRatio || 1;
    canvas.width = W * dpr;
    canvas.height = H * dpr;
    const g = canvas.getContext('2d');
    if (!g) return;
    g.scale(dpr, dpr);
    paint(g, figure, dark);
  }, [figure, dark]);
  return <canvas ref={ref} className="cb-reference" role="img" aria-label="Reference picture" style={{ width: W, height: H }} />;
}

function paint(g: CanvasRenderingContext2D, f: Figure, dark: boolean): void {
  const measure = (font: (px: number) => string): Measure => (text, px) => { g.font = font(px); return g.measureText(text).width; };
  const fg = dark ? '#e8eaed' : '#1f2328';
  const accent = '#1677ff';
  const muted = dark ? '#5f6368' : '#c4c9d0';
  g.fillStyle = dark ? '#202124' : '#f6f8fa';
  g.fillRect(0, 0, W, H);
  g.strokeStyle = muted;
  g.lineWidth = 1;
  g.strokeRect(0.5, 0.5, W - 1, H - 1);
  g.textBaseline = 'middle';
  g.textAlign = 'center';
  switch (f.kind) {
    case 'text': {
      const { items, px } = layoutText(f.text, measure(textFont));
      g.font = textFont(px);
      g.fillStyle = fg;
      // A word wider than the line is condensed rather than cut.
      for (const line of items) g.fillText(line.text, W / 2, line.y, W - 2 * FIGURE_PADDING);
      break;
    }
    case 'toggle': {
      const x = W / 2 - 36;
      const y = H / 2 - 18;
      g.fillStyle = f.on ? accent : muted;
      roundRect(g, x, y, 72, 36, 18);
      g.fill();
      g.fillStyle = '#fff';
      g.beginPath();
      g.arc(f.on ? x + 54 : x + 18, y + 18, 14, 0, Math.PI * 2);
      g.fill();
      break;
    }
    case 'gauge': {
      const x = 20;
      const w = W - 40;
      g.fillStyle = muted;
      roundRect(g, x, H / 2 - 8, w, 16, 8);
      g.fill();
      const clamp = (v: number) => Math.min(1, Math.max(0, v));
      const from = x + w * clamp(f.from ?? 0);
      g.fillStyle = accent;
      roundRect(g, from, H / 2 - 8, Math.max(16, x + w * clamp(f.fraction) - from), 16, 8);
      g.fill();
      g.fillStyle = fg;
      for (let i = 0; i <= 4; i++) g.fillRect(x + (w * i) / 4 - 0.5, H / 2 + 14, 1, 8);
      break;
    }
    case 'stars':
      for (let i = 0; i < f.max; i++) {
        const filled = i + 1 <= f.value ? 1 : i < f.value ? 0.5 : 0;
        star(g, W / 2 + (i - (f.max - 1) / 2) * 40, H / 2, 16, filled ? accent : muted);
      }
      break;
    case 'chips': {
      const { items, px } = layoutChips(f.items, !!f.ordered, measure(chipFont));
      g.font = chipFont(px);
      for (const b of items) {
        g.fillStyle = accent;
        roundRect(g, b.x, b.y, b.w, b.h, b.h / 2);
        g.fill();
        g.fillStyle = '#fff';
        // A label wider than a whole row is condensed into its chip rather than cut.
        g.fillText(b.label, b.x + b.w / 2, b.y + b.h / 2, b.w - px * 0.8);
      }
      break;
    }
    case 'swatch':
      // A checkerboard under the colour shows its transparency, as colour tools draw it.
      g.save();
      roundRect(g, W / 2 - 50, H / 2 - 30, 100, 60, 8);
      g.clip();
      for (let i = 0; i < 10; i++) for (let j = 0; j < 6; j++) {
        g.fillStyle = (i + j) % 2 ? '#c8c8c8' : '#ffffff';
        g.fillRect(W / 2 - 50 + i * 10, H / 2 - 30 + j * 10, 10, 10);
      }
      g.fillStyle = f.color;
      g.fill();
      g.restore();
      break;
  }
}

function roundRect(g: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  g.beginPath();
  g.roundRect(x, y, w, h, r);
}

function star(g: CanvasRenderingContext2D, cx: number, cy: number, r: number, color: string): void {
  g.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    g.lineTo(cx + rr * Math.cos(a), cy + rr * Math.sin(a));
  }
  g.closePath();
  g.fillStyle = color;
  g.fill();
}
