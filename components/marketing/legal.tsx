import Link from 'next/link';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/class-names';

/** The date the privacy notice and terms last changed. */
export const LEGAL_LAST_UPDATED = { iso: '2026-11-22', label: '22 November 2026' } as const;

export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

/** A readable legal document: title, date, contents list and numbered sections. */
export function LegalDocument({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header className="border-b border-line pb-8">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 text-sm text-muted">
          Last updated: <time dateTime={LEGAL_LAST_UPDATED.iso}>{LEGAL_LAST_UPDATED.label}</time>
        </p>
        <div className="mt-6 space-y-4 leading-relaxed text-ink">{intro}</div>
      </header>

      <nav aria-labelledby="contents-heading" className="mt-8 rounded-xl border border-line bg-white p-5 sm:p-6">
        <h2 id="contents-heading" className="text-sm font-semibold uppercase tracking-wide text-muted">
          Contents
        </h2>
        <ol className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-700 hover:text-brand-800 hover:underline">
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 space-y-10">
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
            <h2 id={`${section.id}-heading`} className="text-xl font-semibold tracking-tight">
              {index + 1}. {section.title}
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-ink">{section.content}</div>
          </section>
        ))}
      </div>
    </article>
  );
}

export function LegalList({ className, ...props }: ComponentProps<'ul'>) {
  return <ul className={cn('list-disc space-y-2 pl-6 marker:text-brand-500', className)} {...props} />;
}

export function LegalSubheading({ className, ...props }: ComponentProps<'h3'>) {
  return <h3 className={cn('pt-2 text-base font-semibold', className)} {...props} />;
}

/** An inline link in body text; external addresses open normally, internal ones use next/link. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  const className = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={cn(className, 'break-words')}>
      {children}
    </a>
  );
}
