'use client';
import { useFormContext, useWatch } from 'react-hook-form';
import { roleLabel } from '@/lib/format';
import { usePublicConfig } from '@/lib/client/public-config';
import { chosenSubject } from '@/lib/validation/lesson-form';
import { examBoardApplies, type OnboardingValues } from './onboarding-form';

interface SummaryRow {
  label: string;
  value: string;
  step: number;
}

/** The summary before the final button; each row can jump back to its step. */
export function CompleteStep({ onEdit, isPremium }: { onEdit: (step: number) => void; isPremium: boolean }) {
  const { control } = useFormContext<OnboardingValues>();
  const values = useWatch({ control }) as OnboardingValues;
  const config = usePublicConfig();
  const freeLessons = config.data?.limits.freeLessons;

  const rows: SummaryRow[] = [
    { label: 'Role', value: roleLabel(values.role), step: 0 },
    { label: 'Subject', value: chosenSubject(values) || 'Not set', step: 1 },
    { label: 'Location', value: values.location || 'Not set', step: 2 },
    { label: 'Year group', value: values.yearGroup || 'Not set', step: 3 },
  ];
  if (examBoardApplies(values.level)) {
    rows.push({ label: 'Exam board', value: values.examBoard || 'Not set', step: 3 });
  }

  return (
    <div className="space-y-5">
      <dl className="divide-y divide-line rounded-xl border border-line bg-white">
        {rows.map((row) => (
          <div key={row.label} className="flex items-center gap-3 px-4 py-3">
            <dt className="w-28 shrink-0 text-sm text-muted">{row.label}</dt>
            <dd className="flex min-w-0 flex-1 items-center justify-between gap-2">
              <span className="min-w-0 break-words text-sm font-medium text-ink">{row.value}</span>
              <button
                type="button"
                onClick={() => onEdit(row.step)}
                aria-label={`Change ${row.label.toLowerCase()}`}
                className="shrink-0 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 hover:underline disabled:opacity-50"
              >
                Change
              </button>
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted">
        These are your defaults for new lessons. You can change the subject, year group and exam board for any
        lesson you create.
        {!isPremium && freeLessons !== undefined && (
          <> Your free plan includes {freeLessons} complete lessons, with no card needed.</>
        )}
      </p>
    </div>
  );
}
