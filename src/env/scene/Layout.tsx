/**
 * The eight layouts, library-neutral: each arranges the instance frames, the reference picture and
 * the clutter inside a realistic container drawn with the library adapter's widgets.
 */
import { useId, useState, type ReactNode } from 'react';
import type { Frame } from '../../core/frame';
import type { Scene } from '../../core/taskSpec';
import type { SceneAdapter } from '../kit/types';
import { FORM_ROWS, NAV_ITEMS, PARAGRAPHS, STAT_TILES } from './filler';
import { Stage } from './Stage';

export interface LaidOutInstance {
  key: string;
  /** Heading of the frame (instance label, or the frame title of a single instance). */
  title?: string;
  body: ReactNode;
}

interface Props {
  scene: Scene;
  frame: Frame;
  adapter: SceneAdapter;
  instances: LaidOutInstance[];
  reference: ReactNode;
}

export function SceneLayout({ scene, frame, adapter: A, instances, reference }: Props) {
  const base = useId();
  const titleId = (i: number) => `${base}-title-${i}`;
  const [overlayOpen, setOverlayOpen] = useState(!frame.overlay?.closed);

  let main: ReactNode = scene.layout === 'table_cell'
    ? (
      <div className="cb-table">
        <A.Table
          columns={frame.columns ?? ['Name', 'Setting']}
          rows={instances.map((inst, i) => ({
            key: inst.key, label: inst.title ?? inst.key, labelId: titleId(i),
            cell: <section className="cb-cell" aria-labelledby={titleId(i)}>{inst.body}</section>,
          }))}
        />
      </div>
    )
    : (
      <div className="cb-instances">
        {instances.map((inst, i) => (
          <section key={inst.key} className={frame.wide ? 'cb-frame cb-frame-wide' : 'cb-frame'} aria-labelledby={inst.title ? titleId(i) : undefined}>
            <A.Card title={inst.title} titleId={titleId(i)}>{inst.body}</A.Card>
          </section>
        ))}
      </div>
    );
  if (frame.disclosure) main = <div className="cb-disclosure"><A.Disclosure label={frame.disclosure}>{main}</A.Disclosure></div>;

  const clutter = frame.clutter ?? [];
  const half = Math.ceil(clutter.length / 2);
  const panel = (items: typeof clutter, key: string) => items.length > 0 && (
    <div className="cb-clutter" key={key}>{items.map((item) => <A.Clutter key={item.label} item={item} />)}</div>
  );
  const block = (
    <div className="cb-block">
      {reference && <div className="cb-reference-card"><A.Card title="Reference">{reference}</A.Card></div>}
      {panel(clutter.slice(0, half), 'a')}
      {main}
      {panel(clutter.slice(half), 'b')}
    </div>
  );
  const stage = (children: ReactNode) => <Stage scene={scene} scroll={frame.scroll} muted={A.Muted}>{children}</Stage>;

  switch (scene.layout) {
    case 'form_section':
      return stage(
        <div className="cb-form">
          <h1 className="cb-page-title">Workspace details</h1>
          <dl className="cb-form-rows">
            {FORM_ROWS.map(([k, v]) => <div key={k}><dt><A.Muted>{k}</A.Muted></dt><dd>{v}</dd></div>)}
          </dl>
          {block}
        </div>,
      );
    case 'dashboard':
      return stage(
        <div className="cb-dashboard">
          <div className="cb-tiles">
            {STAT_TILES.map(([k, v]) => <div className="cb-tile" key={k}><A.Muted>{k}</A.Muted><strong>{v}</strong></div>)}
          </div>
          {block}
        </div>,
      );
    case 'settings_panel':
      return stage(
        <div className="cb-settings">
          <ul className="cb-settings-nav" aria-label="Settings sections">
            {NAV_ITEMS.map((n) => <li key={n}><A.Muted>{n}</A.Muted></li>)}
          </ul>
          {block}
        </div>,
      );
    case 'toolbar_header':
      return (
        <>
          <A.HeaderBar title="Workspace">{block}</A.HeaderBar>
          {stage(<div className="cb-body-text">{PARAGRAPHS.slice(0, 3).map((p) => <p key={p}><A.Muted>{p}</A.Muted></p>)}</div>)}
        </>
      );
    case 'modal_flow':
    case 'drawer_flow': {
      const o = frame.overlay ?? { trigger: 'Open', title: 'Details', closed: false };
      const Overlay = scene.layout === 'modal_flow' ? A.Modal : A.Drawer;
      return (
        <>
          {stage(
            <div className="cb-behind">
              <div className="cb-body-text">{PARAGRAPHS.slice(3, 6).map((p) => <p key={p}><A.Muted>{p}</A.Muted></p>)}</div>
              <A.Button label={o.trigger} onClick={() => setOverlayOpen(true)} />
            </div>,
          )}
          <Overlay open={overlayOpen} title={o.title} onClose={() => setOverlayOpen(false)} wide={frame.wide}>{block}</Overlay>
        </>
      );
    }
    default:
      return stage(block);
  }
}
