/** Mentions in plain text: `@handle` tokens (at the start or after a space) naming a known person. */
export interface Person { handle: string; name: string }

const TOKEN = /(^|\s)@([a-z0-9._-]+)/gi;

/** Handles mentioned in `text`, in order of first appearance, each once. */
export function mentionedHandles(text: string, people: readonly Person[]): string[] {
  const known = new Set(people.map((p) => p.handle));
  const out: string[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const h = m[2].replace(/[._-]+$/, '').toLowerCase();
    if (known.has(h) && !out.includes(h)) out.push(h);
  }
  return out;
}

/** The `@query` being typed just before the caret, or null when the caret is not in one. */
export function activeQuery(text: string, caret: number): { start: number; query: string } | null {
  const m = /(^|\s)@([a-z0-9._-]*)$/i.exec(text.slice(0, caret));
  return m ? { start: caret - m[2].length - 1, query: m[2] } : null;
}

/** People whose name or handle contains the query (case-insensitive). */
export function matchPeople(people: readonly Person[], query: string): Person[] {
  const q = query.toLowerCase();
  return people.filter((p) => p.name.toLowerCase().includes(q) || p.handle.includes(q));
}
