'use client';
import { useId, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { BookOpen, GraduationCap, MapPin, School, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Input, NativeSelect } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { EDUCATION_LEVELS, EXAM_BOARDS, NATIONS, SUBJECT_MAX, SUBJECTS } from '@/lib/constants/curriculum';
import { ENABLED_ROLES, USER_ROLES, type UserRole } from '@/lib/constants/accounts';
import { roleLabel } from '@/lib/format';
import { ChoiceButton } from './choice-button';
import { OTHER_SUBJECT, examBoardApplies, type OnboardingValues } from './onboarding-form';

const ROLE_DETAILS: Record<UserRole, { description: string; icon: ReactNode }> = {
  teacher: {
    description: 'Plan lessons, worksheets and quizzes for your classes.',
    icon: <GraduationCap className="size-5" />,
  },
  tutor: {
    description: 'Prepare sessions for individual pupils and small groups.',
    icon: <Users className="size-5" />,
  },
  self_learner: {
    description: 'Learn a subject at your own pace.',
    icon: <BookOpen className="size-5" />,
  },
};

export function RoleStep({ onChoose }: { onChoose: (role: UserRole) => void }) {
  const { control } = useFormContext<OnboardingValues>();
  const role = useWatch({ control, name: 'role' });
  return (
    <div className="grid gap-3">
      {USER_ROLES.map((r) => {
        const enabled = ENABLED_ROLES.includes(r);
        return (
          <ChoiceButton
            key={r}
            size="lg"
            label={roleLabel(r)}
            icon={ROLE_DETAILS[r].icon}
            description={ROLE_DETAILS[r].description}
            badge={enabled ? undefined : <Badge variant="muted">Coming Soon</Badge>}
            selected={enabled && role === r}
            disabled={!enabled}
            onSelect={() => onChoose(r)}
          />
        );
      })}
    </div>
  );
}

export function SubjectStep({ onEnter }: { onEnter: () => void }) {
  const {
    control,
    register,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<OnboardingValues>();
  const subject = useWatch({ control, name: 'subject' });
  const otherId = useId();
  const errorId = useId();
  const otherField = register('otherSubject', { onChange: () => clearErrors('otherSubject') });

  return (
    <div className="space-y-5">
      <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 md:grid-cols-3">
        {SUBJECTS.map((s) => (
          <ChoiceButton
            key={s}
            label={s}
            selected={subject === s}
            onSelect={() => {
              setValue('subject', s, { shouldDirty: true });
              clearErrors(['subject', 'otherSubject']);
            }}
          />
        ))}
      </div>
      {subject === OTHER_SUBJECT && (
        <div className="space-y-1.5">
          <Label htmlFor={otherId}>Your subject</Label>
          <Input
            id={otherId}
            autoFocus
            autoComplete="off"
            maxLength={SUBJECT_MAX}
            placeholder="For example, Classics or Food Technology"
            aria-invalid={errors.otherSubject ? true : undefined}
            aria-describedby={errors.otherSubject ? errorId : undefined}
            {...otherField}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                onEnter();
              }
            }}
          />
          <FieldError id={errorId} message={errors.otherSubject?.message} />
        </div>
      )}
      <FieldError message={errors.subject?.message} />
    </div>
  );
}

export function LocationStep() {
  const { control, setValue } = useFormContext<OnboardingValues>();
  const location = useWatch({ control, name: 'location' });
  return (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      {NATIONS.map((n) => (
        <ChoiceButton
          key={n}
          label={n}
          icon={<MapPin className="size-4" />}
          selected={location === n}
          onSelect={() => setValue('location', location === n ? '' : n, { shouldDirty: true })}
        />
      ))}
    </div>
  );
}

export function YearGroupStep() {
  const { control, setValue, register } = useFormContext<OnboardingValues>();
  const [level, yearGroup] = useWatch({ control, name: ['level', 'yearGroup'] });
  const current = EDUCATION_LEVELS.find((l) => l.id === level);
  const examBoardId = useId();

  return (
    <div className="space-y-6">
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-ink">Education level</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {EDUCATION_LEVELS.map((l) => (
            <ChoiceButton
              key={l.id}
              size="lg"
              label={l.label}
              icon={<School className="size-5" />}
              description={`Ages ${l.ages}`}
              selected={level === l.id}
              onSelect={() => {
                if (level === l.id) return;
                setValue('level', l.id, { shouldDirty: true });
                setValue('yearGroup', '', { shouldDirty: true });
              }}
            />
          ))}
        </div>
      </fieldset>

      {current && (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-ink">{current.label} year group</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {current.yearGroups.map((y) => (
              <ChoiceButton
                key={y}
                label={y}
                className="justify-center text-center"
                selected={yearGroup === y}
                onSelect={() => setValue('yearGroup', yearGroup === y ? '' : y, { shouldDirty: true })}
              />
            ))}
          </div>
        </fieldset>
      )}

      {examBoardApplies(level) && (
        <div className="space-y-1.5">
          <Label htmlFor={examBoardId}>
            Exam board <span className="font-normal text-muted">(optional)</span>
          </Label>
          <NativeSelect id={examBoardId} {...register('examBoard')}>
            <option value="">No exam board</option>
            {EXAM_BOARDS.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
    </div>
  );
}
