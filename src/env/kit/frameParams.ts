import type { Json } from '../../core/json';

/**
 * Params the scene kit reads for every type (the rest of `params` belongs to the type):
 * `title` heads a single-instance frame, `instance_labels` names one frame per instance,
 * `commit_control` adds a commit button whose click is the only way to commit.
 */
export interface FrameParams {
  title?: string;
  instanceLabels?: string[];
  commitControl?: string;
}

export function frameParams(params: Record<string, Json>): FrameParams {
  const str = (v: Json | undefined) => (typeof v === 'string' ? v : undefined);
  const labels = params.instance_labels;
  return {
    title: str(params.title),
    instanceLabels: Array.isArray(labels) && labels.every((l) => typeof l === 'string') ? (labels as string[]) : undefined,
    commitControl: str(params.commit_control),
  };
}
