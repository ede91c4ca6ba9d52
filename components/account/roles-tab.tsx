import Link from 'next/link';
import { GraduationCap, Plus, Repeat } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatShortDate, roleLabel } from '@/lib/format';
import type { AccountProfile, PublicRoleProfile } from '@/lib/users/profile';
import { ComingSoonBadge } from './coming-soon';

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="space-y-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
      <dd className={value ? 'text-sm text-ink' : 'text-sm text-stone-400'}>{value || 'Not set'}</dd>
    </div>
  );
}

function RoleProfileCard({ profile, active }: { profile: PublicRoleProfile; active: boolean }) {
  return (
    <Card className={active ? 'border-brand-300 p-5' : 'p-5'}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-ink">{roleLabel(profile.role)}</h3>
        <div className="flex items-center gap-2">
          {active && <Badge>Active</Badge>}
          <span className="text-xs text-muted">Since {formatShortDate(profile.createdAt)}</span>
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2">
        <Detail label="Subject" value={profile.subject} />
        <Detail label="Year group" value={profile.yearGroup} />
        <Detail label="Location" value={profile.location} />
        <Detail label="Exam board" value={profile.examBoard} />
      </dl>
    </Card>
  );
}

export function RolesTab({ account }: { account: AccountProfile }) {
  return (
    <div className="space-y-6">
      <Card className="flex flex-col gap-4 border-brand-200 bg-brand-50/60 p-5 sm:flex-row sm:items-center">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white" aria-hidden>
          <GraduationCap className="size-5" />
        </span>
        <div className="flex-1">
          <p className="text-sm text-muted">Active role</p>
          <p className="text-lg font-semibold text-ink">{roleLabel(account.activeRole)}</p>
        </div>
        <div className="flex items-center gap-2">
          <Button variant="outline" disabled>
            <Repeat aria-hidden />
            Switch
          </Button>
          <ComingSoonBadge />
        </div>
      </Card>

      <section aria-labelledby="role-profiles-title" className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-1">
            <h2 id="role-profiles-title" className="text-base font-semibold text-ink">
              Role profiles
            </h2>
            <p className="text-sm text-muted">Coming Soon: MVP is teacher-only. Tutor and Self-Learner roles will follow.</p>
          </div>
          <div className="flex items-center gap-2">
            <Button variant="outline" disabled>
              <Plus aria-hidden />
              Add New Role
            </Button>
            <ComingSoonBadge />
          </div>
        </div>

        {account.roleProfiles.length === 0 ? (
          <Card className="flex flex-col items-start gap-3 p-5">
            <p className="text-sm text-muted">You have not set up a role profile yet.</p>
            <Button asChild size="sm">
              <Link href="/onboarding">Complete Setup</Link>
            </Button>
          </Card>
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            {account.roleProfiles.map((p) => (
              <RoleProfileCard key={p.id} profile={p} active={p.role === account.activeRole} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
