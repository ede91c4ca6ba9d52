import { describe, expect, it } from 'vitest';
import { generateLesson } from '@/lib/ai/pipeline';
import type { LessonProvider, PartRequest } from '@/lib/ai/providers/types';
import type { ProgressEvent } from '@/lib/ai/progress';
import { ApiError } from '@/lib/http/errors';
import type { LessonRequest } from '@/lib/ai/schemas';
import { validPlan, validQuiz, validWorksheet } from '../helpers/lesson-fixture';

const request: LessonRequest = { subject: 'Mathematics', topic: 'Adding fractions', duration: 60, yearGroup: 'Year 5' };

type Script = Partial<Record<PartRequest['part'], Array<unknown | Error>>>;

/** A provider that answers each part from a script, one entry per attempt, after `delayMs`. */
function scripted(script: Script, delayMs = 0) {
  const calls: PartRequest[] = [];
  const aborted: string[] = [];
  const defaults = { lessonPlan: validPlan(), worksheet: validWorksheet(), quiz: validQuiz() };
  const provider: LessonProvider = {
    name: 'offline',
    async generatePart(req, options) {
      calls.push(req);
      const attempt = calls.filter((c) => c.part === req.part).length - 1;
      await new Promise<void>((resolve) => {
        let running = true;
        const timer = setTimeout(() => {
          running = false;
          resolve();
        }, delayMs);
        options?.signal?.addEventListener('abort', () => {
          if (!running) return;
          running = false;
          aborted.push(req.part);
          clearTimeout(timer);
          resolve();
        });
      });
      const answer = script[req.part]?.[attempt] ?? defaults[req.part];
      if (answer instanceof Error) throw answer;
      return structuredClone(answer);
    },
  };
  return { provider, calls, aborted };
}

function collect() {
  const events: ProgressEvent[] = [];
  return { events, listener: (e: ProgressEvent) => events.push(e) };
}

describe('generateLesson', () => {
  it('writes all three parts and reports the progress stages in order, with rising percentages', async () => {
    const { provider, calls } = scripted({});
    const { events, listener } = collect();
    const result = await generateLesson(request, provider, listener);
    expect(result.warnings).toEqual([]);
    expect(result.content.lessonPlan.title).toBe(validPlan().title);
    expect(result.content.worksheet?.questions).toHaveLength(12);
    expect(result.content.quiz?.questions).toHaveLength(8);
    expect(calls.map((c) => c.part).sort()).toEqual(['lessonPlan', 'quiz', 'worksheet']);
    const stages = events.filter((e) => e.type === 'stage');
    expect(stages.map((e) => e.message)).toEqual([
      'Analyzing your topic...',
      'Structuring lesson plan...',
      'Creating engaging activities...',
      'Designing worksheet questions...',
      'Generating quiz questions...',
      'Finalizing your lesson...',
    ]);
    const percents = stages.map((e) => (e.type === 'stage' ? e.percent : 0));
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
  });

  it('runs the parts at the same time, so a lesson takes about as long as its slowest part', async () => {
    const { provider } = scripted({}, 150);
    const started = performance.now();
    await generateLesson(request, provider);
    expect(performance.now() - started).toBeLessThan(400);
  });

  it('repairs timings and totals in code without asking the model again', async () => {
    const plan = validPlan();
    plan.main.activities[0].duration = 2;
    const worksheet = validWorksheet();
    worksheet.totalMarks = 3;
    const { provider, calls } = scripted({ lessonPlan: [plan], worksheet: [worksheet] });
    const result = await generateLesson({ ...request, duration: 90 }, provider);
    expect(calls).toHaveLength(3);
    const p = result.content.lessonPlan;
    expect(p.starter.duration + p.main.duration + p.plenary.duration).toBe(90);
    expect(result.content.worksheet?.totalMarks).toBe(23);
  });

  it('asks once more with the named problems, and uses the corrected part', async () => {
    const broken = validQuiz();
    broken.questions[0].correctAnswer = 'not an option';
    const { provider, calls } = scripted({ quiz: [broken, validQuiz()] });
    const result = await generateLesson(request, provider);
    const retry = calls.filter((c) => c.part === 'quiz')[1];
    expect(retry.problems?.join('\n')).toMatch(/answer-in-options/);
    expect(retry.previous).toEqual(broken);
    expect(result.content.quiz?.questions[0].correctAnswer).toBe(validQuiz().questions[0].correctAnswer);
    expect(result.warnings).toEqual([]);
  });

  it('leaves a worksheet that fails twice empty, with a warning, and still returns the lesson', async () => {
    const { provider } = scripted({ worksheet: [{ nonsense: true }, { title: 'still wrong' }] });
    const { events, listener } = collect();
    const result = await generateLesson(request, provider, listener);
    expect(result.content.worksheet).toBeNull();
    expect(result.content.quiz).not.toBeNull();
    expect(result.warnings).toHaveLength(1);
    expect(events.some((e) => e.type === 'warning')).toBe(true);
  });

  it('fails the request when the plan cannot be written, and stops the other parts', async () => {
    const down = new ApiError('PROVIDER_UNAVAILABLE', 'The lesson writer is busy. Please try again in a minute.');
    const { provider, aborted } = scripted({ lessonPlan: [down] }, 50);
    await expect(generateLesson(request, provider)).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
    expect(aborted.sort()).toEqual(['quiz', 'worksheet']);
  });

  it('fails with PROVIDER_ERROR when the plan is unsound on both attempts', async () => {
    const { provider } = scripted({ lessonPlan: [{ title: 'x' }, { title: 'y' }] });
    await expect(generateLesson(request, provider)).rejects.toMatchObject({ code: 'PROVIDER_ERROR', status: 502 });
  });
});
