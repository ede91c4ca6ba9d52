import { PencilLine } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { CUSTOMISATION_LIMIT } from '@/lib/constants/lessons';
import { CUSTOMISATION_BADGE_ORANGE_FROM, CUSTOMISATION_BADGE_YELLOW_FROM } from '@/lib/constants/ui';

export type EditsTone = 'blue' | 'yellow' | 'orange';

/** The counter's colour: blue below 10 edits, yellow from 10, orange from 15. */
export function editsTone(used: number): EditsTone {
  if (used >= CUSTOMISATION_BADGE_ORANGE_FROM) return 'orange';
  if (used >= CUSTOMISATION_BADGE_YELLOW_FROM) return 'yellow';
  return 'blue';
}

/**
 * "N/20 edits": the lesson's customisations used (regenerations and section edits both count).
 * `used` and `remaining` come from the lesson's metadata.
 */
export function EditsBadge({ used, remaining }: { used: number; remaining: number }) {
  const tone = editsTone(used);
  return (
    <Badge
      variant={tone}
      data-testid="edits-counter"
      data-tone={tone}
      title={`${remaining} of ${CUSTOMISATION_LIMIT} edits left for this lesson`}
    >
      <PencilLine className="size-3" aria-hidden />
      {used}/{CUSTOMISATION_LIMIT} edits
      <span className="sr-only">, {remaining} left</span>
    </Badge>
  );
}
