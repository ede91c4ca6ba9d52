import Link from 'next/link';
import { Info } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  DEFAULT_DURATION,
  DURATIONS,
  EDUCATION_LEVELS,
  FREE_LESSON_LIMIT,
  SUBJECTS,
  TOPIC_MAX,
  VISITOR_PREVIEWS_PER_DAY,
} from '@/lib/constants';
import { VisitorOnly } from './session-switch';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The visitor preview form. Previews are not open yet, so every control is disabled. */
function PreviewForm() {
  return (
    <form aria-labelledby="try-free-heading" aria-describedby="preview-status" className="space-y-5">
      <fieldset disabled className="space-y-5">
        <legend className="sr-only">Describe the lesson you want to preview</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor="preview-subject">Subject</Label>
            <NativeSelect id="preview-subject" name="subject" defaultValue="" required disabled>
              <option value="" disabled>
                Choose a subject
              </option>
              {SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {subject}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-2">
            <Label htmlFor="preview-year-group">Year group</Label>
            <NativeSelect id="preview-year-group" name="yearGroup" defaultValue="" required disabled>
              <option value="" disabled>
                Choose a year group
              </option>
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
          </div>
        </div>

        <div className="space-y-2">
          <Label htmlFor="preview-topic">Topic</Label>
          <Input
            id="preview-topic"
            name="topic"
            placeholder="For example: Equivalent fractions"
            maxLength={TOPIC_MAX}
            required
            disabled
            aria-describedby="preview-topic-hint"
          />
          <p id="preview-topic-hint" className="text-sm text-muted">
            Be specific: a single lesson topic works best
          </p>
        </div>

        <fieldset disabled className="space-y-2">
          <legend className="text-sm font-medium text-ink">Lesson length (minutes)</legend>
          <div className="grid grid-cols-5 gap-2">
            {DURATIONS.map((minutes) => (
              <label key={minutes} className="relative">
                <input
                  type="radio"
                  name="duration"
                  value={minutes}
                  defaultChecked={minutes === DEFAULT_DURATION}
                  disabled
                  className="peer sr-only"
                />
                <span className="flex h-10 items-center justify-center rounded-lg border border-line bg-white px-1 text-sm text-ink peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:font-medium peer-checked:text-brand-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60">
                  {minutes}
                  <span className="sr-only"> minutes</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled>
          Generate free preview
        </Button>
      </fieldset>
    </form>
  );
}

export function TryFree() {
  return (
    <VisitorOnly>
      <section id="try-free" aria-labelledby="try-free-heading" className="scroll-mt-20 border-b border-line">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 lg:grid-cols-[1fr_1.3fr] lg:gap-16">
          <div>
            <h2 id="try-free-heading" className="text-3xl font-semibold tracking-tight">
              Try it free, no signup
            </h2>
            <p className="mt-4 text-muted">
              Choose a subject, year group and topic and Plenary will show you a preview of the lesson it
              writes. Visitors can make {plural(VISITOR_PREVIEWS_PER_DAY, 'preview', 'previews')} a day;
              previews are not saved.
            </p>
            <p className="mt-4 text-muted">
              Want to keep your lessons? A free account gives you{' '}
              {plural(FREE_LESSON_LIMIT, 'complete lesson', 'complete lessons')} with no card needed.
            </p>
            <div
              id="preview-status"
              className="mt-6 flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
            >
              <Info className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
              <div>
                <p className="font-medium">Free previews open soon.</p>
                <p className="mt-1">
                  The form is here so you can see what you will be asked.{' '}
                  <Link href="/signup" className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">
                    Sign up free
                  </Link>{' '}
                  and we will let you know when previews are ready.
                </p>
              </div>
            </div>
          </div>
          <Card>
            <CardContent className="p-5 sm:p-6">
              <PreviewForm />
            </CardContent>
          </Card>
        </div>
      </section>
    </VisitorOnly>
  );
}
