import { PencilLine } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import {
  CUSTOMIZATION_BADGE_ORANGE_FROM,
  CUSTOMIZATION_BADGE_YELLOW_FROM,
  CUSTOMIZATION_LIMIT,
} from '@/lib/constants';

export type EditsTone = 'blue' | 'yellow' | 'orange';

/** The counter's colour: blue below 10 edits, yellow from 10, orange from 15 (spec §4, §9). */
export function editsTone(used: number): EditsTone {
  if (used >= CUSTOMIZATION_BADGE_ORANGE_FROM) return 'orange';
  if (used >= CUSTOMIZATION_BADGE_YELLOW_FROM) return 'yellow';
  return 'blue';
}

/**
 * "N/20 edits": the lesson's customizations used (regenerations and section edits both count,
 * DECISIONS §1). `used` and `remaining` come from the lesson's metadata.
 */
export function EditsBadge({ used, remaining }: { used: number; remaining: number }) {
  const tone = editsTone(used);
  return (
    <Badge
      variant={tone}
      data-testid="edits-counter"
      data-tone={tone}
      title={`${remaining} of ${CUSTOMIZATION_LIMIT} edits left for this lesson`}
    >
      <PencilLine className="size-3" aria-hidden />
      {used}/{CUSTOMIZATION_LIMIT} edits
      <span className="sr-only">, {remaining} left</span>
    </Badge>
  );
}
