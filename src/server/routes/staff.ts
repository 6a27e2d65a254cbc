import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ApiPath } from '../../domain/api-paths.ts';
import { Code } from '../../domain/envelope.ts';
import { Msg } from '../../domain/messages.ts';
import { NEW_APPLICATION_ID } from '../../domain/personal/constants.ts';
import type { ObtainPersonalDetailsAnswer } from '../../domain/personal/render.ts';
import { ENROLMENT_CODE } from '../../domain/qualifications/prefill.ts';
import type { ObtainedQualifications } from '../../domain/qualifications/render.ts';
import { ok, Refusal } from '../http/envelope.ts';
import { idParam } from '../http/params.ts';
import { signedInAs } from '../plugins/auth.ts';
import { findFormerEnrolment } from '../services/former-enrolments.ts';
import { findPreviousStudent } from '../services/previous-students.ts';
import { findEditable } from '../services/step-save.ts';

export const StaffMsg = {
  studentNotFound: 'No previous student has this student number.',
  enrolmentCodeInvalid: 'An enrolment code is 1 to 20 letters, digits and dashes.',
  enrolmentNotFound: 'No former enrolment was found for this enrolment code.',
} as const;

const studentNumQuery = z.object({
  studentNum: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/),
});

/** Codes are matched whatever their case: imports and the seed store them upper-cased. */
const enrolmentCodeQuery = z.object({
  enrolmentCode: z.string().trim().regex(ENROLMENT_CODE).toUpperCase(),
});

/** Staff-only calls; every other role gets 406 "not allowed". */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.authenticate);

  /** The staff pre-fill (personal-details-step.md §4, §7): a previous student's details and category. */
  app.post(ApiPath.obtainPersonalDetails, async (request) => {
    signedInAs(request, ['staff']);
    const query = studentNumQuery.safeParse(request.query);
    const student = query.success ? await findPreviousStudent(app.db, query.data.studentNum) : undefined;
    if (!student) throw new Refusal(Code.Refused, StaffMsg.studentNotFound);
    return ok<ObtainPersonalDetailsAnswer>({
      personalDetails: student.personalDetails,
      applicationCategory: student.category,
    });
  });

  /**
   * The staff pre-fill of qualifications (course-qualifications-other-steps.md §4, §7): a former
   * enrolment's qualifications for the application `applicationId` (-1: a new one; otherwise one that
   * exists). Nothing is written: the form applies them, and the step's save validates them again.
   */
  app.post(ApiPath.obtainQualifications, async (request) => {
    const user = signedInAs(request, ['staff']);
    const query = (request.query ?? {}) as { applicationId?: unknown; enrolmentCode?: unknown };
    if (query.applicationId !== String(NEW_APPLICATION_ID)) {
      const id = idParam({ id: query.applicationId }, Msg.applicationNotFound);
      if (!(await findEditable(app.db, user, id))) throw new Refusal(Code.Refused, Msg.applicationNotFound);
    }
    const code = enrolmentCodeQuery.safeParse(query);
    if (!code.success) throw new Refusal(Code.Refused, StaffMsg.enrolmentCodeInvalid);
    const enrolment = await findFormerEnrolment(app.db, code.data.enrolmentCode);
    if (!enrolment) throw new Refusal(Code.Refused, StaffMsg.enrolmentNotFound);
    return ok<ObtainedQualifications>({
      enrolmentCode: enrolment.enrolmentCode,
      qualifications: enrolment.qualifications,
    });
  });
};
