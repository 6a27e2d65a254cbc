import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ApiPath } from '../../domain/api-paths.ts';
import { markRequestSchema } from '../../domain/documents/mark-request.ts';
import { DocumentMsg } from '../../domain/documents/messages.ts';
import { canPreview, type DocumentReviewAnswer, ReviewMsg } from '../../domain/documents/review.ts';
import { Code } from '../../domain/envelope.ts';
import { Msg } from '../../domain/messages.ts';
import { ok, parseBody, Refusal } from '../http/envelope.ts';
import { idParam } from '../http/params.ts';
import { signedInAs } from '../plugins/auth.ts';
import { findFile } from '../services/application-files.ts';
import { inlineDisposition } from '../services/attachment.ts';
import { documentReview, recordMark } from '../services/document-review.ts';
import { findEditable } from '../services/step-save.ts';

const STAFF = ['staff'] as const;

/**
 * What a preview may do once in the browser: nothing. `sandbox` gives the document an opaque origin
 * with no scripts, forms or top navigation (Chromium still shows a PDF served so, though not in an
 * iframe with a `sandbox` attribute); an image may load only itself. Set after the site-wide headers
 * (a route's onSend runs after the root one), so this policy is the one sent.
 */
const PREVIEW_CSP: Record<string, string> = {
  'application/pdf': "sandbox; frame-ancestors 'self'",
  'image/png': "sandbox; default-src 'none'; img-src 'self'; frame-ancestors 'self'",
  'image/jpeg': "sandbox; default-src 'none'; img-src 'self'; frame-ancestors 'self'",
};

/**
 * Staff's document checks (issue 25 item 6, docs/api.md "Back office"): the files with their marks,
 * a file shown in the page rather than saved, and a mark ('Accepted' / 'Needs replacing' and a
 * reason) recorded in the history. Staff only, reaching an application as the download does.
 */
export const documentReviewRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.authenticate);

  const application = async (request: FastifyRequest) => {
    const user = signedInAs(request, STAFF);
    const row = await findEditable(app.db, user, idParam(request.params, Msg.applicationNotFound));
    if (!row) throw new Refusal(Code.Refused, Msg.applicationNotFound);
    return { user, row };
  };
  const fileOf = async (applicationId: number, params: unknown) => {
    const fileId = idParam({ id: (params as { fileId?: unknown }).fileId }, DocumentMsg.fileNotFound);
    const file = await findFile(app.db, applicationId, fileId);
    if (!file) throw new Refusal(Code.Refused, DocumentMsg.fileNotFound);
    return file;
  };

  app.get(`${ApiPath.staffFileReview}:id`, async (request) => {
    const { row } = await application(request);
    return ok<DocumentReviewAnswer>(await documentReview(app.db, row));
  });

  app.get(
    `${ApiPath.staffFilePreview}:id/:fileId`,
    {
      onSend: async (_request, reply, payload) => {
        const csp = PREVIEW_CSP[String(reply.getHeader('content-type'))];
        if (csp) reply.header('content-security-policy', csp);
        return payload;
      },
    },
    async (request, reply) => {
      const { row } = await application(request);
      const file = await fileOf(row.id, request.params);
      // Only what the upload check found to be a PDF, PNG or JPEG by its content is shown.
      if (!canPreview(file.mediaType)) throw new Refusal(Code.Refused, ReviewMsg.notPreviewable);
      return reply
        .header('Content-Type', file.mediaType)
        .header('Content-Disposition', inlineDisposition(file.sourceName))
        .header('Content-Length', String(file.size))
        .header('Cache-Control', 'private, no-store')
        .send(app.files.read(file.storageKey));
    },
  );

  app.post(`${ApiPath.staffFileMark}:id/:fileId`, async (request) => {
    const { user, row } = await application(request);
    const file = await fileOf(row.id, request.params);
    const { mark, reason } = parseBody(markRequestSchema, request.body);
    await recordMark(
      app.db,
      {
        applicationId: row.id,
        actor: user,
        file,
        mark,
        reason,
      },
      app.now(),
    );
    return ok<DocumentReviewAnswer>(await documentReview(app.db, row));
  });
};
