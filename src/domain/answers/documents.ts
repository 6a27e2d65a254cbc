import type { AnswerSection } from './types.ts';

/** The documents uploaded, one row per kind by its caption (the files' names), in the kinds' order. */
export function documentSection(
  files: ReadonlyArray<{ fileType: string; sourceName: string }>,
  captions: Readonly<Record<string, string>>,
): AnswerSection[] {
  const byType = new Map<string, string[]>();
  for (const file of files)
    byType.set(file.fileType, [...(byType.get(file.fileType) ?? []), file.sourceName]);
  const order = Object.keys(captions);
  const types = [...byType.keys()].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const rows = types.map((type) => ({
    label: captions[type] ?? 'Other document',
    value: (byType.get(type) ?? []).join(', '),
  }));
  return rows.length ? [{ title: 'Documents', step: 'documents', rows }] : [];
}
