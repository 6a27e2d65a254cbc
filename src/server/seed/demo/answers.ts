import type { CourseCatalogue } from '../../../domain/course/catalogue.ts';
import { offeringNeeds } from '../../../domain/course/context.ts';
import { defaultApplicationDetails } from '../../../domain/course/defaults.ts';
import type { ApplicationDetailsForm } from '../../../domain/course/form.ts';
import { courseSummary } from '../../../domain/course/summary.ts';
import { samplePersonalDetails } from '../../../domain/personal/sample.ts';
import { sampleQualifications } from '../../../domain/qualifications/sample.ts';
import { NEW_ID } from '../../../domain/steps/fields.ts';
import type { NewApplication } from '../../services/applications.ts';

/** A step's form as its column stores it: without the application id. */
function column<F extends { applicationId: number }>(form: F): Record<string, unknown> {
  const { applicationId: _id, ...saved } = form;
  return saved;
}

/**
 * The demo applications with every built step answered, as the steps would have saved them, so Edit
 * and View open whole applications: personal details (the sample, with the row's name and email),
 * the course (an offering of the demo catalogue, chosen in turn; the list's course, type and campus
 * are its names) and qualifications (the sample). An application just started (no course yet) has
 * its personal details only.
 */
export function withDemoAnswers(rows: NewApplication[], catalogue: CourseCatalogue): NewApplication[] {
  const offerings = catalogue.courseOfferings;
  const studyTermMode = catalogue.studyTermModeDict[0]?.id ?? null;
  const examVenue = catalogue.examVenueDict[0]?.id ?? null;
  return rows.map((row, index) => {
    const personalDetails = column({
      ...samplePersonalDetails(row.category),
      firstGivenName: row.firstGivenName ?? '',
      familyName: row.familyName ?? '',
      mail: row.mail ?? '',
    });
    const offering = offerings[index % Math.max(offerings.length, 1)];
    if (row.courseName === null || !offering) return { ...row, personalDetails };
    const course: ApplicationDetailsForm = {
      ...defaultApplicationDetails(row.category),
      applicationId: NEW_ID,
      applicationType: offering.courseType,
      campusId: offering.campusId,
      courseOfferingId: offering.id,
      // Online offerings ask where the exams are sat, the others the study term mode (course spec §2).
      ...(offeringNeeds(offering, catalogue) === 'examVenue' ? { examVenue } : { studyTermMode }),
      understandCosts: row.category === 'International' ? true : null,
    };
    const names = courseSummary(course, catalogue);
    return {
      ...row,
      personalDetails,
      applicationDetails: column(course),
      qualifications: column({ ...sampleQualifications(row.category), applicationId: NEW_ID }),
      courseName: names.courseName,
      applicationTypeName: names.applicationType,
      campusName: names.campusName,
    };
  });
}
