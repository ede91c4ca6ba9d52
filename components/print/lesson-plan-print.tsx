/**
 * The lesson plan, teacher copy, on paper: every field of the stored plan (lib/ai/schemas
 * lesson-plan.ts: objectives, materials, key vocabulary, Starter, Main Activity and Plenary with
 * activities and steps, Homework, Assessment, Support Strategies, Challenge Activities; plus
 * prior knowledge and misconceptions).
 */
import type { LessonPlan, Phase } from '@/lib/ai/schemas';
import { plural } from '@/lib/format';

const minutes = (n: number) => plural(n, 'minute');

function List({ items, ordered = false }: { items: string[]; ordered?: boolean }) {
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </Tag>
  );
}

function PhaseSection({ title, phase }: { title: string; phase: Phase }) {
  return (
    <section aria-label={title}>
      <h2>
        {title} ({minutes(phase.duration)})
      </h2>
      <p className="phase-intro">{phase.description}</p>
      {phase.activities.map((a, i) => (
        <div key={i} className="activity">
          <h3 className="activity-title">
            <span>{a.name}</span>
            <span className="small">{minutes(a.duration)}</span>
          </h3>
          <p>{a.description}</p>
          {a.stepByStep.length > 0 ? <List items={a.stepByStep} ordered /> : null}
        </div>
      ))}
    </section>
  );
}

export function LessonPlanPrint({ plan }: { plan: LessonPlan }) {
  return (
    <>
      <h1>{plan.title}</h1>
      <p className="phase-summary muted">
        <span>Starter {minutes(plan.starter.duration)}</span>
        <span>Main Activity {minutes(plan.main.duration)}</span>
        <span>Plenary {minutes(plan.plenary.duration)}</span>
      </p>
      {plan.notice ? <p className="note">{plan.notice}</p> : null}

      <section aria-label="Learning objectives" className="keep">
        <h2>Learning objectives</h2>
        <List items={plan.objectives} ordered />
      </section>

      {plan.priorKnowledge.length > 0 ? (
        <section aria-label="Prior knowledge" className="keep">
          <h2>Prior knowledge</h2>
          <List items={plan.priorKnowledge} />
        </section>
      ) : null}

      <section aria-label="Materials" className="keep">
        <h2>Materials</h2>
        <List items={plan.materials} />
      </section>

      <section aria-label="Key vocabulary">
        <h2>Key vocabulary</h2>
        <table className="term-table">
          <thead>
            <tr>
              <th scope="col">Term</th>
              <th scope="col">Definition</th>
            </tr>
          </thead>
          <tbody>
            {plan.keyVocabulary.map((k, i) => (
              <tr key={i}>
                <td>{k.term}</td>
                <td>{k.definition}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <PhaseSection title="Starter" phase={plan.starter} />
      <PhaseSection title="Main Activity" phase={plan.main} />
      <PhaseSection title="Plenary" phase={plan.plenary} />

      {plan.misconceptions.length > 0 ? (
        <section aria-label="Common misconceptions">
          <h2>Common misconceptions</h2>
          <table className="term-table">
            <thead>
              <tr>
                <th scope="col">Misconception</th>
                <th scope="col">How to address it</th>
              </tr>
            </thead>
            <tbody>
              {plan.misconceptions.map((m, i) => (
                <tr key={i}>
                  <td>{m.misconception}</td>
                  <td>{m.correction}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}

      <section aria-label="Homework" className="keep">
        <h2>Homework</h2>
        <p>{plan.homework.description}</p>
        <List items={plan.homework.tasks} ordered />
      </section>

      <section aria-label="Assessment">
        <h2>Assessment</h2>
        <div className="two-columns">
          <div>
            <h3>Formative</h3>
            <List items={plan.assessment.formative} />
          </div>
          {plan.assessment.summative.length > 0 ? (
            <div>
              <h3>Summative</h3>
              <List items={plan.assessment.summative} />
            </div>
          ) : null}
        </div>
      </section>

      <section aria-label="Differentiation">
        <h2>Differentiation</h2>
        <div className="two-columns">
          <div>
            <h3>Support Strategies</h3>
            <List items={plan.differentiation.support} />
          </div>
          <div>
            <h3>Challenge Activities</h3>
            <List items={plan.differentiation.challenge} />
          </div>
        </div>
      </section>
    </>
  );
}
