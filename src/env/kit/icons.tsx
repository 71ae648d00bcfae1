/**
 * Library-neutral line icons (24×24, stroked with the current colour) for renderers whose library
 * ships no icon set of its own (MUI and Mantine here). Decorative only: the control that holds an
 * icon carries the accessible name.
 */
import type { CSSProperties } from 'react';

/** Each icon: path data, and dots drawn as filled circles [cx, cy, r]. */
const GLYPHS = {
  edit: { d: ['M4 20h4L19 9l-4-4L4 16z', 'M13.5 6.5l4 4'] },
  delete: { d: ['M4 7h16', 'M9 7V4h6v3', 'M6 7l1 13h10l1-13', 'M10 11v6', 'M14 11v6'] },
  check: { d: ['M5 12.5l4.5 4.5L19 7'] },
  copy: { d: ['M10 8h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-8a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2z', 'M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2'] },
  download: { d: ['M12 4v11', 'M7 10l5 5 5-5', 'M5 20h14'] },
  upload: { d: ['M12 20V9', 'M7 14l5-5 5 5', 'M5 4h14'] },
  share: { d: ['M8.2 10.9l7.6-3.8', 'M8.2 13.1l7.6 3.8', 'M6 9.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z', 'M18 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z', 'M18 15.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z'] },
  print: { d: ['M7 9V4h10v5', 'M7 17H5a1 1 0 0 1-1-1v-5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v5a1 1 0 0 1-1 1h-2', 'M7 14h10v6H7z'] },
  play: { d: ['M8 5v14l11-7z'] },
  previous: { d: ['M18 6v12l-9-6z', 'M6 6v12'] },
  next: { d: ['M6 6v12l9-6z', 'M18 6v12'] },
  shuffle: { d: ['M4 7h3c4 0 6 10 10 10h3', 'M4 17h3c4 0 6-10 10-10h3', 'M18 4l3 3-3 3', 'M18 14l3 3-3 3'] },
  repeat: { d: ['M4 11V9a2 2 0 0 1 2-2h13', 'M16 4l3 3-3 3', 'M20 13v2a2 2 0 0 1-2 2H5', 'M8 20l-3-3 3-3'] },
  volume: { d: ['M4 9h4l5-4v14l-5-4H4z', 'M16.5 8.5a5 5 0 0 1 0 7'] },
  reply: { d: ['M10 6l-6 6 6 6', 'M4 12h10a6 6 0 0 1 6 6v1'] },
  forward: { d: ['M14 6l6 6-6 6', 'M20 12H10a6 6 0 0 0-6 6v1'] },
  archive: { d: ['M3 4h18v4H3z', 'M5 8v11a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8', 'M10 12h4'] },
  flag: { d: ['M5 21V4', 'M5 4h12l-3 4.5 3 4.5H5'] },
  mail: { d: ['M3 6h18v12H3z', 'M3 7l9 6 9-6'] },
  refresh: { d: ['M19 12a7 7 0 1 1-2.05-4.95', 'M19 4v4h-4'] },
  search: { d: ['M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13z', 'M15.5 15.5L20 20'] },
  filter: { d: ['M4 5h16l-6 7.5V19l-4 2v-8.5z'] },
  settings: { d: ['M4 6h9', 'M17 6h3', 'M15 4v4', 'M4 12h3', 'M11 12h9', 'M9 10v4', 'M4 18h11', 'M19 18h1', 'M17 16v4'] },
  fullscreen: { d: ['M4 9V4h5', 'M20 9V4h-5', 'M4 15v5h5', 'M20 15v5h-5'] },
  grip: { d: [], dots: [[9, 6, 1.5], [15, 6, 1.5], [9, 12, 1.5], [15, 12, 1.5], [9, 18, 1.5], [15, 18, 1.5]] },
  more: { d: [], dots: [[5, 12, 1.6], [12, 12, 1.6], [19, 12, 1.6]] },
  star: { d: ['M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z'], fillable: true },
  pin: { d: ['M9 4h6l-1 6 4 4H6l4-4z', 'M12 14v7'], fillable: true },
  heart: { d: ['M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z'], fillable: true },
  bell: { d: ['M6 16v-5a6 6 0 0 1 12 0v5l2 2H4z', 'M10 20a2 2 0 0 0 4 0'], fillable: true },
  bookmark: { d: ['M6 3h12v18l-6-4-6 4z'], fillable: true },
  bold: { d: ['M7 5h6a3.5 3.5 0 0 1 0 7H7z', 'M7 12h7a3.5 3.5 0 0 1 0 7H7z'] },
  italic: { d: ['M10 5h8', 'M6 19h8', 'M14 5l-4 14'] },
  heading: { d: ['M6 5v14', 'M16 5v14', 'M6 12h10', 'M19 13l2-1.5V19'] },
  underline: { d: ['M7 4v7a5 5 0 0 0 10 0V4', 'M5 20h14'] },
  strikethrough: { d: ['M5 12h14', 'M16 7.5A4 3 0 0 0 12 5c-2.2 0-4 1.2-4 3 0 1.5 1.2 2.4 3 3', 'M8 16.5a4 3 0 0 0 4 2.5c2.2 0 4-1.2 4-3 0-.8-.3-1.5-.9-2'] },
  code: { d: ['M8 8l-4 4 4 4', 'M16 8l4 4-4 4', 'M14 5l-4 14'] },
  alignLeft: { d: ['M4 6h16', 'M4 10h10', 'M4 14h16', 'M4 18h10'] },
  alignCenter: { d: ['M4 6h16', 'M7 10h10', 'M4 14h16', 'M7 18h10'] },
  alignRight: { d: ['M4 6h16', 'M10 10h10', 'M4 14h16', 'M10 18h10'] },
  alignJustify: { d: ['M4 6h16', 'M4 10h16', 'M4 14h16', 'M4 18h16'] },
  listBullet: { d: ['M9 6h11', 'M9 12h11', 'M9 18h11'], dots: [[5, 6, 1.3], [5, 12, 1.3], [5, 18, 1.3]] },
  listNumber: { d: ['M10 6h10', 'M10 12h10', 'M10 18h10', 'M4 5l1.5-1v5', 'M4 14.5a1.5 1.5 0 1 1 2.6 1L4 19h3'] },
  undo: { d: ['M9 14L4 9l5-5', 'M4 9h10a6 6 0 0 1 0 12h-2'] },
  redo: { d: ['M15 14l5-5-5-5', 'M20 9H10a6 6 0 0 0 0 12h2'] },
  link: { d: ['M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1', 'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1'] },
  clear: { d: ['M15 4l5 5-9 9H7l-3-3z', 'M9 20h11', 'M10 9l5 5'] },
  zoomIn: { d: ['M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13z', 'M15.5 15.5L20 20', 'M8 10.5h5', 'M10.5 8v5'] },
  zoomOut: { d: ['M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13z', 'M15.5 15.5L20 20', 'M8 10.5h5'] },
  chevronDown: { d: ['M6 9l6 6 6-6'] },
  chevronRight: { d: ['M9 6l6 6-6 6'] },
  chevronLeft: { d: ['M15 6l-6 6 6 6'] },
  home: { d: ['M4 11l8-7 8 7', 'M6 9.5V20h12V9.5', 'M10 20v-6h4v6'] },
} satisfies Record<string, { d: string[]; dots?: number[][]; fillable?: boolean }>;

export type IconName = keyof typeof GLYPHS;
export const ICON_NAMES = Object.keys(GLYPHS) as IconName[];

/**
 * One icon. `filled` fills the outline of the icons that have a filled form (star, pin, heart…),
 * the usual look of a pressed toggle.
 */
export function KitIcon({ name, size = 20, filled = false, style }: { name: IconName; size?: number | string; filled?: boolean; style?: CSSProperties }) {
  const g: { d: string[]; dots?: number[][]; fillable?: boolean } = GLYPHS[name];
  return <Svg d={g.d} dots={g.dots} fill={filled && g.fillable} size={size} style={style} />;
}

/** A sortable column header's glyph (headers composed where the library ships no sortable table). */
const SORT_GLYPHS = { asc: ['M6 15l6-6 6 6'], desc: ['M6 9l6 6 6-6'], none: ['M8 9l4-4 4 4', 'M8 15l4 4 4-4'] };

export function SortIcon({ direction, size = 14 }: { direction: keyof typeof SORT_GLYPHS; size?: number }) {
  return <Svg d={SORT_GLYPHS[direction]} size={size} />;
}

function Svg({ d, dots, fill = false, size, style }: { d: string[]; dots?: number[][]; fill?: boolean; size: number | string; style?: CSSProperties }) {
  return (
    <svg
      width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" style={{ display: 'block', ...style }}
    >
      {d.map((p) => <path key={p} d={p} fill={fill ? 'currentColor' : 'none'} />)}
      {dots?.map(([cx, cy, r]) => <circle key={`${cx},${cy}`} cx={cx} cy={cy} r={r} fill="currentColor" stroke="none" />)}
    </svg>
  );
}
