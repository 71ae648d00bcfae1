/** Inline outline icons for text fields (no icon package is installed): a magnifier and an eye, crossed out when the text shows. */
const svg = {
  width: '1em', height: '1em', viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2,
  strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true, focusable: false,
} as const;

export const SearchGlyph = () => <svg {...svg}><circle cx="11" cy="11" r="7" /><path d="m20 20-4-4" /></svg>;

export const EyeGlyph = ({ crossed }: { crossed: boolean }) => (
  <svg {...svg}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {crossed && <path d="m3 3 18 18" />}
  </svg>
);
