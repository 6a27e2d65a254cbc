import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiPath } from '../../domain/api-paths.ts';
import { STATUS_LABELS } from '../../domain/applications/status.ts';
import type { DashboardAnswer } from '../../domain/backoffice/dashboard.ts';
import { DuplicateMsg, type DuplicatesAnswer } from '../../domain/backoffice/duplicates.ts';
import { DecisionMsg } from '../../domain/backoffice/messages.ts';
import { notDuplicateRequestSchema } from '../../domain/backoffice/not-duplicate-request.ts';
import {
  decisionRequestSchema,
  noteRequestSchema,
  queueRequestSchema,
} from '../../domain/backoffice/requests.ts';
import type { DecisionAnswer, HistoryAnswer, QueueResponse } from '../../domain/backoffice/types.ts';
import { evidenceReasonOf } from '../../domain/documents/review.ts';
import { Code } from '../../domain/envelope.ts';
import { Msg } from '../../domain/messages.ts';
import { ok, parseBody, Refusal } from '../http/envelope.ts';
import { idParam } from '../http/params.ts';
import { signedInAs } from '../plugins/auth.ts';
import { type ApplicationRecord, statusKeyOf } from '../services/applications.ts';
import { attachmentDisposition } from '../services/attachment.ts';
import { historyOf, recordEvent } from '../services/audit.ts';
import { dashboard } from '../services/dashboard.ts';
import { moveApplication } from '../services/decisions.ts';
import { documentReview } from '../services/document-review.ts';
import { duplicatesOf, markNotDuplicate } from '../services/duplicates.ts';
import { csvStream, xlsxStream } from '../services/queue-export.ts';
import { queueRows, staffQueue } from '../services/staff-queue.ts';
import { findEditable } from '../services/step-save.ts';

const STAFF = ['staff'] as const;
const exportQuery = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });

/**
 * The back office (issue 11, docs/api.md "Back office"): the queue, decisions along the lifecycle,
 * the history with staff's internal notes, and the export. Staff only: applicants and agents get 406
 * "not allowed" and no data.
 */
export const backOfficeRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.authenticate);

  const application = async (request: FastifyRequest) => {
    const user = signedInAs(request, STAFF);
    const row: ApplicationRecord | undefined = await findEditable(
      app.db,
      user,
      idParam(request.params, Msg.applicationNotFound),
    );
    if (!row) throw new Refusal(Code.Refused, Msg.applicationNotFound);
    return { user, row };
  };

  app.post(ApiPath.staffQueue, async (request) => {
    signedInAs(request, STAFF);
    return ok<QueueResponse>(await staffQueue(app.db, parseBody(queueRequestSchema, request.body)));
  });

  app.post(`${ApiPath.staffDecision}:id`, async (request) => {
    const { user, row } = await application(request);
    const { status, reason, dueDate, version } = parseBody(decisionRequestSchema, request.body);
    const outcome = await moveApplication(
      app.db,
      user,
      row,
      { to: status, reason, dueDate, version },
      {
        now: app.now(),
        publicUrl: app.config.publicUrl,
      },
    );
    if (outcome.kind === 'refused') throw new Refusal(Code.Refused, outcome.message);
    app.kickMailOutbox();
    return ok<DecisionAnswer>(outcome.answer, DecisionMsg.decided(status));
  });

  app.get(`${ApiPath.staffHistory}:id`, async (request) => {
    const { row } = await application(request);
    const statusKey = statusKeyOf(row);
    return ok<HistoryAnswer>({
      id: row.id,
      status: STATUS_LABELS[statusKey],
      statusKey,
      version: row.version,
      reference: row.reference,
      firstGivenName: row.firstGivenName,
      familyName: row.familyName,
      entries: await historyOf(app.db, row),
      evidenceReason: evidenceReasonOf((await documentReview(app.db, row)).files),
    });
  });

  app.post(`${ApiPath.staffNote}:id`, async (request) => {
    const { user, row } = await application(request);
    const { content } = parseBody(noteRequestSchema, request.body);
    await recordEvent(
      app.db,
      { applicationId: row.id, actor: user, kind: 'note', detail: { note: content } },
      app.now(),
    );
    return ok(null);
  });

  // Possible duplicates (issue 25 item 5, ADR 025): the applications paired with this one.
  app.get(`${ApiPath.staffDuplicates}:id`, async (request) => {
    const { row } = await application(request);
    return ok<DuplicatesAnswer>({ id: row.id, list: await duplicatesOf(app.db, row.id) });
  });

  app.post(`${ApiPath.staffNotDuplicate}:id`, async (request) => {
    const { user, row } = await application(request);
    const { otherId } = parseBody(notDuplicateRequestSchema, request.body);
    const marked = await markNotDuplicate(app.db, user, { id: row.id, otherId }, app.now());
    if (!marked) throw new Refusal(Code.Refused, DuplicateMsg.notPaired);
    return ok(null, DuplicateMsg.marked);
  });

  // The intake's overview (issue 25 item 7).
  app.get(ApiPath.staffDashboard, async (request) => {
    signedInAs(request, STAFF);
    return ok<DashboardAnswer>(await dashboard(app.db, app.now()));
  });

  app.get(ApiPath.staffExport, async (request, reply) => {
    signedInAs(request, STAFF);
    const { format } = parseBody(exportQuery, { format: (request.query as { format?: unknown })?.format });
    const query = parseBody(queueRequestSchema, exportFilters(request.query));
    const rows = queueRows(app.db, query);
    const stamp = app.now().toISOString().slice(0, 10);
    return reply
      .header(
        'Content-Type',
        format === 'csv'
          ? 'text/csv; charset=utf-8'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      )
      .header('Content-Disposition', attachmentDisposition(`applications-${stamp}.${format}`))
      .header('Cache-Control', 'private, no-store')
      .send(format === 'csv' ? csvStream(rows) : xlsxStream(rows));
  });
};

/** The export's query string as the queue's filters (no paging: every matching row). */
function exportFilters(query: unknown): Record<string, unknown> {
  const given = (query ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof given[key] === 'string' ? given[key] : undefined);
  return {
    status: text('status'),
    applicationCategory: text('applicationCategory'),
    campus: text('campus'),
    course: text('course'),
    keywords: text('keywords'),
    duplicates: text('duplicates'),
  };
}
