// The round-trip check every catalogue set runs in its tests (issue 28 item 2): every key of the source catalogue
// exists in every other and no other key does, and each message uses the same arguments in every language.
import { messageArguments } from './icu.ts';

export type Catalogue = Record<string, string>;

/** Every problem found, as readable lines; empty when the catalogues agree. */
export function catalogueProblems(source: Catalogue, others: Record<string, Catalogue>): string[] {
  const problems: string[] = [];
  const args = (message: string, where: string) => {
    try {
      return messageArguments(message).join(',');
    } catch (error) {
      problems.push(`${where}: ${(error as Error).message}`);
      return null;
    }
  };
  for (const [key, message] of Object.entries(source)) args(message, `source ${key}`);
  for (const [locale, catalogue] of Object.entries(others)) {
    for (const key of Object.keys(source)) {
      if (!(key in catalogue)) {
        problems.push(`${locale}: missing key "${key}"`);
        continue;
      }
      const want = args(source[key]!, `source ${key}`);
      const got = args(catalogue[key]!, `${locale} ${key}`);
      if (want !== null && got !== null && want !== got) problems.push(`${locale} ${key}: arguments {${got}} but the source has {${want}}`);
      if (!catalogue[key]!.trim()) problems.push(`${locale} ${key}: empty message`);
    }
    for (const key of Object.keys(catalogue)) if (!(key in source)) problems.push(`${locale}: unknown key "${key}"`);
  }
  return problems;
}
