import { Check } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { FREE_LESSON_LIMIT } from '@/lib/constants/billing';
import { VISITOR_PREVIEWS_PER_DAY } from '@/lib/constants/previews';
import { PreviewForm } from '@/components/preview/preview-form';
import { plural } from '@/lib/format';
import { VisitorOnly } from './session-switch';

/** What the preview page shows before sign-up. */
const PREVIEW_INCLUDES = [
  'Learning objectives and key vocabulary',
  'The starter, main activity and plenary, in outline',
  'A look at the homework, worksheet and quiz that come with the full lesson',
];

/**
 * The visitor-only "Try free" section of the landing page: the
 * preview form and what a preview holds. Hidden once the visitor is signed in.
 */
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
              writes. Visitors can make {plural(VISITOR_PREVIEWS_PER_DAY, 'preview')} a day;
              previews are not saved, but if you sign up straight afterwards your preview becomes your first
              saved lesson.
            </p>
            <p className="mt-4 text-muted">
              Want to keep your lessons? A free account gives you{' '}
              {plural(FREE_LESSON_LIMIT, 'complete lesson')} with no card needed.
            </p>
            <ul className="mt-6 space-y-2 text-sm text-ink">
              {PREVIEW_INCLUDES.map((item) => (
                <li key={item} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <Card>
            <CardContent className="p-5 sm:p-6">
              <PreviewForm labelledBy="try-free-heading" />
            </CardContent>
          </Card>
        </div>
      </section>
    </VisitorOnly>
  );
}
