/** A hand-built, valid 60-minute lesson to mutate in tests. */
import type { LessonPlan, Quiz, Worksheet, WorksheetQuestion } from '@/lib/ai/schemas';

const activity = (name: string, duration: number) => ({
  name,
  description: `${name} for the class.`,
  duration,
  stepByStep: ['Explain the task', 'Pupils work', 'Share answers'],
});

export function validPlan(): LessonPlan {
  return {
    title: 'Adding fractions with the same denominator',
    objectives: ['Add fractions with the same denominator', 'Simplify the answer', 'Explain why the denominator stays the same'],
    priorKnowledge: ['What a fraction represents'],
    materials: ['Fraction walls', 'Mini whiteboards'],
    keyVocabulary: ['numerator', 'denominator', 'equivalent', 'simplify', 'whole'].map((term) => ({
      term,
      definition: `The meaning of ${term}.`,
    })),
    starter: { duration: 10, description: 'Retrieval quiz', activities: [activity('Do now', 10)] },
    main: {
      duration: 40,
      description: 'I do, we do, you do',
      activities: [activity('Modelling', 15), activity('Guided practice', 10), activity('Independent practice', 15)],
    },
    plenary: { duration: 10, description: 'Exit ticket', activities: [activity('Exit ticket', 10)] },
    homework: { description: 'Practice', tasks: ['Complete ten questions'] },
    assessment: { formative: ['Mini whiteboards'], summative: ['Exit ticket'] },
    differentiation: { support: ['Fraction walls'], challenge: ['Mixed numbers'] },
    misconceptions: [{ misconception: 'Adding the denominators', correction: 'Show with a fraction wall' }],
  };
}

const mc = (i: number) => ({
  id: `q${i}`,
  question: `What is ${i}/10 + 1/10?`,
  type: 'multiple-choice' as const,
  options: [`${i + 1}/10`, `${i + 1}/20`, `${i}/10`],
  marks: 2,
  explanation: 'Add the numerators; the denominator stays the same.',
  bloomLevel: 'apply' as const,
});

export function validWorksheet(): Worksheet {
  const questions: WorksheetQuestion[] = Array.from({ length: 12 }, (_, i) => ({ ...mc(i + 1), answer: `${i + 2}/10` }));
  questions[11] = {
    id: 'q12',
    question: 'A half is bigger than a third.',
    type: 'true-false',
    options: ['True', 'False'],
    marks: 1,
    explanation: 'Halves are bigger pieces than thirds.',
    bloomLevel: 'understand',
    answer: 'True',
  };
  return { title: 'Worksheet', instructions: 'Answer every question.', totalMarks: 23, questions };
}

export function validQuiz(): Quiz {
  const questions = Array.from({ length: 8 }, (_, i) => ({ ...mc(i + 1), correctAnswer: `${i + 2}/10` }));
  return { title: 'Quiz', instructions: 'Choose one answer.', timeLimit: 10, totalMarks: 16, questions };
}
