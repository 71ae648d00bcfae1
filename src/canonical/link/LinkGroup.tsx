import { Fragment, type ComponentType, type ReactNode } from 'react';
import { useField } from '../../env/kit/field';
import type { Params } from './family';

export interface LinkProps {
  href: string;
  onClick(e: { preventDefault(): void }): void;
  children: string;
}

/**
 * The links of a task, as a list or inline, drawn with a library's link and text components.
 * Following a link records it and stays on the page (the page is the whole task).
 */
export function LinkGroup({ params, Link, Text, Muted }: {
  params: Params;
  Link: ComponentType<LinkProps>;
  Text: ComponentType<{ children: ReactNode }>;
  Muted: ComponentType<{ children: ReactNode }>;
}) {
  const [followed, setFollowed] = useField<string | null>('followed');
  const link = (label: string) => (
    <Link href={`#${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`} onClick={(e) => { e.preventDefault(); setFollowed(label); }}>{label}</Link>
  );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
      {params.layout === 'list' ? (
        <>
          <Text>{params.intro}</Text>
          <ul style={{ margin: 0, paddingLeft: 20, display: 'flex', flexDirection: 'column', gap: 6 }}>
            {params.links.map((l) => <li key={l}>{link(l)}</li>)}
          </ul>
        </>
      ) : (
        <Text>
          {params.intro}: {params.links.map((l, i) => <Fragment key={l}>{i > 0 && ' · '}{link(l)}</Fragment>)}
        </Text>
      )}
      {followed && <Muted>{params.feedback} {followed}</Muted>}
    </div>
  );
}
