import {
  LANGUAGES,
  RESUME_DOCX_PATH,
  RESUME_DOWNLOAD_PATH,
  RESUME_PDF_PATH,
  RESUME_PREVIEW_PATH,
  resumeFileName,
  resumeSettingsSchema,
  z,
} from '@folio/contracts';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isClientCopyFresh } from '../../lib/client-copy';
import { AppError } from '../../lib/errors';
import { callerOfPlainRoute, requireOwner } from '../../trpc/plain-route-access';
import type { Caller } from '../../trpc/context';
import { assertCredentialsVisible } from '../../visibility/credentials-visibility';
import { downloadResume } from './download-resume';
import { PUBLIC_RESUME, readResumeSources, type ResumeSources } from './resume-data';
import { renderResume, type ResumeFormat } from './render-resume';

const languageQuery = z.object({
  lang: z.enum(LANGUAGES).optional().describe("The résumé's language; the site's when absent"),
});

/** The preview takes settings not yet saved, as the Admin form holds them (sections comma-separated). */
const previewQuery = languageQuery.extend({
  template: resumeSettingsSchema.shape.template,
  paper: resumeSettingsSchema.shape.paper,
  sections: z
    .string()
    .default('')
    .transform((list) => list.split(',').filter(Boolean))
    .pipe(resumeSettingsSchema.shape.sections),
  photo: z.enum(['true', 'false']).transform((value) => value === 'true'),
});

function parsed<T extends z.ZodType>(schema: T, query: unknown): z.output<T> {
  const result = schema.safeParse(query ?? {});
  if (!result.success) throw AppError.invalidInput(result.error.issues);
  return result.data;
}

const TYPES: Record<ResumeFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  svg: 'image/svg+xml',
};

/**
 * The owner sees what visitors would, with the credentials even while they are private (visitors then get
 * 401 instead): the phone only while it is published.
 */
function includeFor(caller: Caller | null) {
  return caller ? { ...PUBLIC_RESUME, privateCredentials: true } : PUBLIC_RESUME;
}

async function sendGenerated(
  req: FastifyRequest,
  reply: FastifyReply,
  sources: ResumeSources,
  format: 'pdf' | 'docx',
  language = sources.language,
) {
  const { settings } = sources;
  const resume = await renderResume({
    data: sources,
    template: settings.template,
    paper: settings.paper,
    sections: settings.sections,
    photo: settings.photo ? sources.photo : null,
    language,
    include: includeFor(null),
    format,
  });
  // Who may read it can change at any time (the owner makes the credentials private again): every copy asks first.
  reply.header('cache-control', 'private, no-cache');
  if (isClientCopyFresh(req, reply, resume.etag)) return reply.code(304).send();
  const name = resumeFileName(sources.profile?.name, format);
  return reply
    .type(TYPES[format])
    .header('content-disposition', contentDisposition(name, { type: 'inline' }))
    .header('x-content-type-options', 'nosniff')
    .send(await resume.bytes());
}

/**
 * The résumé for visitors and scripts: `/resume.pdf` and `/api/resume` (the generated one, or the uploaded file
 * while the owner chooses that), `/resume.docx` (generated only), and the owner's live preview. Open to
 * visitors while the credentials are public, as the Credentials page that offers it.
 */
export const resumeRoutes = fp(
  async (app) => {
    const sourcesFor = async (req: FastifyRequest) => {
      const caller = await callerOfPlainRoute(req);
      await assertCredentialsVisible(app.db, caller);
      const context = { caller, db: app.db, publicReads: app.publicReads };
      return {
        caller,
        sources: await readResumeSources(context, app.storage, app.config.PUBLIC_URL, includeFor(caller)),
      };
    };

    const servePdf = async (req: FastifyRequest, reply: FastifyReply) => {
      const { lang } = parsed(languageQuery, req.query);
      const { sources } = await sourcesFor(req);
      if (sources.settings.source === 'file') return downloadResume(req, reply);
      return sendGenerated(req, reply, sources, 'pdf', lang);
    };
    app.get(RESUME_PDF_PATH, servePdf);
    app.get(RESUME_DOWNLOAD_PATH, servePdf);

    app.get(RESUME_DOCX_PATH, async (req, reply) => {
      const { lang } = parsed(languageQuery, req.query);
      const { sources } = await sourcesFor(req);
      if (sources.settings.source === 'file') throw AppError.notFound('Resume');
      return sendGenerated(req, reply, sources, 'docx', lang);
    });

    app.get(RESUME_PREVIEW_PATH, async (req, reply) => {
      await requireOwner(req);
      const query = parsed(previewQuery, req.query);
      const { sources } = await sourcesFor(req);
      const resume = await renderResume({
        data: sources,
        template: query.template,
        paper: query.paper,
        sections: query.sections,
        photo: query.photo ? sources.photo : null,
        language: query.lang ?? sources.language,
        include: includeFor(null),
        format: 'svg',
      });
      reply.header('cache-control', 'private, no-cache');
      if (isClientCopyFresh(req, reply, resume.etag)) return reply.code(304).send();
      // Typst's SVG draws glyphs as paths and carries no script; the policy forbids any all the same.
      return reply
        .type(TYPES.svg)
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(await resume.bytes());
    });
  },
  { name: 'resume', dependencies: ['db', 'storage'] },
);
