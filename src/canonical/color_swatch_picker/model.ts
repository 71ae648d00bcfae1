import { colorModel } from '../../env/kit/colorModel';
import type { Params } from './family';

export const model = colorModel<Params>();
