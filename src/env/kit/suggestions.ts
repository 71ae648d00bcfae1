/** The suggestions a field shows for its text: those holding it, any case, once `minChars` are typed. */
export function suggestionsFor(options: readonly string[], text: string, minChars: number): string[] {
  const q = text.trim().toLowerCase();
  return q.length < minChars ? [] : options.filter((o) => o.toLowerCase().includes(q));
}
