import stylesUrl from '@mantine/dates/styles.css?url';
import { loadStylesheet } from '../../scene/adapters/stylesheet';

/**
 * Mantine's date components style themselves from their own sheet. Linked when a renderer's
 * `ready` runs rather than imported: an imported sheet of a module holding nothing else is
 * hoisted onto every task page.
 */
export const loadMantineDates = () => loadStylesheet(stylesUrl);
