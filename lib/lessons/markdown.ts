/** A lesson as readable Markdown (for `npm run lesson` and text exports). */
import type { LessonContent, Phase } from '@/lib/ai/schemas';
import { plural } from '@/lib/format';

const list = (items: string[]) => items.map((i) => `- ${i}`).join('\n');

function phase(title: string, p: Phase): string {
  const activities = p.activities
    .map((a) => {
      const steps = a.stepByStep.length ? `\n${a.stepByStep.map((s, i) => `   ${i + 1}. ${s}`).join('\n')}` : '';
      return `- **${a.name}** (${a.duration} min): ${a.description}${steps}`;
    })
    .join('\n');
  return `### ${title} (${p.duration} min)\n\n${p.description}\n\n${activities}`;
}

export function lessonToMarkdown(
  content: LessonContent,
  meta: { subject: string; yearGroup: string; duration: number; examBoard?: string | null },
): string {
  const plan = content.lessonPlan;
  const out: string[] = [
    `# ${plan.title}`,
    `${meta.subject} · ${meta.yearGroup} · ${meta.duration} minutes${meta.examBoard ? ` · ${meta.examBoard}` : ''}`,
  ];
  if (plan.notice) out.push(`> ${plan.notice}`);
  out.push('## Lesson plan', '### Objectives', list(plan.objectives));
  if (plan.priorKnowledge.length) out.push('### Prior knowledge', list(plan.priorKnowledge));
  out.push('### Materials', list(plan.materials));
  out.push('### Key vocabulary', plan.keyVocabulary.map((k) => `- **${k.term}**: ${k.definition}`).join('\n'));
  out.push(phase('Starter', plan.starter), phase('Main activity', plan.main), phase('Plenary', plan.plenary));
  if (plan.misconceptions.length) {
    out.push('### Common misconceptions', plan.misconceptions.map((m) => `- ${m.misconception} → ${m.correction}`).join('\n'));
  }
  out.push('### Homework', plan.homework.description, list(plan.homework.tasks));
  out.push('### Assessment', `Formative:\n${list(plan.assessment.formative)}`);
  if (plan.assessment.summative.length) out.push(`Summative:\n${list(plan.assessment.summative)}`);
  out.push('### Support', list(plan.differentiation.support), '### Challenge', list(plan.differentiation.challenge));
  for (const [label, set, key] of [
    ['Worksheet', content.worksheet, 'answer'],
    ['Quiz', content.quiz, 'correctAnswer'],
  ] as const) {
    if (!set) {
      out.push(`## ${label}`, `_No ${label.toLowerCase()} is available._`);
      continue;
    }
    const header = 'timeLimit' in set ? `${set.totalMarks} marks · ${set.timeLimit} minutes` : `${set.totalMarks} marks`;
    out.push(`## ${label}: ${set.title}`, header, set.instructions);
    set.questions.forEach((q, i) => {
      const options = q.options.length ? `\n${q.options.map((o, j) => `   ${String.fromCharCode(65 + j)}. ${o}`).join('\n')}` : '';
      const answer = (q as Record<string, unknown>)[key] as string;
      out.push(`${i + 1}. ${q.question} _(${plural(q.marks, 'mark')}, ${q.bloomLevel})_${options}\n   **Answer:** ${answer}. ${q.explanation}`);
    });
  }
  return out.join('\n\n') + '\n';
}
