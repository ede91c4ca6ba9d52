/**
 * `npm run bench:generation`: how long a lesson takes when its parts stream from Claude.
 * Runs the real pipeline and Claude provider against a local fake Messages API that streams each
 * part's JSON at a fixed token rate, and prints wall time, the slowest part, the sum of all parts
 * and their ratios; then times the offline provider. Options: --tokens-per-second N (default 300),
 * --runs N (default 3).
 */
import { parseArgs } from 'node:util';
import { startFakeAnthropic } from '../tests/helpers/fake-anthropic';
import { createAnthropicProvider } from '@/lib/ai/providers/anthropic';
import { offlineProvider } from '@/lib/ai/providers/offline';
import { generateLesson } from '@/lib/ai/pipeline';
import type { LessonProvider, PartName } from '@/lib/ai/providers/types';
import type { LessonRequest } from '@/lib/ai/schemas';

const CHARS_PER_TOKEN = 4;
const CHUNK_TOKENS = 10;

async function main() {
  const { values } = parseArgs({ options: { 'tokens-per-second': { type: 'string', default: '300' }, runs: { type: 'string', default: '3' } } });
  const rate = Number(values['tokens-per-second']);
  const runs = Number(values.runs);
  const request: LessonRequest = { subject: 'Science', topic: 'Photosynthesis', yearGroup: 'Year 8', duration: 60, examBoard: null };

  // Realistic part sizes: stream what the offline provider writes for the same request.
  const inputs: Record<string, unknown> = {};
  for (const part of ['lessonPlan', 'worksheet', 'quiz'] as PartName[]) {
    inputs[`record_${part}`] = await offlineProvider.generatePart({ part, request });
  }
  // Every answer streams CHUNK_TOKENS at a time, paced to the token rate.
  const fake = await startFakeAnthropic([
    { kind: 'by-tool', inputs, chunkSize: CHUNK_TOKENS * CHARS_PER_TOKEN, delayMs: (CHUNK_TOKENS / rate) * 1000 },
  ]);

  const claude = createAnthropicProvider({ apiKey: 'bench', baseURL: fake.url, maxRetries: 0 });
  const partMs: Record<string, number[]> = { lessonPlan: [], worksheet: [], quiz: [] };
  const timed: LessonProvider = {
    name: claude.name,
    async generatePart(req, options) {
      const t = performance.now();
      try {
        return await claude.generatePart(req, options);
      } finally {
        partMs[req.part].push(performance.now() - t);
      }
    },
  };

  console.log(`Claude provider against a fake Messages API at ${rate} tokens/s, ${runs} runs`);
  for (const part of Object.keys(partMs)) {
    const chars = JSON.stringify(inputs[`record_${part}`]).length;
    console.log(`  ${part.padEnd(11)} ${chars} chars ≈ ${Math.round(chars / CHARS_PER_TOKEN)} tokens`);
  }
  const walls: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await generateLesson(request, timed);
    walls.push(performance.now() - t);
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const wall = mean(walls);
  const perPart = Object.fromEntries(Object.entries(partMs).map(([k, v]) => [k, mean(v)]));
  const slowest = Math.max(...Object.values(perPart));
  const sum = Object.values(perPart).reduce((a, b) => a + b, 0);
  console.log(`\n  part stream times (mean): ${Object.entries(perPart).map(([k, v]) => `${k} ${Math.round(v)} ms`).join(', ')}`);
  console.log(`  wall time (mean)         ${Math.round(wall)} ms`);
  console.log(`  slowest part             ${Math.round(slowest)} ms   wall / slowest = ${(wall / slowest).toFixed(2)}`);
  console.log(`  sum of parts             ${Math.round(sum)} ms   wall / sum     = ${(wall / sum).toFixed(2)}`);
  await fake.close();

  const n = 200;
  const subjects = ['Mathematics', 'Science', 'History', 'English', 'Geography'] as const;
  const t = performance.now();
  let max = 0;
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    await generateLesson({ ...request, subject: subjects[i % subjects.length], topic: `Topic number ${i}` }, offlineProvider);
    max = Math.max(max, performance.now() - s);
  }
  console.log(`\nOffline provider: ${n} lessons, mean ${((performance.now() - t) / n).toFixed(2)} ms, slowest ${max.toFixed(1)} ms`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
