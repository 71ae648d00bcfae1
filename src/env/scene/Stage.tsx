import type { ReactNode } from 'react';
import type { Scene } from '../../core/taskSpec';

/**
 * Library-neutral part of the scene: where the instances sit in the 1280x720 viewport (placement)
 * and how several instances are laid out. Theming lives in the library adapters.
 */
export function Stage({ scene, children }: { scene: Scene; children: ReactNode }) {
  return (
    <div className={`cb-stage cb-place-${scene.placement}`}>
      <div className="cb-instances">{children}</div>
    </div>
  );
}
