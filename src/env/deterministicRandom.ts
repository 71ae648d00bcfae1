import { Rng } from '../generator/rng';

/**
 * Seed the page's Math.random from the task id. Libraries draw element ids from it (Mantine does
 * after mount), and a page that renders differently on every load can neither be reproduced for an
 * agent nor compared byte for byte by the leak scan.
 */
export function seedPageRandom(taskId: string): void {
  const rng = new Rng(`page:${taskId}`);
  Math.random = () => rng.next();
}
