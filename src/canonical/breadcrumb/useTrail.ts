import { useField } from '../../env/kit/field';

export interface Crumb {
  label: string;
  /** The current location: not a link. */
  current: boolean;
  href: string;
  /** Follow the crumb: the location moves up to it, and the page stays. */
  onClick(e: { preventDefault(): void }): void;
}

/** The crumbs of the current location (the `path` field), each able to move the location up to it. */
export function useTrail(): Crumb[] {
  const [path, setPath] = useField<string[]>('path');
  return path.map((label, i) => ({
    label,
    current: i === path.length - 1,
    href: `#${path.slice(0, i + 1).map((s) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-')).join('/')}`,
    onClick(e) {
      e.preventDefault();
      setPath(path.slice(0, i + 1));
    },
  }));
}
