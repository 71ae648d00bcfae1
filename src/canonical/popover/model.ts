import { overlayChoiceModel } from '../../env/kit/overlayChoice';
import type { Params } from './family';

/** State field: `outcome` (the choice made, "dismissed" when closed without one, or null). */
export const model = overlayChoiceModel<Params>();
