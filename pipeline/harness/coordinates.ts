/**
 * Coordinate conventions of model families. A model sees the screenshot in its own image space and
 * answers with coordinates there; the harness maps them to CSS pixels of the 1280x720 viewport.
 *  - raw: screen pixels (GPT-style).
 *  - norm1000: 0-1000 on both axes (Gemini, Qwen3-VL).
 *  - qwen_smart_resize: pixels of the image resized by Qwen-VL's smart_resize (UI-TARS native).
 *  - xga: pixels of the screenshot stretched to 1024x768 (Anthropic computer use).
 */

export const CONVENTIONS = ['raw', 'norm1000', 'qwen_smart_resize', 'xga'] as const;
export type Convention = (typeof CONVENTIONS)[number];

export interface Size { width: number; height: number }
export interface Point { x: number; y: number }

/** Qwen-VL's smart_resize: both sides multiples of `factor`, total pixels within [min, max], aspect kept. */
/** Defaults are those of UI-TARS (factor 28, 100·28² to 16384·28² pixels). */
export function smartResize(size: Size, factor = 28, minPixels = 100 * 28 * 28, maxPixels = 16384 * 28 * 28): Size {
  const { width: w, height: h } = size;
  if (Math.max(w, h) / Math.min(w, h) > 200) throw new Error('aspect ratio above 200 is not supported by smart_resize');
  let hBar = Math.max(factor, Math.round(h / factor) * factor);
  let wBar = Math.max(factor, Math.round(w / factor) * factor);
  if (hBar * wBar > maxPixels) {
    const beta = Math.sqrt((h * w) / maxPixels);
    hBar = Math.floor(h / beta / factor) * factor;
    wBar = Math.floor(w / beta / factor) * factor;
  } else if (hBar * wBar < minPixels) {
    const beta = Math.sqrt(minPixels / (h * w));
    hBar = Math.ceil((h * beta) / factor) * factor;
    wBar = Math.ceil((w * beta) / factor) * factor;
  }
  return { width: wBar, height: hBar };
}

/** The size of the image the model sees under a convention (the screenshot is resized to it). */
export function modelImageSize(c: Convention, screen: Size): Size {
  switch (c) {
    case 'raw':
    case 'norm1000':
      return screen;
    case 'qwen_smart_resize':
      return smartResize(screen);
    case 'xga':
      return { width: 1024, height: 768 };
  }
}

/** Model coordinates → screen CSS pixels (clamped into the viewport). */
export function toScreen(c: Convention, p: Point, screen: Size): Point {
  let x: number;
  let y: number;
  if (c === 'norm1000') {
    x = (p.x / 1000) * screen.width;
    y = (p.y / 1000) * screen.height;
  } else {
    const img = modelImageSize(c, screen);
    x = (p.x * screen.width) / img.width;
    y = (p.y * screen.height) / img.height;
  }
  return { x: clamp(x, 0, screen.width - 1), y: clamp(y, 0, screen.height - 1) };
}

/** Screen CSS pixels → model coordinates (what a perfect model would answer). */
export function toModel(c: Convention, p: Point, screen: Size): Point {
  if (c === 'norm1000') return { x: Math.round((p.x / screen.width) * 1000), y: Math.round((p.y / screen.height) * 1000) };
  const img = modelImageSize(c, screen);
  return { x: Math.round((p.x * img.width) / screen.width), y: Math.round((p.y * img.height) / screen.height) };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
