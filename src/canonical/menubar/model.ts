import { commandPathModel } from '../../env/kit/commandMenu';
import type { Params } from './family';

/** State field: `path` (the path of the last command run, from its menu; empty before any). */
export const model = commandPathModel<Params>();
