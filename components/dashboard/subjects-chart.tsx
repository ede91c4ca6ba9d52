'use client';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardHeader } from '@/components/ui/card';
import { plural } from '@/lib/format';
import type { Dashboard } from '@/lib/users/dashboard';

const LABEL_MAX = 16;
const ROW_HEIGHT = 44;

function shorten(label: string): string {
  return label.length > LABEL_MAX ? `${label.slice(0, LABEL_MAX - 1)}…` : label;
}

/** Lessons per subject as horizontal bars, so long subject names stay readable on a phone. */
export function SubjectsChart({ data }: { data: Dashboard['subjectBreakdown'] }) {
  const rows = [...data].sort((a, b) => b.count - a.count || a.subject.localeCompare(b.subject));
  const summary = rows.map((r) => `${r.subject}: ${plural(r.count, 'lesson')}`).join(', ');
  const height = Math.max(140, rows.length * ROW_HEIGHT + 40);
  const top = rows[0];
  const max = top?.count ?? 0;

  return (
    <Card className="flex flex-col">
      <CardHeader className="border-b border-line pb-4">
        <h2 id="teaching-subjects-title" className="text-base font-semibold text-ink">
          Teaching Subjects
        </h2>
        {top && (
          <p className="text-sm text-muted">
            Most lessons in {top.subject} ({top.count})
          </p>
        )}
      </CardHeader>
      <figure className="p-4 pr-6" aria-labelledby="teaching-subjects-title">
        <div role="img" aria-label={`Bar chart of lessons by subject. ${summary}.`} style={{ height }}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 8, bottom: 4, left: 0 }} accessibilityLayer={false}>
              <CartesianGrid horizontal={false} stroke="var(--color-line)" />
              <XAxis
                type="number"
                allowDecimals={false}
                domain={[0, 'dataMax']}
                tickCount={Math.min(5, max + 1)}
                tickLine={false}
                axisLine={false}
                tick={{ fill: 'var(--color-muted)', fontSize: 12 }}
              />
              <YAxis
                type="category"
                dataKey="subject"
                width={118}
                tickLine={false}
                axisLine={false}
                tickFormatter={shorten}
                tick={{ fill: 'var(--color-ink)', fontSize: 12 }}
              />
              <Tooltip
                cursor={{ fill: 'var(--color-brand-50)' }}
                formatter={(value) => [String(value), 'Lessons']}
                contentStyle={{ borderRadius: 8, borderColor: 'var(--color-line)', fontSize: 13 }}
              />
              <Bar dataKey="count" name="Lessons" fill="var(--color-brand-500)" radius={[0, 6, 6, 0]} maxBarSize={26} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </Card>
  );
}
