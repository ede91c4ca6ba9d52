/**
 * Accepts the variants allowed on input (items as strings or objects, `answer` or
 * `correctAnswer`, numbers sent as strings, US spellings of Bloom levels) and returns the one
 * stored shape, ready for the strict schemas. Unknown shapes are passed through untouched so
 * validation names the problem.
 */
type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function toNumber(v: unknown): unknown {
  if (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  return v;
}

/** A string item, from a string or from an object carrying it under one of `keys`. */
function itemText(v: unknown, keys: string[]): unknown {
  if (typeof v === 'string') return v;
  if (isObj(v)) {
    for (const k of keys) if (typeof v[k] === 'string') return v[k];
  }
  return v;
}

const list = (v: unknown, keys: string[]) => (Array.isArray(v) ? v.map((x) => itemText(x, keys)) : v);

function normaliseActivity(v: unknown): unknown {
  if (typeof v === 'string') return { name: v, description: v, duration: 0, stepByStep: [] };
  if (!isObj(v)) return v;
  return {
    ...v,
    name: v.name ?? v.title,
    description: v.description ?? v.name,
    duration: toNumber(v.duration ?? 0),
    stepByStep: Array.isArray(v.stepByStep) ? v.stepByStep.map((s) => itemText(s, ['step', 'text'])) : [],
  };
}

function normalisePhase(v: unknown): unknown {
  if (!isObj(v)) return v;
  return {
    ...v,
    duration: toNumber(v.duration),
    activities: Array.isArray(v.activities) ? v.activities.map(normaliseActivity) : v.activities,
  };
}

export function normaliseLessonPlan(v: unknown): unknown {
  if (!isObj(v)) return v;
  const homework = isObj(v.homework) ? { ...v.homework, tasks: list(v.homework.tasks, ['task', 'instructions']) } : v.homework;
  const assessment = isObj(v.assessment)
    ? {
        ...v.assessment,
        formative: list(v.assessment.formative, ['method', 'description']),
        summative: list(v.assessment.summative ?? [], ['method', 'description']),
      }
    : v.assessment;
  const differentiation = isObj(v.differentiation)
    ? {
        ...v.differentiation,
        support: list(v.differentiation.support, ['strategy', 'description']),
        challenge: list(v.differentiation.challenge, ['activity', 'description']),
      }
    : v.differentiation;
  return {
    ...v,
    priorKnowledge: v.priorKnowledge ?? [],
    misconceptions: v.misconceptions ?? [],
    objectives: list(v.objectives, ['objective', 'text']),
    materials: list(v.materials, ['item', 'name']),
    starter: normalisePhase(v.starter),
    main: normalisePhase(v.main),
    plenary: normalisePhase(v.plenary),
    homework,
    assessment,
    differentiation,
  };
}

const BLOOM_ALIASES: Record<string, string> = { analyze: 'analyse', remembering: 'remember', understanding: 'understand', applying: 'apply', analysing: 'analyse', evaluating: 'evaluate', creating: 'create' };

function normaliseQuestion(v: unknown, answerKey: 'answer' | 'correctAnswer', index: number): unknown {
  if (!isObj(v)) return v;
  const other = answerKey === 'answer' ? 'correctAnswer' : 'answer';
  const out: Obj = { ...v };
  if (out[answerKey] === undefined && out[other] !== undefined) out[answerKey] = out[other];
  delete out[other];
  out.id = typeof out.id === 'string' && out.id ? out.id : typeof out.id === 'number' ? `q${out.id}` : `q${index + 1}`;
  out.marks = toNumber(out.marks ?? 1);
  out.options = Array.isArray(out.options) ? out.options : [];
  if (typeof out.type === 'string') out.type = out.type.toLowerCase().replace(/[_\s]/g, '-');
  if (typeof out.bloomLevel === 'string') {
    const level = out.bloomLevel.toLowerCase();
    out.bloomLevel = BLOOM_ALIASES[level] ?? level;
  }
  if (typeof out[answerKey] === 'boolean') out[answerKey] = out[answerKey] ? 'True' : 'False';
  return out;
}

function normaliseQuestionSet(v: unknown, answerKey: 'answer' | 'correctAnswer'): unknown {
  if (!isObj(v)) return v;
  return {
    ...v,
    totalMarks: toNumber(v.totalMarks),
    ...(v.timeLimit !== undefined ? { timeLimit: toNumber(v.timeLimit) } : {}),
    questions: Array.isArray(v.questions) ? v.questions.map((q, i) => normaliseQuestion(q, answerKey, i)) : v.questions,
  };
}

export const normaliseWorksheet = (v: unknown) => normaliseQuestionSet(v, 'answer');
export const normaliseQuiz = (v: unknown) => normaliseQuestionSet(v, 'correctAnswer');
