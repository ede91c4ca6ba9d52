/**
 * A worksheet or quiz on paper. Student copies
 * get Name and Date lines, tick boxes for options and answer lines sized by marks, and never
 * receive the answers: `toPrintQuestions` drops them before anything renders. Answer keys tick
 * and highlight the correct option and print the answer and explanation.
 */
import { Check } from 'lucide-react';
import { answerLineCount, type PrintQuestion } from '@/lib/lessons/print-variants';
import { plural } from '@/lib/format';

const sameAnswer = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function Option({ letter, text, correct }: { letter: string; text: string; correct: boolean }) {
  return (
    <li className={correct ? 'option option-correct' : 'option'}>
      <span className="tick-box" aria-hidden>
        {correct ? <Check /> : null}
      </span>
      <span className="option-letter">{letter}</span>
      <span>
        {text}
        {correct ? <span className="sr-only"> (correct answer)</span> : null}
      </span>
    </li>
  );
}

function Question({ number, q }: { number: number; q: PrintQuestion }) {
  const written = q.options.length === 0;
  return (
    <li className="question" data-question={q.id}>
      <div className="question-head">
        <span className="question-number">{number}.</span>
        <p className="question-text">{q.question}</p>
        <span className="question-marks">[{plural(q.marks, 'mark')}]</span>
      </div>
      {q.options.length > 0 ? (
        <ul className="options" aria-label={`Options for question ${number}`}>
          {q.options.map((option, i) => (
            <Option
              key={i}
              letter={String.fromCharCode(65 + i)}
              text={option}
              correct={q.key ? sameAnswer(option, q.key.answer) : false}
            />
          ))}
        </ul>
      ) : null}
      {q.key ? (
        <div className="answer-key">
          <p>
            <strong>Answer: </strong>
            {q.key.answer}
          </p>
          <p>
            <strong>Explanation: </strong>
            {q.key.explanation}
          </p>
        </div>
      ) : written ? (
        <div className="answer-lines" aria-hidden data-lines={answerLineCount(q.marks)}>
          {Array.from({ length: answerLineCount(q.marks) }, (_, i) => (
            <div key={i} className="answer-line" />
          ))}
        </div>
      ) : null}
    </li>
  );
}

/** The Name and Date lines and a mark box, for student copies. */
export function PupilLines({ totalMarks }: { totalMarks: number }) {
  return (
    <div className="pupil-lines">
      <div className="pupil-line">
        Name <span className="fill" />
      </div>
      <div className="pupil-line">
        Date <span className="fill" />
      </div>
      <div className="pupil-line">
        Class <span className="fill" />
      </div>
      <div className="pupil-line">
        Mark <span className="fill" /> <span className="out-of">/ {totalMarks}</span>
      </div>
    </div>
  );
}

/** The numbered questions of a worksheet or quiz. */
export function QuestionList({ questions, label }: { questions: PrintQuestion[]; label: string }) {
  return (
    <ol className="questions" aria-label={label}>
      {questions.map((q, i) => (
        <Question key={q.id + i} number={i + 1} q={q} />
      ))}
    </ol>
  );
}
