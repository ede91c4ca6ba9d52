const STEPS = [
  {
    title: 'Describe the lesson',
    body: 'Pick the subject, year group and lesson length, and type the topic. Add any special requirements, such as support for EAL learners or a practical focus.',
  },
  {
    title: 'Plenary writes it',
    body: 'It writes a lesson plan, a worksheet with its answer key and a quiz, all pitched at your year group, and shows you its progress as it goes.',
  },
  {
    title: 'Adjust, print and teach',
    body: 'Regenerate any part with your own notes, edit the details, then print teacher and pupil copies. Your lessons are saved for next time.',
  },
] as const;

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="border-b border-line">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <h2 id="how-heading" className="text-3xl font-semibold tracking-tight">
          How it works
        </h2>
        <ol className="mt-10 grid gap-8 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4 md:flex-col">
              <span
                aria-hidden
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-base font-semibold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-base font-semibold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
