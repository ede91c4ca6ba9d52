/**
 * `npm run eval`: runs the fixture requests through the configured provider and prints, per
 * request and in total: invariants passed, reading grade against the year group's band, share
 * of worksheet marks above recall, Americanisms, duplicate questions and time.
 */
import { generateLesson } from '@/lib/ai/pipeline';
import { getProvider } from '@/lib/ai/providers';
import { checkLessonPlan, checkQuiz, checkWorksheet } from '@/lib/ai/invariants';
import { qualityReport } from '@/lib/ai/quality';
import { EVAL_FIXTURES } from './eval-fixtures';

const pad = (s: string | number, n: number) => String(s).slice(0, n).padEnd(n);

async function main() {
  const provider = getProvider();
  console.log(`Provider: ${provider.name} · ${EVAL_FIXTURES.length} requests\n`);
  console.log(
    [pad('subject / topic', 44), pad('year', 9), pad('checks', 7), pad('grade', 6), pad('band', 7), pad('>recall', 8), pad('US', 4), pad('dup', 4), 'ms'].join(' '),
  );
  let passed = 0;
  let inBand = 0;
  let higher = 0;
  let americanisms = 0;
  let duplicates = 0;
  let totalMs = 0;
  let failures = 0;
  for (const request of EVAL_FIXTURES) {
    const started = performance.now();
    try {
      const { content, warnings } = await generateLesson(request, provider);
      const ms = performance.now() - started;
      const problems = [
        ...checkLessonPlan(content.lessonPlan, request.duration),
        ...(content.worksheet ? checkWorksheet(content.worksheet) : []),
        ...(content.quiz ? checkQuiz(content.quiz) : []),
      ];
      const ok = problems.length === 0 && warnings.length === 0;
      const q = qualityReport(content, request);
      passed += ok ? 1 : 0;
      inBand += q.withinBand ? 1 : 0;
      higher += q.higherOrderShare;
      americanisms += q.americanisms.length;
      duplicates += q.duplicates.length;
      totalMs += ms;
      console.log(
        [
          pad(`${request.subject} / ${request.topic}`, 44),
          pad(request.yearGroup, 9),
          pad(ok ? 'pass' : `FAIL ${problems.length + warnings.length}`, 7),
          pad(q.readingGrade.toFixed(1), 6),
          pad(`${q.band.min}-${q.band.max}${q.withinBand ? '' : '!'}`, 7),
          pad(`${Math.round(q.higherOrderShare * 100)}%`, 8),
          pad(q.americanisms.length, 4),
          pad(q.duplicates.length, 4),
          ms.toFixed(1),
        ].join(' '),
      );
    } catch (err) {
      failures += 1;
      console.log(`${pad(`${request.subject} / ${request.topic}`, 44)} ERROR ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  const n = EVAL_FIXTURES.length;
  console.log(
    `\nTotal: invariants passed ${passed}/${n} · reading grade within band ${inBand}/${n} · mean share of marks above recall ${Math.round((higher / Math.max(1, n - failures)) * 100)}% · Americanisms ${americanisms} · duplicate questions ${duplicates} · errors ${failures} · mean time ${(totalMs / Math.max(1, n - failures)).toFixed(1)} ms`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
