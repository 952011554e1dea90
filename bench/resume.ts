/**
 * `pnpm bench:resume`: the generated résumé's first render (typeset by Typst, in this process) and its kept one
 * (the same résumé asked for again: its document built and hashed, the kept bytes found), for each template in
 * English and Arabic, as a PDF, and the DOCX. A first render is measured on data changed each round (a new job
 * title), so nothing kept answers it; the first round also pays the compiler's start and the fonts' loading,
 * shown apart. BENCH_ROUNDS (20) rounds each.
 */
import { renderResume, type ResumeFormat, type ResumeRequest } from '@folio/api/resume-render';
import { sampleResumeData } from './resume/sample';

type ResumeTemplate = ResumeRequest['template'];
type SiteLanguage = ResumeRequest['language'];

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const PUBLIC = { phone: false, email: true, privateCredentials: false };
const SECTIONS = ['summary', 'experience', 'projects', 'education', 'certifications', 'skills', 'languages'] as const;

async function render(template: ResumeTemplate, language: SiteLanguage, format: ResumeFormat, round: number) {
  const started = performance.now();
  const resume = await renderResume({
    data: sampleResumeData(`Staff Engineer ${String(round)}`),
    template,
    paper: 'A4',
    sections: SECTIONS,
    photo: null,
    language,
    include: PUBLIC,
    format,
  });
  const bytes = await resume.bytes();
  return { ms: performance.now() - started, bytes: bytes.length };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1] ?? NaN;
const ms = (value: number) => value.toFixed(value < 10 ? 2 : 0);

const cold = await render('classic', 'en', 'pdf', -1);
console.log(`First render of the process (compiler start, fonts loaded): ${ms(cold.ms)} ms\n`);
console.log('| résumé                | first render p50 / p95 ms | kept p50 / p95 ms | size KB |');
console.log('|-----------------------|--------------------------:|------------------:|--------:|');
const cases: [ResumeTemplate, SiteLanguage, ResumeFormat][] = [
  ['classic', 'en', 'pdf'],
  ['modern', 'en', 'pdf'],
  ['compact', 'en', 'pdf'],
  ['modern', 'ar', 'pdf'],
  ['classic', 'en', 'docx'],
];
for (const [template, language, format] of cases) {
  const first: number[] = [];
  const kept: number[] = [];
  let size = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const made = await render(template, language, format, round);
    first.push(made.ms);
    size = made.bytes;
    kept.push((await render(template, language, format, round)).ms);
  }
  const name = `${template} ${language} ${format.toUpperCase()}`.padEnd(21);
  console.log(
    `| ${name} | ${`${ms(median(first))} / ${ms(p95(first))}`.padStart(25)} | ${`${ms(median(kept))} / ${ms(p95(kept))}`.padStart(17)} | ${String(Math.round(size / 1024)).padStart(7)} |`,
  );
}
