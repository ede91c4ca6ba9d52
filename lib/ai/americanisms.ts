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
  { us: 'center', british: 'centre', properNoun: true },
  { us: 'centers', british: 'centres', properNoun: true },
  { us: 'centered', british: 'centred' },
  { us: 'centering', british: 'centring' },
  { us: 'theater', british: 'theatre', properNoun: true },
  { us: 'theaters', british: 'theatres', properNoun: true },
  { us: 'meter', british: 'metre', notPrecededBy: METER_DEVICES },
  { us: 'meters', british: 'metres', notPrecededBy: METER_DEVICES },
  { us: 'centimeter', british: 'centimetre' },
  { us: 'centimeters', british: 'centimetres' },
  { us: 'millimeter', british: 'millimetre' },
  { us: 'millimeters', british: 'millimetres' },
  { us: 'kilometer', british: 'kilometre' },
  { us: 'kilometers', british: 'kilometres' },
  { us: 'liter', british: 'litre' },
  { us: 'liters', british: 'litres' },
  { us: 'milliliter', british: 'millilitre' },
  { us: 'milliliters', british: 'millilitres' },
  { us: 'centiliter', british: 'centilitre' },
  { us: 'centiliters', british: 'centilitres' },
  { us: 'fiber', british: 'fibre' },
  { us: 'fibers', british: 'fibres' },
  { us: 'fiberglass', british: 'fibreglass' },
  { us: 'caliber', british: 'calibre' },
  { us: 'somber', british: 'sombre' },
  { us: 'meager', british: 'meagre' },
  { us: 'saber', british: 'sabre' },
  { us: 'specter', british: 'spectre' },
  { us: 'luster', british: 'lustre' },
  { us: 'maneuver', british: 'manoeuvre' },
  { us: 'maneuvers', british: 'manoeuvres' },
  { us: 'maneuvered', british: 'manoeuvred' },
];

/** Doubled consonants, -ence, -ogue, ae/oe, and single spellings. */
const spellingRules: AmericanismRule[] = [
  { us: 'traveled', british: 'travelled' },
  { us: 'traveling', british: 'travelling' },
  { us: 'traveler', british: 'traveller' },
  { us: 'travelers', british: 'travellers' },
  { us: 'labeled', british: 'labelled' },
  { us: 'labeling', british: 'labelling' },
  { us: 'modeled', british: 'modelled' },
  { us: 'modeling', british: 'modelling' },
  { us: 'canceled', british: 'cancelled' },
  { us: 'canceling', british: 'cancelling' },
  { us: 'fueled', british: 'fuelled' },
  { us: 'fueling', british: 'fuelling' },
  { us: 'leveled', british: 'levelled' },
  { us: 'leveling', british: 'levelling' },
  { us: 'signaled', british: 'signalled' },
  { us: 'signaling', british: 'signalling' },
  { us: 'totaled', british: 'totalled' },
  { us: 'counselor', british: 'counsellor' },
  { us: 'counselors', british: 'counsellors' },
  { us: 'jewelry', british: 'jewellery' },
  { us: 'enroll', british: 'enrol' },
  { us: 'enrolls', british: 'enrols' },
  { us: 'enrollment', british: 'enrolment' },
  { us: 'fulfill', british: 'fulfil' },
  { us: 'fulfills', british: 'fulfils' },
  { us: 'fulfillment', british: 'fulfilment' },
  { us: 'distill', british: 'distil' },
  { us: 'distills', british: 'distils' },
  { us: 'instill', british: 'instil' },
  { us: 'skillful', british: 'skilful' },
  { us: 'skillfully', british: 'skilfully' },
  { us: 'willful', british: 'wilful' },
  { us: 'practiced', british: 'practised' },
  { us: 'practicing', british: 'practising' },
  { us: 'defense', british: 'defence', properNoun: true },
  { us: 'defenses', british: 'defences', properNoun: true },
  { us: 'offense', british: 'offence' },
  { us: 'offenses', british: 'offences' },
  { us: 'pretense', british: 'pretence' },
  // "license" is the British verb; only the noun, after a determiner or qualifier, is American.
  {
    us: 'license',
    british: 'licence',
    precededBy: "(?:a|an|the|your|my|his|her|their|our|driver's|driver’s|driving|tv|television|fishing|marriage)\\s+",
  },
  { us: 'licenses', british: 'licences', precededBy: '(?:the|their|our|your|driving)\\s+' },
  { us: 'license plate', british: 'number plate' },
  { us: 'catalog', british: 'catalogue' },
  { us: 'catalogs', british: 'catalogues' },
  { us: 'analog', british: 'analogue' },
  { us: 'monolog', british: 'monologue' },
  // The gray (Gy) is also the SI unit of absorbed dose: not after a number, nor before "(Gy)".
  { us: 'gray', british: 'grey', properNoun: true, notPrecededBy: '\\d+\\s*', notFollowedBy: '\\s*\\(gy\\)' },
  { us: 'grays', british: 'greys', properNoun: true, notPrecededBy: '\\d+\\s*' },
  { us: 'grayish', british: 'greyish' },
  { us: 'aluminum', british: 'aluminium' },
  { us: 'plow', british: 'plough' },
  { us: 'plows', british: 'ploughs' },
  { us: 'plowed', british: 'ploughed' },
  { us: 'mold', british: 'mould' },
  { us: 'molds', british: 'moulds' },
  { us: 'moldy', british: 'mouldy' },
  { us: 'cozy', british: 'cosy' },
  { us: 'pajamas', british: 'pyjamas' },
  { us: 'mustache', british: 'moustache' },
  { us: 'skeptic', british: 'sceptic' },
  { us: 'skeptical', british: 'sceptical' },
  { us: 'skepticism', british: 'scepticism' },
  { us: 'artifact', british: 'artefact' },
  { us: 'artifacts', british: 'artefacts' },
  { us: 'gotten', british: 'got' },
  { us: 'esophagus', british: 'oesophagus' },
  { us: 'estrogen', british: 'oestrogen' },
  { us: 'hemoglobin', british: 'haemoglobin' },
  { us: 'anemia', british: 'anaemia' },
  { us: 'leukemia', british: 'leukaemia' },
  { us: 'anesthetic', british: 'anaesthetic' },
  { us: 'anesthesia', british: 'anaesthesia' },
  { us: 'diarrhea', british: 'diarrhoea' },
  { us: 'feces', british: 'faeces' },
  { us: 'pediatric', british: 'paediatric' },
  { us: 'archeology', british: 'archaeology' },
  { us: 'paleolithic', british: 'palaeolithic' },
  { us: 'paleontology', british: 'palaeontology' },
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
  { us: 'semester', british: 'term' },
  { us: 'semesters', british: 'terms' },
  { us: 'eraser', british: 'rubber' },
  { us: 'erasers', british: 'rubbers' },
  { us: 'recess', british: 'break time', precededBy: '(?:at|during|after|before|until|till)\\s+' },
  { us: 'recess', british: 'break time', followedBy: '\\s+time\\b' },
  { us: 'in the fall', british: 'in the autumn', notFollowedBy: '\\s+of\\b' },
  { us: 'fall term', british: 'autumn term' },
  { us: 'fall semester', british: 'autumn term' },
  { us: 'soccer', british: 'football' },
  { us: 'kindergarten', british: 'Reception' },
  { us: 'grade school', british: 'primary school' },
  { us: 'elementary school', british: 'primary school' },
  { us: 'high school', british: 'secondary school', properNoun: true },
  { us: 'homeroom', british: 'form time' },
  { us: 'check mark', british: 'tick' },
  { us: 'vacation', british: 'holiday' },
  { us: 'vacations', british: 'holidays' },
  { us: 'candy', british: 'sweets' },
  { us: 'cell phone', british: 'mobile phone' },
  { us: 'zip code', british: 'postcode' },
  { us: 'sidewalk', british: 'pavement' },
  { us: 'apartment', british: 'flat' },
  { us: 'apartments', british: 'flats' },
  { us: 'elevator', british: 'lift' },
  { us: 'truck', british: 'lorry' },
  { us: 'trucks', british: 'lorries' },
  { us: 'flashlight', british: 'torch' },
  { us: 'faucet', british: 'tap' },
  { us: 'diaper', british: 'nappy' },
  { us: 'trash', british: 'rubbish' },
  { us: 'trash can', british: 'bin' },
  { us: 'garbage', british: 'rubbish' },
  { us: 'parking lot', british: 'car park' },
  { us: 'restroom', british: 'toilet' },
  { us: 'sneakers', british: 'trainers' },
  { us: 'pants', british: 'trousers' },
  { us: 'french fries', british: 'chips' },
  { us: 'potato chips', british: 'crisps' },
  { us: 'gasoline', british: 'petrol' },
  { us: 'gas station', british: 'petrol station' },
  { us: 'mom', british: 'mum' },
  { us: 'moms', british: 'mums' },
  { us: 'airplane', british: 'aeroplane' },
  { us: 'airplanes', british: 'aeroplanes' },
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
