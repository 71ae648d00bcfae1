import path from 'node:path';
import { UserError } from '../errors';
import { writeSection } from '../content/markdownSection';
import { COMPOSITION_MARKERS, compositionMarkdown } from '../official/composition';
import { importOfficial, importSummary } from '../official/importOfficial';
import { hasImportedSuite, loadImportedSuite, officialDir } from '../official/importedSuite';
import { OFFICIAL_SUITES } from '../official/officialSpec';

export function importOfficialCommand(o: { from: string }): void {
  const suites = importOfficial(o.from);
  console.log(importSummary(suites));
  console.log(`→ ${path.relative(process.cwd(), officialDir()) || officialDir()}; \`cb pipeline\` adds the suites to the warehouse`);
}

/** Print the imported suites' composition beside the paper's Table 6; optionally write it into a Markdown file. */
export function compositionCommand(o: { markdown?: string }): void {
  const suites = OFFICIAL_SUITES.filter((s) => hasImportedSuite(s.suite)).map((s) => loadImportedSuite(s.suite));
  if (!suites.length) throw new UserError('no official suite is imported: run `cb import-official --from <folder of the official release>` first');
  const table = compositionMarkdown(suites);
  console.log(table);
  if (o.markdown) writeSection(o.markdown, COMPOSITION_MARKERS, table);
}
