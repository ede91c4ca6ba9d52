'use client';
/**
 * The generate form's fields: subject (with "Other" free text),
 * topic with its hint, year group, duration, and the optional exam board, location and special
 * requirements. Lists come from lib/constants; rules from lib/validation/lesson-form.
 */
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { DurationChoice } from '@/components/forms/duration-choice';
import { FormField, fieldAria } from '@/components/forms/form-field';
import { ListSelect, YearGroupSelect } from '@/components/forms/selects';
import { Input, Textarea } from '@/components/ui/input';
import { SPECIAL_REQUIREMENTS_MAX } from '@/lib/ai/schemas/request';
import { EXAM_BOARDS, NATIONS, OTHER_SUBJECT, SUBJECT_MAX, SUBJECTS } from '@/lib/constants/curriculum';
import { TOPIC_HINT, TOPIC_MAX } from '@/lib/constants/lessons';
import type { GenerateLessonFormValues } from '@/lib/validation/lesson-form';

/** The form's fields, for a react-hook-form FormProvider of GenerateLessonFormValues. */
export function GenerateFormFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<GenerateLessonFormValues>();
  const subject = useWatch({ control, name: 'subject' });
  const id = useId();
  const ids = {
    subject: `${id}-subject`,
    other: `${id}-other`,
    topic: `${id}-topic`,
    topicHint: `${id}-topic-hint`,
    year: `${id}-year`,
    board: `${id}-board`,
    location: `${id}-location`,
    special: `${id}-special`,
    specialHint: `${id}-special-hint`,
  };
  const err = (name: string) => `${id}-${name}-error`;

  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Subject" htmlFor={ids.subject} error={errors.subject?.message} errorId={err('subject')}>
          <ListSelect
            id={ids.subject}
            options={SUBJECTS}
            placeholder="Choose a subject"
            {...fieldAria(errors.subject, err('subject'))}
            {...register('subject')}
          />
        </FormField>
        <FormField label="Year group" htmlFor={ids.year} error={errors.yearGroup?.message} errorId={err('year')}>
          <YearGroupSelect id={ids.year} {...fieldAria(errors.yearGroup, err('year'))} {...register('yearGroup')} />
        </FormField>
      </div>

      {subject === OTHER_SUBJECT && (
        <FormField label="Your subject" htmlFor={ids.other} error={errors.otherSubject?.message} errorId={err('other')}>
          <Input
            id={ids.other}
            autoComplete="off"
            maxLength={SUBJECT_MAX}
            placeholder="For example: Classics"
            {...fieldAria(errors.otherSubject, err('other'))}
            {...register('otherSubject')}
          />
        </FormField>
      )}

      <FormField
        label="Topic"
        htmlFor={ids.topic}
        hint={TOPIC_HINT}
        hintId={ids.topicHint}
        error={errors.topic?.message}
        errorId={err('topic')}
      >
        <Input
          id={ids.topic}
          autoComplete="off"
          maxLength={TOPIC_MAX}
          placeholder="For example: Photosynthesis"
          {...fieldAria(errors.topic, err('topic'), ids.topicHint)}
          {...register('topic')}
        />
      </FormField>

      <DurationChoice field={register('duration')} error={errors.duration?.message} errorId={err('duration')} />

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Exam board" optional htmlFor={ids.board} error={errors.examBoard?.message} errorId={err('board')}>
          <ListSelect
            id={ids.board}
            options={EXAM_BOARDS}
            placeholder="No exam board"
            {...fieldAria(errors.examBoard, err('board'))}
            {...register('examBoard')}
          />
        </FormField>
        <FormField label="Location" optional htmlFor={ids.location} error={errors.location?.message} errorId={err('location')}>
          <ListSelect
            id={ids.location}
            options={NATIONS}
            placeholder="Not specified"
            {...fieldAria(errors.location, err('location'))}
            {...register('location')}
          />
        </FormField>
      </div>

      <FormField
        label="Special requirements"
        optional
        htmlFor={ids.special}
        hint="For example: mixed-ability class, two pupils with EAL, no computers in the room."
        hintId={ids.specialHint}
        error={errors.specialRequirements?.message}
        errorId={err('special')}
      >
        <Textarea
          id={ids.special}
          rows={3}
          maxLength={SPECIAL_REQUIREMENTS_MAX}
          {...fieldAria(errors.specialRequirements, err('special'), ids.specialHint)}
          {...register('specialRequirements')}
        />
      </FormField>
    </div>
  );
}
