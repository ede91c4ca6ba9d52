import { Badge } from '@/components/ui/badge';

export function ComingSoonBadge() {
  return <Badge variant="muted">Coming Soon</Badge>;
}
