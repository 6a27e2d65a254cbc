import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ApiPath } from '../../domain/api-paths.ts';
import { Code } from '../../domain/envelope.ts';
import type { ObtainPersonalDetailsAnswer } from '../../domain/personal/render.ts';
import { ok, Refusal } from '../http/envelope.ts';
import { signedInAs } from '../plugins/auth.ts';
import { findPreviousStudent } from '../services/previous-students.ts';

export const StaffMsg = {
  studentNotFound: 'No previous student has this student number.',
} as const;

const studentNumQuery = z.object({
  studentNum: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/),
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
};
