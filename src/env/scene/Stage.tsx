import type { ComponentType, ReactNode } from 'react';
import type { Scene } from '../../core/taskSpec';
import { PARAGRAPHS } from './filler';

/**
 * Library-neutral part of the scene: where the content sits in the 1280x720 viewport (placement),
 * optionally below `scroll` filler paragraphs so that it starts out of view.
 */
export function Stage({ scene, scroll, muted: Muted, children }: {
  scene: Scene; scroll?: number; muted: ComponentType<{ children: ReactNode }>; children: ReactNode;
}) {
  return (
    <div className={`cb-stage cb-place-${scene.placement}${scroll ? ' cb-scroll' : ''}`}>
      {scroll ? (
        <div className="cb-filler">
          {Array.from({ length: scroll }, (_, i) => <p key={i}><Muted>{PARAGRAPHS[i % PARAGRAPHS.length]}</Muted></p>)}
        </div>
      ) : null}
      {children}
    </div>
  );
}
