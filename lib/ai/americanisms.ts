/**
 * American spellings and school words that a lesson for UK pupils should not use, each with the
 * British form to suggest. Used by `findAmericanisms` in `lib/ai/quality.ts` (eval only).
 *
 * Every form is listed explicitly (the helpers below only attach suffixes to stems named here),
 * so '-ize' words are matched from a list, never by a blind `/ize\b/` that would flag "size",
 * "prize" or "seize". Deliberately left out, because British usage shares them or they are
 * ambiguous in a lesson: "program" (computing), "sulfur" (the spelling UK exam boards and the
 * RSC use), "practice" (noun in both), "cookie" (computing), "period" (history, chemistry),
 * "tire", "check", "draft", "story" (floor), "judgment", "aging", "ax" (algebra: "ax + b"), and
 * bare "grade 5" (a GCSE grade in the UK).
 */

export interface AmericanismRule {
  /** The US form, lower case. A space matches any run of whitespace or a hyphen. */
  us: string;
  /** The British form to suggest, lower case unless it is a proper noun ("Year 6"). */
  british: string;
  /** Regex source that must match immediately before the word (a lookbehind). */
  precededBy?: string;
  /** Regex source that must not match immediately before the word. */
  notPrecededBy?: string;
  /** Regex source that must match immediately after the word (a lookahead). */
  followedBy?: string;
  /** Regex source that must not match immediately after the word. */
  notFollowedBy?: string;
  /**
   * The word is often part of a name ("Pearl Harbor", "Lincoln Center", "Thomas Gray"):
   * a capitalised match that does not start a sentence is taken to be a name and skipped.
   */
  properNoun?: boolean;
}

type Extra = Omit<AmericanismRule, 'us' | 'british'>;

/**
 * Rules written as a table, one `us → british` pair a line, each with the same `extra`. A rule
 * that needs a condition of its own is written out as an object instead.
 */
function pairs(table: string, extra: Extra = {}): AmericanismRule[] {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const [us, british] = line.split('→').map((s) => s.trim());
      return { us, british, ...extra };
    });
}

/** Pairs `us + suffix` → `british + suffix` for each listed suffix. */
function forms(us: string, british: string, suffixes: string[], extra: Extra = {}): AmericanismRule[] {
  return suffixes.map((s) => ({ us: us + s, british: british + s, ...extra }));
}

/** Verbs spelt -ize in US English and -ise in British, with their inflections and nouns. */
const IZE_VERBS = [
  'agonize', 'antagonize', 'apologize', 'authorize', 'capitalize', 'categorize', 'centralize',
  'characterize', 'civilize', 'colonize', 'criticize', 'crystallize', 'dramatize', 'economize',
  'emphasize', 'empathize', 'energize', 'familiarize', 'fertilize', 'finalize', 'formalize',
  'generalize', 'globalize', 'harmonize', 'hypothesize', 'idealize', 'immunize', 'industrialize',
  'ionize', 'italicize', 'itemize', 'jeopardize', 'legalize', 'localize', 'magnetize',
  'materialize', 'maximize', 'memorize', 'metabolize', 'minimize', 'mobilize', 'modernize',
  'nationalize', 'neutralize', 'normalize', 'optimize', 'organize', 'oxidize', 'patronize',
  'personalize', 'photosynthesize', 'polarize', 'popularize', 'prioritize', 'privatize',
  'publicize', 'rationalize', 'realize', 'recognize', 'revolutionize', 'scrutinize', 'socialize',
  'specialize', 'stabilize', 'standardize', 'sterilize', 'subsidize', 'summarize', 'symbolize',
  'sympathize', 'synthesize', 'theorize', 'urbanize', 'utilize', 'vandalize', 'vaporize',
  'verbalize', 'visualize', 'westernize',
];
const IZE_SUFFIXES: Array<[string, string]> = [
  ['ize', 'ise'], ['izes', 'ises'], ['ized', 'ised'], ['izing', 'ising'],
  ['ization', 'isation'], ['izations', 'isations'], ['izer', 'iser'], ['izers', 'isers'],
];
const izeRules: AmericanismRule[] = IZE_VERBS.flatMap((verb) => {
  const stem = verb.slice(0, -'ize'.length);
  return IZE_SUFFIXES.map(([us, gb]) => ({ us: stem + us, british: stem + gb }));
});

/** Verbs spelt -yze in US English and -yse in British. */
const yzeRules: AmericanismRule[] = ['anal', 'paral', 'catal', 'hydrol', 'electrol', 'dial'].flatMap((stem) =>
  (
    [
      ['yze', 'yse'], ['yzes', 'yses'], ['yzed', 'ysed'], ['yzing', 'ysing'], ['yzer', 'yser'],
    ] as Array<[string, string]>
  ).map(([us, gb]) => ({ us: stem + us, british: stem + gb })),
);

/** -or / -our. Suffixes are listed per word: "humorous", "laborious", "vigorous" are British too. */
const orRules: AmericanismRule[] = [
  ...forms('color', 'colour', ['', 's', 'ed', 'ing', 'ful', 'fully', 'less'], { properNoun: true }),
  ...forms('behavior', 'behaviour', ['', 's', 'al', 'ally']),
  ...forms('favor', 'favour', ['', 's', 'ed', 'ing', 'able', 'ably', 'ite', 'ites', 'itism']),
  ...forms('unfavor', 'unfavour', ['able', 'ably']),
  ...forms('flavor', 'flavour', ['', 's', 'ed', 'ing', 'ings', 'less']),
  ...forms('honor', 'honour', ['', 's', 'ed', 'ing', 'able', 'ably'], { properNoun: true }),
  ...forms('dishonor', 'dishonour', ['', 'ed', 'able']),
  ...forms('humor', 'humour', ['', 'ed', 'less']),
  ...forms('labor', 'labour', ['', 's', 'ed', 'er', 'ers', 'ing'], { properNoun: true }),
  ...forms('neighbor', 'neighbour', ['', 's', 'ing', 'hood', 'hoods', 'ly']),
  ...forms('rumor', 'rumour', ['', 's', 'ed']),
  ...forms('harbor', 'harbour', ['', 's', 'ed', 'ing'], { properNoun: true }),
  ...forms('vapor', 'vapour', ['', 's']),
  ...forms('odor', 'odour', ['', 's', 'less']),
  ...forms('armor', 'armour', ['', 'ed', 'y']),
  ...forms('endeavor', 'endeavour', ['', 's', 'ed', 'ing']),
  ...forms('tumor', 'tumour', ['', 's']),
  ...forms('savior', 'saviour', ['', 's']),
  ...forms('parlor', 'parlour', ['', 's']),
  ...forms('valor', 'valour', ['']),
  ...forms('vigor', 'vigour', ['']),
  ...forms('rigor', 'rigour', ['']),
  ...forms('splendor', 'splendour', ['']),
  ...forms('demeanor', 'demeanour', ['']),
  ...forms('glamor', 'glamour', ['']),
];

/** Measuring devices keep "meter" in British English (gas meter, light meter). */
const METER_DEVICES = '(?:gas|electricity|electric|water|parking|light|smart|taxi|exposure|ph|flow|pressure|sound|level)\\s+';

/** -er / -re. */
const reRules: AmericanismRule[] = [
  ...pairs(`
    center → centre
    centers → centres
  `, { properNoun: true }),
  ...pairs(`
    centered → centred
    centering → centring
  `),
  ...pairs(`
    theater → theatre
    theaters → theatres
  `, { properNoun: true }),
  { us: 'meter', british: 'metre', notPrecededBy: METER_DEVICES },
  { us: 'meters', british: 'metres', notPrecededBy: METER_DEVICES },
  ...pairs(`
    centimeter → centimetre
    centimeters → centimetres
    millimeter → millimetre
    millimeters → millimetres
    kilometer → kilometre
    kilometers → kilometres
    liter → litre
    liters → litres
    milliliter → millilitre
    milliliters → millilitres
    centiliter → centilitre
    centiliters → centilitres
    fiber → fibre
    fibers → fibres
    fiberglass → fibreglass
    caliber → calibre
    somber → sombre
    meager → meagre
    saber → sabre
    specter → spectre
    luster → lustre
    maneuver → manoeuvre
    maneuvers → manoeuvres
    maneuvered → manoeuvred
  `),
];

/** Doubled consonants, -ence, -ogue, ae/oe, and single spellings. */
const spellingRules: AmericanismRule[] = [
  ...pairs(`
    traveled → travelled
    traveling → travelling
    traveler → traveller
    travelers → travellers
    labeled → labelled
    labeling → labelling
    modeled → modelled
    modeling → modelling
    canceled → cancelled
    canceling → cancelling
    fueled → fuelled
    fueling → fuelling
    leveled → levelled
    leveling → levelling
    signaled → signalled
    signaling → signalling
    totaled → totalled
    counselor → counsellor
    counselors → counsellors
    jewelry → jewellery
    enroll → enrol
    enrolls → enrols
    enrollment → enrolment
    fulfill → fulfil
    fulfills → fulfils
    fulfillment → fulfilment
    distill → distil
    distills → distils
    instill → instil
    skillful → skilful
    skillfully → skilfully
    willful → wilful
    practiced → practised
    practicing → practising
  `),
  ...pairs(`
    defense → defence
    defenses → defences
  `, { properNoun: true }),
  ...pairs(`
    offense → offence
    offenses → offences
    pretense → pretence
  `),
  // "license" is the British verb; only the noun, after a determiner or qualifier, is American.
  {
    us: 'license',
    british: 'licence',
    precededBy: "(?:a|an|the|your|my|his|her|their|our|driver's|driver’s|driving|tv|television|fishing|marriage)\\s+",
  },
  { us: 'licenses', british: 'licences', precededBy: '(?:the|their|our|your|driving)\\s+' },
  ...pairs(`
    license plate → number plate
    catalog → catalogue
    catalogs → catalogues
    analog → analogue
    monolog → monologue
  `),
  // The gray (Gy) is also the SI unit of absorbed dose: not after a number, nor before "(Gy)".
  { us: 'gray', british: 'grey', properNoun: true, notPrecededBy: '\\d+\\s*', notFollowedBy: '\\s*\\(gy\\)' },
  { us: 'grays', british: 'greys', properNoun: true, notPrecededBy: '\\d+\\s*' },
  ...pairs(`
    grayish → greyish
    aluminum → aluminium
    plow → plough
    plows → ploughs
    plowed → ploughed
    mold → mould
    molds → moulds
    moldy → mouldy
    cozy → cosy
    pajamas → pyjamas
    mustache → moustache
    skeptic → sceptic
    skeptical → sceptical
    skepticism → scepticism
    artifact → artefact
    artifacts → artefacts
    gotten → got
    esophagus → oesophagus
    estrogen → oestrogen
    hemoglobin → haemoglobin
    anemia → anaemia
    leukemia → leukaemia
    anesthetic → anaesthetic
    anesthesia → anaesthesia
    diarrhea → diarrhoea
    feces → faeces
    pediatric → paediatric
    archeology → archaeology
    paleolithic → palaeolithic
    paleontology → palaeontology
  `),
];

/** School words. US grade N is UK Year N+1. */
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];
const NUMERIC_ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th'];
const gradeRules: AmericanismRule[] = ORDINALS.flatMap((word, i) => {
  const year = `Year ${i + 2}`;
  return [word, NUMERIC_ORDINALS[i]].flatMap((ord) => [
    { us: `${ord} grade`, british: year },
    { us: `${ord} grader`, british: `${year} pupil` },
    { us: `${ord} graders`, british: `${year} pupils` },
  ]);
}).concat(
  // "grade 5" alone is a GCSE grade in the UK, so only the school-year uses are flagged.
  Array.from({ length: 12 }, (_, i) => [
    { us: `grade ${i + 1}`, british: `Year ${i + 2}`, precededBy: '(?:in|into)\\s+' },
    {
      us: `grade ${i + 1}`,
      british: `Year ${i + 2}`,
      notPrecededBy: '(?:in|into)\\s+',
      followedBy: '\\s+(?:pupils?|students?|class(?:es)?|classrooms?|teachers?|kids|children)\\b',
    },
  ]).flat(),
);

const vocabularyRules: AmericanismRule[] = [
  { us: 'math', british: 'maths', notPrecededBy: '(?:import|from)\\s+', notFollowedBy: '\\.\\w' },
  ...pairs(`
    semester → term
    semesters → terms
    eraser → rubber
    erasers → rubbers
  `),
  { us: 'recess', british: 'break time', precededBy: '(?:at|during|after|before|until|till)\\s+' },
  { us: 'recess', british: 'break time', followedBy: '\\s+time\\b' },
  { us: 'in the fall', british: 'in the autumn', notFollowedBy: '\\s+of\\b' },
  ...pairs(`
    fall term → autumn term
    fall semester → autumn term
    soccer → football
    kindergarten → Reception
    grade school → primary school
    elementary school → primary school
  `),
  { us: 'high school', british: 'secondary school', properNoun: true },
  ...pairs(`
    homeroom → form time
    check mark → tick
    vacation → holiday
    vacations → holidays
    candy → sweets
    cell phone → mobile phone
    zip code → postcode
    sidewalk → pavement
    apartment → flat
    apartments → flats
    elevator → lift
    truck → lorry
    trucks → lorries
    flashlight → torch
    faucet → tap
    diaper → nappy
    trash → rubbish
    trash can → bin
    garbage → rubbish
    parking lot → car park
    restroom → toilet
    sneakers → trainers
    pants → trousers
    french fries → chips
    potato chips → crisps
    gasoline → petrol
    gas station → petrol station
    mom → mum
    moms → mums
    airplane → aeroplane
    airplanes → aeroplanes
  `),
];

/** Every rule, in no particular order; `findAmericanisms` prefers the longest match at a place. */
export const AMERICANISMS: readonly AmericanismRule[] = [
  ...izeRules,
  ...yzeRules,
  ...orRules,
  ...reRules,
  ...spellingRules,
  ...gradeRules,
  ...vocabularyRules,
];
