'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { Search, X } from 'lucide-react';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SUBJECTS } from '@/lib/constants/curriculum';
import type { LibraryFilters } from './use-lesson-library';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

interface LibraryToolbarProps {
  filters: LibraryFilters;
  onChange: (change: Partial<LibraryFilters>, mode?: 'push' | 'replace') => void;
  /** The teacher's own subjects (from their lessons); the full list is used until they load. */
  subjects?: string[];
}

/**
 * Search by title or topic (debounced, written to the URL without adding history) and a filter
 * by subject. Back and Forward restore what the URL says.
 */
export function LibraryToolbar({ filters, onChange, subjects }: LibraryToolbarProps) {
  const searchId = useId();
  const subjectId = useId();
  const [term, setTerm] = useState(filters.search);
  // The value this box last wrote to the URL, so its own echo does not overwrite newer typing.
  const written = useRef(filters.search);

  // The URL changed from elsewhere (Back, a link, "Clear search"): show what it says.
  useEffect(() => {
    if (filters.search !== written.current) {
      written.current = filters.search;
      setTerm(filters.search);
    }
  }, [filters.search]);

  useEffect(() => {
    const wanted = term.trim();
    if (wanted === written.current) return;
    const timer = setTimeout(() => {
      written.current = wanted;
      onChange({ search: wanted }, 'replace');
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, onChange]);

  const listed = subjects?.length ? subjects : SUBJECTS.filter((s) => s !== 'Other');
  const options = filters.subject && !listed.includes(filters.subject) ? [filters.subject, ...listed] : listed;

  return (
    <div role="search" className="grid gap-3 sm:grid-cols-[1fr_14rem]">
      <div className="space-y-1.5">
        <Label htmlFor={searchId}>Search lessons</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-400" aria-hidden />
          <Input
            id={searchId}
            type="search"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            placeholder="Search by title or topic"
            autoComplete="off"
            maxLength={100}
            className="pl-9 pr-9 [&::-webkit-search-cancel-button]:hidden"
          />
          {term && (
            <button
              type="button"
              onClick={() => setTerm('')}
              className="absolute right-2 top-1/2 flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-muted hover:bg-stone-100 hover:text-ink"
            >
              <X className="size-4" aria-hidden />
              <span className="sr-only">Clear search</span>
            </button>
          )}
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={subjectId}>Subject</Label>
        <NativeSelect id={subjectId} value={filters.subject} onChange={(e) => onChange({ subject: e.target.value })}>
          <option value="">All subjects</option>
          {options.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
