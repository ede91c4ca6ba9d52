/**
 * The generate form shows its validation messages and what it submits is exactly what
 * POST /api/generate/lesson accepts.
 */
import { describe, expect, it } from 'vitest';
import { INVALID_TOPIC_MESSAGE } from '@/lib/ai/schemas/request';
import { generateLessonBodySchema } from '@/lib/validation/lesson';
import {
  generateFormDefaults,
  generateLessonFormSchema,
  type GenerateLessonFormValues,
} from '@/lib/validation/lesson-form';

const good: GenerateLessonFormValues = {
  subject: 'Science',
  otherSubject: '',
  topic: '  Photosynthesis ',
  duration: '60',
  yearGroup: 'Year 8',
  location: '',
  examBoard: '',
  specialRequirements: '',
};

/** The first message for each field, as the form shows it. */
function firstMessages(values: Partial<GenerateLessonFormValues>): Record<string, string> {
  const result = generateLessonFormSchema.safeParse({ ...good, ...values });
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('generate form', () => {
  it('turns a complete form into a body the server accepts', () => {
    const body = generateLessonFormSchema.parse({ ...good, examBoard: 'AQA', location: 'Wales', specialRequirements: ' EAL ' });
    expect(body).toEqual({
      role: 'teacher',
      subject: 'Science',
      topic: 'Photosynthesis',
      duration: 60,
      yearGroup: 'Year 8',
      location: 'Wales',
      examBoard: 'AQA',
      specialRequirements: 'EAL',
    });
    expect(generateLessonBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends null for the optional fields left empty', () => {
    const body = generateLessonFormSchema.parse(good);
    expect(body).toMatchObject({ location: null, examBoard: null, specialRequirements: null });
    expect(generateLessonBodySchema.safeParse(body).success).toBe(true);
  });

  it.each([
    ['no subject', { subject: '' }, 'subject', 'Subject is required'],
    ['"Other" without a subject typed', { subject: 'Other', otherSubject: ' ' }, 'otherSubject', 'Subject is required'],
    ['no topic', { topic: '   ' }, 'topic', 'Topic is required'],
    ['a two-letter topic', { topic: 'ab' }, 'topic', 'Topic must be at least 3 characters'],
    ['a topic without a vowel', { topic: 'bcdfg' }, 'topic', INVALID_TOPIC_MESSAGE],
    ['no duration', { duration: '' }, 'duration', 'Duration is required'],
    ['no year group', { yearGroup: '' }, 'yearGroup', 'Year group is required'],
  ])('refuses %s with the form\'s message', (_name, values, field, message) => {
    expect(firstMessages(values)[field]).toBe(message);
  });

  it('sends the typed subject after "Other"', () => {
    const body = generateLessonFormSchema.parse({ ...good, subject: 'Other', otherSubject: ' Classics ' });
    expect(body.subject).toBe('Classics');
  });

  it('starts from the profile, keeping an unlisted subject as "Other"', () => {
    expect(generateFormDefaults({ subject: 'History', yearGroup: 'Year 9', location: 'England', examBoard: 'OCR' })).toMatchObject({
      subject: 'History',
      otherSubject: '',
      yearGroup: 'Year 9',
      location: 'England',
      examBoard: 'OCR',
      duration: '60',
    });
    expect(generateFormDefaults({ subject: 'Classics', yearGroup: null })).toMatchObject({
      subject: 'Other',
      otherSubject: 'Classics',
      yearGroup: '',
    });
  });
});
