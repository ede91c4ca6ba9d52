import type { Phase, PhaseName } from '@/lib/ai/schemas';
import { PHASES } from '@/lib/ai/schemas/lesson-plan';
import type { LessonView } from '@/lib/lessons/service';
import { PHASE_TITLES } from './messages';
import { LessonSection, Minutes, SubHeading, TextList } from './lesson-blocks';
import { RegenerateDialog } from './regenerate-dialog';
import { SectionEditDialog } from './section-edit-dialog';

/**
 * The Lesson Plan tab: objectives, prior
 * knowledge, materials, key vocabulary, the three phases with their activities (each phase can be
 * regenerated), misconceptions, then homework, assessment, support and challenge (each editable).
 */
export function LessonPlanTab({ lesson }: { lesson: LessonView }) {
  const plan = lesson.lessonPlan;
  return (
    <div className="space-y-5">
      <div className="grid gap-5 lg:grid-cols-2">
        <LessonSection id="objectives" title="Learning Objectives">
          <TextList items={plan.objectives} ordered />
        </LessonSection>
        <LessonSection id="prior-knowledge" title="Prior Knowledge">
          <TextList items={plan.priorKnowledge} empty="No prior knowledge listed." />
        </LessonSection>
      </div>

      <LessonSection id="materials" title="Materials">
        <TextList items={plan.materials} empty="No materials listed." className="sm:columns-2 sm:gap-8 [&>li]:break-inside-avoid" />
      </LessonSection>

      <LessonSection id="key-vocabulary" title="Key Vocabulary">
        <dl className="grid gap-3 sm:grid-cols-2">
          {plan.keyVocabulary.map((item, i) => (
            <div key={i} className="rounded-lg border border-line bg-stone-50/60 px-4 py-3">
              <dt className="break-words font-semibold text-brand-800">{item.term}</dt>
              <dd className="mt-0.5 break-words text-sm text-ink">{item.definition}</dd>
            </div>
          ))}
        </dl>
      </LessonSection>

      <div className="space-y-5" role="group" aria-label="Lesson structure">
        {PHASES.map((name) => (
          <PhaseSection key={name} lesson={lesson} name={name} phase={plan[name]} />
        ))}
      </div>

      {plan.misconceptions.length > 0 && (
        <LessonSection id="misconceptions" title="Common Misconceptions">
          <ul className="space-y-3">
            {plan.misconceptions.map((m, i) => (
              <li key={i} className="grid gap-1 rounded-lg border border-line p-3 text-sm sm:grid-cols-2 sm:gap-4">
                <p className="break-words">
                  <span className="font-semibold text-red-800">Misconception: </span>
                  {m.misconception}
                </p>
                <p className="break-words">
                  <span className="font-semibold text-green-800">Correction: </span>
                  {m.correction}
                </p>
              </li>
            ))}
          </ul>
        </LessonSection>
      )}

      <LessonSection id="homework" title="Homework" action={<SectionEditDialog lesson={lesson} section="homework" />}>
        <p className="break-words text-sm leading-relaxed">{plan.homework.description}</p>
        <TextList items={plan.homework.tasks} ordered />
      </LessonSection>

      <LessonSection id="assessment" title="Assessment" action={<SectionEditDialog lesson={lesson} section="assessment" />}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <SubHeading>Formative</SubHeading>
            <TextList items={plan.assessment.formative} />
          </div>
          <div className="space-y-2">
            <SubHeading>Summative</SubHeading>
            <TextList items={plan.assessment.summative} empty="No summative assessment listed." />
          </div>
        </div>
      </LessonSection>

      <div className="grid gap-5 lg:grid-cols-2">
        <LessonSection id="support" title="Support Strategies" action={<SectionEditDialog lesson={lesson} section="support" />}>
          <TextList items={plan.differentiation.support} />
        </LessonSection>
        <LessonSection
          id="challenge"
          title="Challenge Activities"
          action={<SectionEditDialog lesson={lesson} section="challenge" />}
        >
          <TextList items={plan.differentiation.challenge} />
        </LessonSection>
      </div>
    </div>
  );
}

/** Starter, Main Activity or Plenary: minutes, description and each activity's steps. */
function PhaseSection({ lesson, name, phase }: { lesson: LessonView; name: PhaseName; phase: Phase }) {
  return (
    <LessonSection
      id={`phase-${name}`}
      title={PHASE_TITLES[name]}
      meta={<Minutes minutes={phase.duration} />}
      action={<RegenerateDialog lesson={lesson} section={name} />}
      className="border-l-4 border-l-brand-500"
    >
      <p className="break-words text-sm leading-relaxed text-ink">{phase.description}</p>
      <ol className="space-y-3">
        {phase.activities.map((activity, i) => (
          <li key={i} className="rounded-lg border border-line bg-stone-50/60 p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="min-w-0 break-words font-semibold text-ink">{activity.name}</h3>
              <Minutes minutes={activity.duration} />
            </div>
            <p className="mt-1 break-words text-sm leading-relaxed text-ink">{activity.description}</p>
            {activity.stepByStep.length > 0 && (
              <div className="mt-3 space-y-1.5">
                <h4 className="text-xs font-semibold uppercase tracking-wide text-muted">Step by step</h4>
                <TextList items={activity.stepByStep} ordered />
              </div>
            )}
          </li>
        ))}
      </ol>
    </LessonSection>
  );
}
