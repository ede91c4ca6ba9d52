'use client';
/**
 * The generate form's fields (product-spec §2 "Generate"): subject (with "Other" free text),
 * topic with its hint, year group, duration, and the optional exam board, location and special
 * requirements. Lists come from lib/constants/ (DECISIONS §1); rules from lib/validation/lesson-form.
 */
import { useId, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { SPECIAL_REQUIREMENTS_MAX } from '@/lib/ai/schemas/request';
import { EDUCATION_LEVELS, EXAM_BOARDS, NATIONS, SUBJECT_MAX, SUBJECTS } from '@/lib/constants/curriculum';
import { DURATIONS, TOPIC_MAX } from '@/lib/constants/lessons';
import { OTHER_SUBJECT, type GenerateLessonFormValues } from '@/lib/validation/lesson-form';

/** The spec's topic hint (product-spec §5). */
export const TOPIC_HINT = 'Be specific: a single lesson topic works best';

function Field({
  label,
  htmlFor,
  optional,
  hint,
  hintId,
  error,
  errorId,
  children,
}: {
  label: string;
  htmlFor: string;
  optional?: boolean;
  hint?: string;
  hintId?: string;
  error?: string;
  errorId: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={htmlFor}>
        {label}
        {optional && <span className="ml-1 font-normal text-muted">(optional)</span>}
      </Label>
      {children}
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** Links a control to its hint and, when there is one, its error. */
function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}

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
    duration: `${id}-duration`,
    board: `${id}-board`,
    location: `${id}-location`,
    special: `${id}-special`,
    specialHint: `${id}-special-hint`,
  };
  const err = (name: string) => `${id}-${name}-error`;

  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Subject" htmlFor={ids.subject} error={errors.subject?.message} errorId={err('subject')}>
          <NativeSelect
            id={ids.subject}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={describedBy(errors.subject && err('subject'))}
            {...register('subject')}
          >
            <option value="">Choose a subject</option>
            {SUBJECTS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Year group" htmlFor={ids.year} error={errors.yearGroup?.message} errorId={err('year')}>
          <NativeSelect
            id={ids.year}
            aria-invalid={errors.yearGroup ? true : undefined}
            aria-describedby={describedBy(errors.yearGroup && err('year'))}
            {...register('yearGroup')}
          >
            <option value="">Choose a year group</option>
            {EDUCATION_LEVELS.map((level) => (
              <optgroup key={level.id} label={`${level.label} (ages ${level.ages})`}>
                {level.yearGroups.map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect>
        </Field>
      </div>

      {subject === OTHER_SUBJECT && (
        <Field label="Your subject" htmlFor={ids.other} error={errors.otherSubject?.message} errorId={err('other')}>
          <Input
            id={ids.other}
            autoComplete="off"
            maxLength={SUBJECT_MAX}
            placeholder="For example: Classics"
            aria-invalid={errors.otherSubject ? true : undefined}
            aria-describedby={describedBy(errors.otherSubject && err('other'))}
            {...register('otherSubject')}
          />
        </Field>
      )}

      <Field
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
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={describedBy(ids.topicHint, errors.topic && err('topic'))}
          {...register('topic')}
        />
      </Field>

      <fieldset
        className="space-y-2"
        aria-describedby={describedBy(errors.duration && err('duration'))}
      >
        <legend className="mb-1.5 text-sm font-medium text-ink">Lesson length (minutes)</legend>
        <div className="grid grid-cols-5 gap-2">
          {DURATIONS.map((minutes) => (
            <label key={minutes} className="relative">
              {/* Transparent over its tile, so a click or tap anywhere on the tile chooses it. */}
              <input
                type="radio"
                value={String(minutes)}
                className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0 disabled:cursor-not-allowed"
                {...register('duration')}
              />
              <span className="pointer-events-none flex h-10 items-center justify-center rounded-lg border border-line bg-white px-1 text-sm text-ink transition-colors peer-hover:border-brand-300 peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:ring-1 peer-checked:ring-brand-600 peer-checked:font-medium peer-checked:text-brand-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60">
                {minutes}
                <span className="sr-only"> minutes</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={err('duration')} message={errors.duration?.message} />
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Exam board" optional htmlFor={ids.board} error={errors.examBoard?.message} errorId={err('board')}>
          <NativeSelect
            id={ids.board}
            aria-invalid={errors.examBoard ? true : undefined}
            aria-describedby={describedBy(errors.examBoard && err('board'))}
            {...register('examBoard')}
          >
            <option value="">No exam board</option>
            {EXAM_BOARDS.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Location" optional htmlFor={ids.location} error={errors.location?.message} errorId={err('location')}>
          <NativeSelect
            id={ids.location}
            aria-invalid={errors.location ? true : undefined}
            aria-describedby={describedBy(errors.location && err('location'))}
            {...register('location')}
          >
            <option value="">Not specified</option>
            {NATIONS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>

      <Field
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
          aria-invalid={errors.specialRequirements ? true : undefined}
          aria-describedby={describedBy(ids.specialHint, errors.specialRequirements && err('special'))}
          {...register('specialRequirements')}
        />
      </Field>
    </div>
  );
}
