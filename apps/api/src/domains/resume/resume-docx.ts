import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  TabStopType,
  TextRun,
  type ParagraphChild,
} from 'docx';
import type { ResumeDocument, ResumeEntry } from './resume-document';

/** Page sizes in twentieths of a point, and the text width between 2 cm margins. */
const PAGES = {
  A4: { width: 11906, height: 16838 },
  Letter: { width: 12240, height: 15840 },
} as const;
const MARGIN = 1134;
const FONT = 'Inter';

/** The same content as the PDF (resume-document.ts), as a Word document: one column, headings as Word's own. */
export async function resumeDocx(document: ResumeDocument, photo: Buffer | null): Promise<Buffer> {
  const rtl = document.dir === 'rtl';
  const accent = document.accentDark.replace('#', '');
  const page = PAGES[document.paper];
  const run = (text: string, options: { bold?: boolean; color?: string; size?: number } = {}) =>
    new TextRun({
      text,
      rightToLeft: rtl,
      language: { value: document.lang, bidirectional: document.lang },
      ...options,
    });
  const linked = (text: string, url: string | null, options: { bold?: boolean } = {}): ParagraphChild =>
    url
      ? new ExternalHyperlink({ link: url, children: [run(text, { ...options, color: accent })] })
      : run(text, options);
  const paragraph = (
    children: ParagraphChild[],
    options: { heading?: (typeof HeadingLevel)[keyof typeof HeadingLevel]; tabs?: boolean } = {},
  ) =>
    new Paragraph({
      children,
      bidirectional: rtl,
      heading: options.heading,
      spacing: { after: 60 },
      tabStops: options.tabs ? [{ type: TabStopType.END, position: page.width - 2 * MARGIN }] : undefined,
    });

  const entryParagraphs = (entry: ResumeEntry, style: 'text' | 'entries' | 'list'): Paragraph[] => {
    if (style === 'text') return entry.text ? [paragraph([run(entry.text)])] : [];
    if (style === 'list') {
      return [
        paragraph([
          run(entry.title, { bold: true }),
          ...(entry.text ? [run(`: ${entry.text}`)] : []),
          ...(entry.subtitle ? [run(` (${entry.subtitle})`)] : []),
        ]),
      ];
    }
    const details = [entry.subtitle, entry.place].filter(Boolean).join(' · ');
    return [
      paragraph([linked(entry.title, entry.url, { bold: true })]),
      ...(details || entry.dates
        ? [paragraph([run(details), ...(entry.dates ? [run(`\t${entry.dates}`)] : [])], { tabs: true })]
        : []),
      ...(entry.text ? [paragraph([run(entry.text)])] : []),
      ...(entry.tags.length ? [paragraph([run(entry.tags.join(', '), { size: 18 })])] : []),
    ];
  };

  const contact = document.contact.flatMap((item, index) => [
    ...(index > 0 ? [run(' · ')] : []),
    linked(item.text, item.url),
  ]);
  const children: Paragraph[] = [
    ...(photo
      ? [
          new Paragraph({
            alignment: AlignmentType.END,
            bidirectional: rtl,
            children: [
              new ImageRun({
                type: 'png',
                data: photo,
                transformation: { width: 96, height: 96 },
                altText: { name: document.name, description: document.name, title: document.name },
              }),
            ],
          }),
        ]
      : []),
    paragraph([run(document.name)], { heading: HeadingLevel.HEADING_1 }),
    ...(document.headline ? [paragraph([run(document.headline, { color: accent, size: 24 })])] : []),
    ...(contact.length ? [paragraph(contact)] : []),
    ...(document.availability
      ? [
          paragraph([run(document.availability.heading, { bold: true, color: accent })]),
          paragraph([run(document.availability.text)]),
        ]
      : []),
    ...document.sections.flatMap((section) => [
      paragraph([run(section.heading)], { heading: HeadingLevel.HEADING_2 }),
      ...section.entries.flatMap((entry) => entryParagraphs(entry, section.style)),
    ]),
  ];

  const word = new Document({
    title: document.title,
    creator: document.name,
    description: document.description,
    styles: {
      default: {
        document: { run: { font: FONT, size: 20 } },
        heading1: { run: { font: FONT, size: 40, bold: true } },
        heading2: { run: { font: FONT, size: 24, bold: true, color: accent }, paragraph: { spacing: { before: 240 } } },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: page.width, height: page.height },
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
          },
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(word);
}
