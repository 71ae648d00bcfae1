import stylesUrl from '@mantine/dates/styles.css?url';
import { loadStylesheet } from '../../scene/adapters/stylesheet';

/**
 * Mantine's date components style themselves from their own sheet. Linked when a renderer's
 * `ready` runs rather than imported: an imported sheet of a module holding nothing else is
 * hoisted onto every task page.
 */
export const loadMantineDates = () => loadStylesheet(stylesUrl);

/**
 * Floating UI middlewares for a dropdown taller than the room above or below a field in the
 * middle of a 720 px viewport: it may shift up over its field instead of running off the bottom.
 */
export const DROPDOWN_IN_VIEW = { flip: true, shift: { crossAxis: true, padding: 8 } };
