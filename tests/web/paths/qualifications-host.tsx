import { fireEvent, screen, within } from '@testing-library/react';
import type { QualificationsForm } from '@/domain/qualifications/form.ts';
import { lists, QualificationsScreen, qualificationsRoute } from '../qualifications-fakes.tsx';
import { setControl } from './set-control.ts';
import { mountStepHost, type StepHostOptions, withLoadLists } from './step-host.tsx';
import { user } from './user.ts';

/** The real qualifications step at its address, with the seeded lists, for the UI path replays. */
export const mountQualificationsHost = (options: StepHostOptions) =>
  mountStepHost(QualificationsScreen, qualificationsRoute(options.category, options.id), {
    ...options,
    // The seeded lists hold the ids the fixtures type (497, 1849, TOEFL 1591…).
    logic: withLoadLists(options.logic, lists),
  });

export const qualificationsForm = () =>
  screen.queryByRole('form', { name: 'Qualifications' }) as HTMLFormElement | null;

/** The type checkboxes, by type id: the first option's control has the field's id, the others `-<id>`. */
function typeBox(type: number): HTMLInputElement | null {
  const first = lists.qualificationTypes[0]?.id === type;
  return document.getElementById(
    first ? 'qualificationTypes' : `qualificationTypes-${type}`,
  ) as HTMLInputElement | null;
}

/** Ticks exactly `types` (unticking the others), as a person clicks the checkboxes. */
function tickTypes(types: readonly number[]) {
  for (const { id } of lists.qualificationTypes) {
    const box = typeBox(id);
    if (box && box.checked !== types.includes(id)) fireEvent.click(box);
  }
}

/** Adds or removes employment entries until there are `count`. */
async function employmentCount(count: number) {
  const entries = () => document.querySelectorAll('[id^="employments."][id$=".name"]').length;
  while (entries() > count) {
    await user.click(screen.getByRole('button', { name: `Remove Employment ${entries()}` }));
  }
  while (entries() < count) await user.click(screen.getByRole('button', { name: 'Add Employment' }));
}

/** Fills the form with `values`: types ticked, each section's and employment's fields, English answers. */
export async function fillQualificationsForm(values: QualificationsForm): Promise<void> {
  tickTypes(values.qualificationTypes);
  await employmentCount(values.employments.length);
  const fields: [string, unknown][] = [
    ...Object.entries(values),
    ...values.qualifications.flatMap((item, index) =>
      Object.entries(item).map(([field, value]): [string, unknown] => [
        `qualifications.${index}.${field}`,
        value,
      ]),
    ),
    ...values.employments.flatMap((item, index) =>
      Object.entries(item).map(([field, value]): [string, unknown] => [
        `employments.${index}.${field}`,
        value,
      ]),
    ),
  ];
  for (let pass = 0; pass < 4; pass += 1) {
    let changed = false;
    for (const [field, value] of fields) changed = setControl(field, value) || changed;
    if (!changed) break;
  }
}

/** Fills the form with the SAVE event's values and presses the step's button. */
export async function saveQualificationsForm(values: QualificationsForm): Promise<void> {
  const open = await screen.findByRole('form', { name: 'Qualifications' });
  await fillQualificationsForm(values);
  await user.click(open.querySelector('button[type="submit"]') as HTMLButtonElement);
}

/** Types `code` into the enrolment code box, in place of what it held. */
export async function typeEnrolmentCode(code: string): Promise<void> {
  await screen.findByRole('form', { name: 'Qualifications' });
  const box = document.getElementById('enrolmentCode') as HTMLInputElement;
  fireEvent.change(box, { target: { value: code } });
}

/** Presses Pre-Fill after typing `values` in the form. */
export async function prefillQualifications(values: QualificationsForm): Promise<void> {
  await screen.findByRole('form', { name: 'Qualifications' });
  await fillQualificationsForm(values);
  await user.click(screen.getByRole('button', { name: 'Pre-Fill' }));
}

/** The message said under the enrolment code box; null when none. */
export function readPrefillError(): string | null {
  // The box's error text (Field.ErrorText), rendered only while the field is invalid.
  return document.getElementById('enrolmentCode-error')?.textContent?.trim() || null;
}

/**
 * A section's Qualification Name box, found by its label's words as a person finds it. The label's
 * own control, not Testing Library's label query: that asks every box in the section for its labels,
 * and jsdom answers each by walking the whole document.
 */
function qualificationNameBox(region: HTMLElement): HTMLInputElement | null {
  const label = [...region.querySelectorAll('label')].find((each) =>
    /^Qualification Name/.test(each.textContent ?? ''),
  );
  return (label?.control as HTMLInputElement | null | undefined) ?? null;
}

/**
 * The form as a person reads it: the ticked types (in the list's order), each section's qualification
 * name by its type, the English test chosen, the employers.
 */
export function readQualifications() {
  const form = qualificationsForm();
  if (!form) return {};
  const checked = lists.qualificationTypes.flatMap(({ id }) => (typeBox(id)?.checked ? [id] : []));
  // Each section by its accessible name, named once (a role query per type named every region again).
  const regions = new Map<string, HTMLElement>();
  screen.queryAllByRole('region', {
    name: (name, element) => {
      if (!regions.has(name)) regions.set(name, element as HTMLElement);
      return false;
    },
  });
  const sections = Object.fromEntries(
    lists.qualificationTypes.flatMap(({ id, name }) => {
      const region = regions.get(name);
      const input = region && qualificationNameBox(region);
      return input ? [[String(id), input.value]] : [];
    }),
  );
  const test = (document.getElementById('englishTestType') as HTMLSelectElement | null)?.value ?? '';
  const employers = [...document.querySelectorAll<HTMLInputElement>('[id^="employments."][id$=".name"]')].map(
    (input) => input.value,
  );
  return { checked, sections, englishTest: test === '' ? null : Number(test), employers };
}

/** What the pre-fill's confirmation lists: each found qualification's type and name. */
export function readFound(): Record<string, string> | undefined {
  const dialog = screen.queryByRole('alertdialog');
  if (!dialog) return undefined;
  return Object.fromEntries(
    within(dialog)
      .queryAllByRole('listitem')
      .flatMap((item) => {
        const [caption, name] = (item.textContent ?? '').split(': ');
        const type = lists.qualificationTypes.find((entry) => entry.name === caption)?.id;
        return type === undefined || name === undefined ? [] : [[String(type), name]];
      }),
  );
}
