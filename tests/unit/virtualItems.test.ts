import { describe, expect, it } from 'vitest';
import { LIST_THEMES, listItems, matching, themeSize } from '../../src/env/kit/virtualItems';

describe('virtual list items', () => {
  it('draws the same items from the same seed and others from another', () => {
    expect(listItems('tickets', 7, 300)).toEqual(listItems('tickets', 7, 300));
    expect(listItems('tickets', 8, 300).map((i) => i.label)).not.toEqual(listItems('tickets', 7, 300).map((i) => i.label));
  });

  it('gives every theme the count asked for, with unique labels sorted in code-point order', () => {
    for (const theme of LIST_THEMES) {
      const items = listItems(theme, 3, Math.min(400, themeSize(theme)));
      const labels = items.map((i) => i.label);
      expect(items).toHaveLength(Math.min(400, themeSize(theme)));
      expect(new Set(labels).size).toBe(labels.length);
      expect(labels).toEqual([...labels].sort());
    }
  });

  it('refuses a count the theme cannot draw, naming the theme', () => {
    expect(() => listItems('contacts', 1, themeSize('contacts') + 1)).toThrow(/contacts/);
  });

  it('keeps the items whose label holds the query, case aside', () => {
    const items = listItems('hosts', 5, 200);
    const kept = matching(items, '  AUTH-api ');
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((i) => i.label.startsWith('auth-api'))).toBe(true);
    expect(matching(items, '')).toEqual(items);
  });
});
