import { markdownPreviewInputSchema, markdownPreviewSchema } from '@folio/contracts';
import { renderMarkdown } from '../../markdown/render-markdown';
import { ownerProcedure } from '../../trpc/procedures';

/**
 * The editor's live preview, rendered by the same code as the site, so the browser loads no Markdown parser.
 * A mutation although it changes nothing: a body can be far longer than a query's URL may be. tRPC only.
 */
export const previewMarkdown = ownerProcedure
  .input(markdownPreviewInputSchema)
  .output(markdownPreviewSchema)
  .mutation(async ({ input }) => ({ html: (await renderMarkdown(input.markdown)).html }));
