import type { CourseCatalogue, CourseOffering, Subject } from '@/domain/course/catalogue.ts';
import { offeringMatches } from '@/domain/course/context.ts';
import { refOptions, type SelectOption } from '@/web/ui/select-field.tsx';

export { refOptions };

/** The offerings of the chosen type at the chosen campus (spec §2: filtered by both). */
export function offeringOptions(catalogue: CourseCatalogue, type: number | null, campus: number | null) {
  return catalogue.courseOfferings
    .filter((offering) => offeringMatches(offering, type, campus))
    .map((offering) => ({ value: String(offering.id), label: offeringLabel(offering) }));
}

/** 'JD Juris Doctor (starts 2027-02-22)'. */
export const offeringLabel = (offering: CourseOffering) =>
  `${offering.courseCode} ${offering.name} (starts ${offering.startDate})`;

/** Subjects as options: 'LAW501 Legal Foundations'. */
export const subjectOptions = (subjects: readonly Subject[]): SelectOption[] =>
  subjects.map((subject) => ({ value: String(subject.id), label: `${subject.code} ${subject.name}` }));
