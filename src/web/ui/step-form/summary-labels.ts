/**
 * What precedes each message in a step's error summary: the place of the field when its label alone
 * is ambiguous (an item of a list, a block), then the label — the label is left out when the message
 * names the field already ('Campus is required.') or the label is a question (its message reads on its
 * own).
 */
export function summaryLabelsWith(
  labelOf: (path: string) => string,
  placeOf: (path: string) => string | undefined,
  /** Messages that name their field in another way ('Subject Preference is required.' at 'applyCoModuleIds.2'). */
  namesItself: (path: string, message: string) => boolean = () => false,
) {
  return (messages: Record<string, string>): Record<string, string> => {
    const labels: Record<string, string> = {};
    for (const [path, message] of Object.entries(messages)) {
      const place = placeOf(path);
      const label = labelOf(path);
      const named = label.endsWith('?') || message.startsWith(label) || namesItself(path, message);
      labels[path] = named ? (place ?? '') : place ? `${place} ${label}` : label;
    }
    return labels;
  };
}
