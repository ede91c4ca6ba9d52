/**
 * The feature comparison table: one row
 * per feature, one column per tier, each cell included (✓), not included (–) or a short text.
 */
import { Check, Minus } from 'lucide-react';
import type { ComparisonRow } from '@/lib/billing/features';
import type { PricingTier } from '@/lib/billing/pricing';
import { PLAN_TIERS } from '@/lib/constants/billing';

const FALLBACK_NAMES: Record<string, string> = { free: 'Free', premium: 'Premium', enterprise: 'Schools' };

export function ComparisonTable({ rows, tiers }: { rows: ComparisonRow[]; tiers: PricingTier[] | undefined }) {
  const columns = PLAN_TIERS.map((id) => ({ id, name: tiers?.find((t) => t.id === id)?.name ?? FALLBACK_NAMES[id] }));
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-line bg-white">
      <table className="w-full min-w-[34rem] text-left text-sm">
        <caption className="sr-only">What each plan includes</caption>
        <thead className="border-b border-line bg-stone-50">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium text-muted">
              Feature
            </th>
            {columns.map((c) => (
              <th key={c.id} scope="col" className="px-4 py-3 text-center font-semibold">
                {c.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="px-4 py-3 font-normal text-ink">
                {row.label}
              </th>
              {columns.map((c) => (
                <td key={c.id} className="px-4 py-3 text-center">
                  <Cell value={row.tiers[c.id]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Cell({ value }: { value: boolean | string | undefined }) {
  if (typeof value === 'string') return <span className="text-ink">{value}</span>;
  if (value) {
    return (
      <>
        <Check className="mx-auto size-4 text-brand-600" aria-hidden />
        <span className="sr-only">Included</span>
      </>
    );
  }
  return (
    <>
      <Minus className="mx-auto size-4 text-stone-300" aria-hidden />
      <span className="sr-only">Not included</span>
    </>
  );
}
