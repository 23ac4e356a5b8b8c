import { type CatalogueText, LANGUAGES } from '@door/contract';
import { type Finding, finding } from './catalogue-findings';

/** Where the structure checks put their findings: each finding once. */
export type Collector = { findings: Finding[]; seen: Set<string> };

/** Adds a finding unless the same one is there already. */
export const add = (collector: Collector, item: Finding) => {
  const key = `${item.path}|${item.key}|${JSON.stringify(item.params)}`;
  if (!collector.seen.has(key)) {
    collector.seen.add(key);
    collector.findings.push(item);
  }
};

/** Reports entries whose `code` (or other key) repeats an earlier one's. */
export const checkUnique = <T>(
  collector: Collector,
  list: (T | undefined)[],
  keyOf: (item: T) => string,
  pathOf: (index: number) => string,
) => {
  const first = new Map<string, number>();
  list.forEach((item, index) => {
    if (!item) {
      return;
    }
    const code = keyOf(item);
    const earlier = first.get(code);
    if (earlier === undefined) {
      first.set(code, index);
    } else {
      add(collector, finding(pathOf(index), 'duplicate', { code, other: pathOf(earlier) }));
    }
  });
};

/** Reports each of the four languages a text lacks. */
export const checkText = (collector: Collector, text: CatalogueText | undefined, path: string) => {
  if (!text) {
    return;
  }
  for (const language of LANGUAGES) {
    if (!text[language]?.trim()) {
      add(collector, finding(`${path}/${language}`, 'missingText', { language }));
    }
  }
};
