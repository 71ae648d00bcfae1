/** The screenshot a remote agent is sent: the mode's own, sized in pixel mode for the agent's coordinate convention. */
import sharp from 'sharp';
import { VIEWPORT } from '../harness/browser';
import { modelImageSize, type Convention } from '../harness/coordinates';
import type { Observation } from '../harness/taskEnv';

export function agentImageSize(mode: Observation['mode'], convention: Convention): { width: number; height: number } {
  return mode === 'pixel' ? modelImageSize(convention, VIEWPORT) : VIEWPORT;
}

export async function agentScreenshot(obs: Observation, convention: Convention): Promise<Buffer> {
  const size = agentImageSize(obs.mode, convention);
  const png = await obs.screenshot();
  return size.width === VIEWPORT.width && size.height === VIEWPORT.height ? png : sharp(png).resize(size.width, size.height, { fit: 'fill' }).png().toBuffer();
}
