/** The names of a dialog's fields (their labels without the required mark), and which are required. */
export function fieldsSeen(dialog: Element, selector: string, expected: object): Record<string, unknown> {
  const labelOf = (element: Element) =>
    element.id ? document.querySelector(`label[for="${element.id}"]`) : null;
  const controls = [...dialog.querySelectorAll(selector)];
  const name = (element: Element) => labelOf(element)?.firstChild?.textContent?.trim();
  const seen: Record<string, unknown> = {};
  if ('fields' in expected) seen.fields = controls.map(name);
  if ('required' in expected) {
    seen.required = controls.filter((element) => element.hasAttribute('required')).map(name);
  }
  return seen;
}
