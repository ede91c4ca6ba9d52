'use client';
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { apiFetch, errorMessage } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';
import { usePublicConfig } from '@/lib/client/public-config';
import { notify } from '@/lib/client/toast';
import { type UserRole } from '@/lib/constants/accounts';
import { OTHER_SUBJECT } from '@/lib/constants/curriculum';
import type { PublicUser } from '@/lib/users/profile';
import { CompleteStep } from './complete-step';
import { LocationStep, RoleStep, SubjectStep, YearGroupStep } from './onboarding-steps';
import { initialValues, onboardingFormSchema, toPayload, type OnboardingValues } from './onboarding-form';

const STEPS = [
  { id: 'role', title: 'How will you use Plenary?', hint: 'Choose the role that fits you best.' },
  { id: 'subject', title: 'What do you teach?', hint: 'Pick your main subject. You can choose a different one for any lesson.' },
  { id: 'location', title: 'Where do you teach?', hint: 'This helps match lessons to your curriculum. Optional.' },
  { id: 'yearGroup', title: 'Which year group do you teach most?', hint: 'Optional. Choose a level, then a year.' },
  { id: 'complete', title: "You're all set", hint: 'Check your details, then create your first lesson.' },
] as const;

const LAST_STEP = STEPS.length - 1;
const STEP_OF_FIELD: Partial<Record<keyof OnboardingValues, number>> = { role: 0, subject: 1, otherSubject: 1 };

/** The five-step onboarding. */
export function OnboardingWizard({ profile }: { profile: PublicUser }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // Loaded early so the final step's plan details are ready when it appears.
  usePublicConfig();

  const form = useForm<OnboardingValues>({
    resolver: zodResolver(onboardingFormSchema),
    defaultValues: initialValues(profile),
  });
  const { control, trigger, setValue, handleSubmit } = form;
  const [subject, otherSubject, location, level, yearGroup, examBoard] = useWatch({
    control,
    name: ['subject', 'otherSubject', 'location', 'level', 'yearGroup', 'examBoard'],
  });

  useEffect(() => {
    if (!moved.current) return;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  function goTo(next: number) {
    moved.current = true;
    setStep(Math.max(0, Math.min(LAST_STEP, next)));
  }

  function chooseRole(role: UserRole) {
    setValue('role', role, { shouldDirty: true });
    goTo(1);
  }

  async function nextFromSubject() {
    if (!subjectReady) return;
    const ok = await trigger(subject === OTHER_SUBJECT ? ['subject', 'otherSubject'] : ['subject']);
    if (ok) goTo(2);
  }

  async function onValid(values: OnboardingValues) {
    setSubmitting(true);
    try {
      const user = await apiFetch<PublicUser>('/user/onboarding', { method: 'POST', body: toPayload(values) });
      queryClient.setQueryData(queryKeys.profile, user);
      notify.success('Welcome! Ready to create your first lesson?');
      await queryClient.invalidateQueries({ queryKey: queryKeys.profile });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: queryKeys.account });
      router.push('/generate');
    } catch (err) {
      notify.error(errorMessage(err, 'Failed to complete onboarding'));
      setSubmitting(false);
    }
  }

  function onInvalid(errors: FieldErrors<OnboardingValues>) {
    const first = (Object.keys(errors) as Array<keyof OnboardingValues>)
      .map((field) => STEP_OF_FIELD[field])
      .filter((s): s is number => s !== undefined)
      .sort((a, b) => a - b)[0];
    if (first !== undefined) goTo(first);
  }

  const subjectReady = subject === OTHER_SUBJECT ? otherSubject.trim().length > 0 : Boolean(subject);
  const current = STEPS[step];
  const yearStepChosen = Boolean(yearGroup || examBoard);

  return (
    <div className="mx-auto w-full max-w-2xl">
      <div className="mb-6 space-y-2">
        <div className="flex items-center justify-between text-sm">
          <p className="font-medium text-brand-700">
            Step {step + 1} of {STEPS.length}
          </p>
          <p className="text-muted">Set up your account</p>
        </div>
        <Progress value={((step + 1) / STEPS.length) * 100} aria-label="Onboarding progress" />
      </div>

      <FormProvider {...form}>
        <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate>
          <Card className="p-5 sm:p-7">
            <div className="mb-6 space-y-1.5">
              <h1
                ref={headingRef}
                tabIndex={-1}
                className="text-xl font-semibold tracking-tight text-ink focus:outline-none sm:text-2xl"
              >
                {current.title}
              </h1>
              <p className="text-sm text-muted">{current.hint}</p>
            </div>

            <fieldset disabled={submitting} className="min-w-0">
              {current.id === 'role' && <RoleStep onChoose={chooseRole} />}
              {current.id === 'subject' && <SubjectStep onEnter={nextFromSubject} />}
              {current.id === 'location' && <LocationStep />}
              {current.id === 'yearGroup' && <YearGroupStep />}
              {current.id === 'complete' && <CompleteStep onEdit={goTo} isPremium={profile.isPremium} />}
            </fieldset>

            {step > 0 && (
              <div className="mt-8 flex flex-col-reverse gap-2 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
                {step < LAST_STEP ? (
                  <Button type="button" variant="ghost" onClick={() => goTo(step - 1)} disabled={submitting}>
                    <ArrowLeft aria-hidden />
                    Back
                  </Button>
                ) : (
                  <span className="hidden sm:block" />
                )}

                {current.id === 'subject' && (
                  <Button type="button" onClick={nextFromSubject} disabled={!subjectReady}>
                    Next
                    <ArrowRight aria-hidden />
                  </Button>
                )}
                {current.id === 'location' && (
                  <Button type="button" variant={location ? 'default' : 'outline'} onClick={() => goTo(3)}>
                    {location ? 'Next' : 'Skip'}
                    {location && <ArrowRight aria-hidden />}
                  </Button>
                )}
                {current.id === 'yearGroup' && (
                  <Button type="button" variant={yearStepChosen ? 'default' : 'outline'} onClick={() => goTo(4)}>
                    {yearStepChosen ? 'Next' : 'Skip'}
                    {yearStepChosen && <ArrowRight aria-hidden />}
                  </Button>
                )}
                {current.id === 'complete' && (
                  <Button type="submit" size="lg" disabled={submitting} aria-busy={submitting || undefined}>
                    {submitting ? <Spinner /> : <Sparkles aria-hidden />}
                    Create My First Lesson
                  </Button>
                )}
              </div>
            )}
          </Card>
        </form>
      </FormProvider>
    </div>
  );
}
