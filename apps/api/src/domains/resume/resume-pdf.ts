import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import { PHOTO_PATH, type ResumeDocument } from './resume-document';
import { RESUME_TYPST } from './resume-template';

const require = createRequire(import.meta.url);

/**
 * The résumé's fonts, shipped as TTF by npm packages (Typst reads TTF and OTF, not the WOFF of @fontsource):
 * Inter, as the site's card, for Latin, Greek and Cyrillic, and Noto Sans Arabic for Arabic. The template turns
 * font fallback off, so the machine's own fonts are never used and every install makes the same PDF.
 */
const FONT_FILES = [
  '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  '@expo-google-fonts/inter/400Regular_Italic/Inter_400Regular_Italic.ttf',
  '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
  '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
];

/**
 * The compiler's root, a folder that does not exist: Typst reads files only below its root, so the only file it
 * can read is the photo given to it in memory (at the root's /photo.png), never one of the server's.
 */
const WORKSPACE = '/folio-resume-typst';
const PHOTO_FILE = `${WORKSPACE}${PHOTO_PATH}`;

let compiler: NodeCompiler | null = null;

/** One compiler for the server's life: it keeps the fonts parsed and what it laid out before, for the next one. */
function typst(): NodeCompiler {
  compiler ??= NodeCompiler.create({
    workspace: WORKSPACE,
    fontArgs: [{ fontBlobs: FONT_FILES.map((file) => readFileSync(require.resolve(file))) }],
  });
  return compiler;
}

type Compiled = ReturnType<NodeCompiler['compile']>;

function compiledDocument(document: ResumeDocument, photo: Buffer | null) {
  const compiler = typst();
  // The compiler runs synchronously: nothing else uses it between mapping the photo and compiling.
  if (photo) compiler.mapShadow(PHOTO_FILE, photo);
  else compiler.unmapShadow(PHOTO_FILE);
  let compiled: Compiled;
  try {
    compiled = compiler.compile({ mainFileContent: RESUME_TYPST, inputs: { document: JSON.stringify(document) } });
  } finally {
    // Forget what this compile laid out once it is old, so a long-lived server does not grow with every owner edit.
    compiler.evictCache(10);
  }
  const result = compiled.result;
  if (!result || compiled.hasError()) {
    const diagnostics = compiled.takeDiagnostics();
    // The template is ours and the owner's data only strings in it: a failure here is a bug, logged as a 500.
    throw new Error(`The résumé could not be typeset: ${JSON.stringify(diagnostics?.shortDiagnostics ?? [])}`);
  }
  return { compiler, result };
}

/**
 * The résumé as PDF/UA-1: tagged (headings, paragraphs, links, the photo's alternative text), with its title,
 * author and language, fonts embedded. No date is written, so the same résumé is the same bytes.
 */
export function resumePdf(document: ResumeDocument, photo: Buffer | null): Buffer {
  const { compiler, result } = compiledDocument(document, photo);
  return compiler.pdf(result, { pdfStandard: 'ua-1' });
}

/** The résumé's pages as one SVG (the owner's live preview): the same layout as the PDF. */
export function resumeSvg(document: ResumeDocument, photo: Buffer | null): string {
  const { compiler, result } = compiledDocument(document, photo);
  return compiler.plainSvg(result);
}
