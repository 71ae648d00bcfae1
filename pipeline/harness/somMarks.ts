/**
 * Set-of-Marks: numbered boxes drawn over every interactable element of the screenshot. The marks
 * are composited onto the PNG in Node (sharp + SVG), never injected into the page.
 */
import sharp from 'sharp';
import type { InteractiveElement } from './interactiveElements';

const PALETTE = ['#e6194b', '#3cb44b', '#4363d8', '#f58231', '#911eb4', '#008080', '#9a6324', '#800000'];

export async function drawMarks(png: Buffer, marks: InteractiveElement[], scale = 1): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const parts = marks.map((m) => {
    const c = PALETTE[m.index % PALETTE.length];
    const x = m.box.x * scale;
    const y = m.box.y * scale;
    const label = String(m.index);
    const lw = 7 * label.length + 6;
    const ly = y >= 14 ? y - 14 : y;
    return `<rect x="${x}" y="${y}" width="${m.box.w * scale}" height="${m.box.h * scale}" fill="none" stroke="${c}" stroke-width="1.5"/>`
      + `<rect x="${x}" y="${ly}" width="${lw}" height="14" fill="${c}"/>`
      + `<text x="${x + 3}" y="${ly + 11}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="11" font-weight="700" fill="#fff">${label}</text>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`;
  return sharp(png).composite([{ input: Buffer.from(svg), top: 0, left: 0 }]).png().toBuffer();
}
