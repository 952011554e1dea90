import { hash } from 'node:crypto';
import type { ResumePaper, ResumeSection, ResumeTemplate, SiteLanguage } from '@folio/contracts';
import { LRUCache } from 'lru-cache';
import { serverTexts } from '../../lib/texts';
import { resumeDocument, type ResumeData, type ResumeInclude } from './resume-document';
import { resumeDocx } from './resume-docx';
import { resumePdf, resumeSvg } from './resume-pdf';

export type ResumeFormat = 'pdf' | 'docx' | 'svg';

export type ResumeRequest = {
  data: ResumeData;
  template: ResumeTemplate;
  paper: ResumePaper;
  sections: readonly ResumeSection[];
  /** The photo's PNG, or null for none. */
  photo: Buffer | null;
  language: SiteLanguage;
  /** The private details shown; what it does not ask for is taken out here, whatever the data holds. */
  include: ResumeInclude;
  format: ResumeFormat;
};

export type RenderedResume = { etag: string; bytes: () => Promise<Buffer> };

/** Bump when a template's drawing changes, so kept résumés and browsers' copies are made anew. */
const DESIGN_VERSION = 1;

/** Kept résumés (some 30–150 KB each: a few MB at most), least recently used out first. */
const kept = new LRUCache<string, Promise<Buffer>>({ max: 48 });

function withoutUnasked(data: ResumeData, include: ResumeInclude): ResumeData {
  const profile = data.profile && {
    ...data.profile,
    phone: include.phone || data.profile.isPhonePublic ? data.profile.phone : null,
    email: include.email ? data.profile.email : null,
  };
  return { ...data, profile };
}

/**
 * A résumé in one format: made once per change of what it shows (its data, template, paper, sections, photo or
 * language), then kept. Its ETag is a hash of exactly that, known before anything is typeset, so a browser's
 * copy is confirmed (304) and a kept one sent without typesetting again. The one way every résumé is made:
 * `/resume.pdf`, `/resume.docx`, the owner's preview, and share links asking for a variant.
 */
export async function renderResume(request: ResumeRequest): Promise<RenderedResume> {
  const { template, paper, sections, photo, language, include, format } = request;
  const t = await serverTexts(language, 'resume');
  const data = withoutUnasked(request.data, include);
  const document = resumeDocument(data, { template, paper, sections, photo: photo !== null, language }, t);
  const key = hash(
    'sha1',
    JSON.stringify([DESIGN_VERSION, format, document, photo ? hash('sha1', photo, 'base64url') : null]),
    'base64url',
  );
  return {
    etag: `"resume-${key}"`,
    bytes: () => {
      let bytes = kept.get(key);
      if (!bytes) {
        bytes =
          format === 'docx'
            ? resumeDocx(document, photo)
            : Promise.resolve().then(() =>
                format === 'pdf' ? resumePdf(document, photo) : Buffer.from(resumeSvg(document, photo)),
              );
        kept.set(key, bytes);
        // A résumé that failed is not kept: the next request tries again.
        bytes.catch(() => kept.delete(key));
      }
      return bytes;
    },
  };
}
