/**
 * The open parts of a preview: objectives, some of the materials,
 * key vocabulary and the starter, main activity and plenary cut short by the server
 * (PREVIEW_TRUNCATE). Generated text is rendered as React text only.
 */
import type { ReactNode } from 'react';
import { BookOpen, Clock, ListChecks, Package } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import type { LessonPreview } from '@/lib/client/pending-preview';

function SectionCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="flex items-center gap-2 text-base font-semibold text-ink">
        <span className="text-brand-700" aria-hidden>
          {icon}
        </span>
        {title}
      </h2>
      <div className="mt-3 text-sm text-ink">{children}</div>
    </Card>
  );
}

/** The title block: subject, year group, length and topic. */
export function PreviewHeading({ preview }: { preview: LessonPreview }) {
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Badge>{preview.subject}</Badge>
        <Badge variant="muted">{preview.yearGroup}</Badge>
        <Badge variant="muted">
          <Clock className="size-3" aria-hidden />
          {preview.duration} min
        </Badge>
        <Badge variant="outline">Preview</Badge>
      </div>
      <h1 className="text-2xl font-semibold tracking-tight text-balance text-ink sm:text-3xl">{preview.title}</h1>
      <p className="text-sm text-muted">
        Topic: <span className="text-ink">{preview.topic}</span>
      </p>
      {preview.notice && <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700">{preview.notice}</p>}
    </div>
  );
}

/** Learning objectives, the first few materials and the key vocabulary. */
export function PreviewBasics({ preview }: { preview: LessonPreview }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <SectionCard title="Learning objectives" icon={<ListChecks className="size-5" />}>
        <ol className="list-decimal space-y-1.5 pl-5">
          {preview.objectives.map((objective, i) => (
            <li key={i}>{objective}</li>
          ))}
        </ol>
      </SectionCard>
      <SectionCard title="Materials" icon={<Package className="size-5" />}>
        {preview.materials.length > 0 ? (
          <ul className="list-disc space-y-1.5 pl-5">
            {preview.materials.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">No special materials needed.</p>
        )}
        <p className="mt-3 text-xs text-muted">The full materials list comes with the complete lesson.</p>
      </SectionCard>
      <div className="md:col-span-2">
        <SectionCard title="Key vocabulary" icon={<BookOpen className="size-5" />}>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {preview.keyVocabulary.map((item, i) => (
              <div key={i}>
                <dt className="font-medium text-ink">{item.term}</dt>
                <dd className="text-muted">{item.definition}</dd>
              </div>
            ))}
          </dl>
        </SectionCard>
      </div>
    </div>
  );
}

const PHASES = [
  { key: 'starter', title: 'Starter' },
  { key: 'main', title: 'Main activity' },
  { key: 'plenary', title: 'Plenary' },
] as const;

/** The three phases with their minutes and the opening of each description. */
export function PreviewStructure({ preview }: { preview: LessonPreview }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-semibold text-ink">Lesson structure</h2>
      <ol className="mt-4 space-y-3">
        {PHASES.map(({ key, title }) => (
          <li key={key} className="rounded-lg border border-line bg-paper p-4">
            <div className="flex items-baseline justify-between gap-3">
              <h3 className="font-medium text-ink">{title}</h3>
              <span className="shrink-0 text-xs text-muted">{preview[key].duration} min</span>
            </div>
            <p className="mt-1 text-sm text-ink">{preview[key].description}</p>
          </li>
        ))}
      </ol>
      <p className="mt-3 text-xs text-muted">
        The full lesson has every activity with timings and step-by-step instructions.
      </p>
    </Card>
  );
}
