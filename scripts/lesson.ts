/**
 * `npm run lesson -- --subject Science --topic "Photosynthesis" --year "Year 8" [--duration 60]
 * [--board AQA] [--json]`: writes a lesson with the configured provider and prints it.
 */
import { parseArgs } from 'node:util';
import { LessonRequestSchema } from '@/lib/ai/schemas';
import { generateLesson } from '@/lib/ai/pipeline';
import { getProvider } from '@/lib/ai/providers';
import { lessonToMarkdown } from '@/lib/lessons/markdown';
import { describeZodError } from '@/lib/http/respond';

async function main() {
  const { values } = parseArgs({
    options: {
      subject: { type: 'string' },
      topic: { type: 'string' },
      year: { type: 'string' },
      duration: { type: 'string', default: '60' },
      board: { type: 'string' },
      requirements: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  const parsed = LessonRequestSchema.safeParse({
    subject: values.subject,
    topic: values.topic,
    yearGroup: values.year,
    duration: values.duration,
    examBoard: values.board ?? null,
    specialRequirements: values.requirements ?? null,
  });
  if (!parsed.success) {
    console.error(`${describeZodError(parsed.error)}\nUsage: npm run lesson -- --subject Science --topic "Photosynthesis" --year "Year 8" [--duration 60] [--board AQA] [--json]`);
    process.exit(2);
  }
  const provider = getProvider();
  const started = performance.now();
  const { content, warnings } = await generateLesson(parsed.data, provider, (e) => {
    if (e.type === 'stage') console.error(`${String(e.percent).padStart(3)}%  ${e.message}`);
  });
  console.error(`Written by the ${provider.name} provider in ${Math.round(performance.now() - started)} ms.`);
  for (const w of warnings) console.error(`Warning: ${w}`);
  const r = parsed.data;
  console.log(values.json ? JSON.stringify(content, null, 2) : lessonToMarkdown(content, r));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
