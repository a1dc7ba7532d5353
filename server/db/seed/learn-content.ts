/**
 * The learning catalogue written for Sillage: courses (with modules and lessons), tutorials, experts
 * and resources. Seeded once; admins manage it afterwards. Prices in cents.
 */

export interface LessonSeed {
  title: string;
  minutes: number;
  body: string;
}
export interface ModuleSeed {
  title: string;
  summary: string;
  lessons: LessonSeed[];
}
export interface CourseSeed {
  id: string;
  title: string;
  description: string;
  duration: string;
  level: 'Beginner' | 'Intermediate' | 'Advanced' | 'Expert' | 'All Levels';
  priceCents: number;
  features: string[];
  outcomes: string[];
  expert: string;
  image: string;
  ratingTenths: number;
  modules: ModuleSeed[];
}

const L = (title: string, minutes: number, ...paragraphs: string[]): LessonSeed => ({
  title,
  minutes,
  body: `# ${title}\n\n${paragraphs.join('\n\n')}`,
});

export const COURSES: CourseSeed[] = [
  {
    id: 'pro-perfume-creation',
    title: 'Professional Perfume Creation',
    description: 'From the first accord to a finished, stable perfume: the working method of a professional perfumer, step by step.',
    duration: '4 weeks',
    level: 'Advanced',
    priceCents: 12999,
    features: [
      '12 lessons in 4 modules',
      'Formula worksheets for every module',
      'Feedback on your final formula from the community',
      'Certificate of completion',
    ],
    outcomes: [
      'Build accords and grow them into full formulas',
      'Balance top, heart and base for a lasting dry-down',
      'Work within IFRA limits and document a formula',
      'Macerate, dilute and finish a perfume for wear',
    ],
    expert: 'claire-duval',
    image: '/catalogue/course-creation.svg',
    ratingTenths: 48,
    modules: [
      {
        title: 'The Perfumer’s Method',
        summary: 'How professionals think about a brief, a palette and a trial.',
        lessons: [
          L(
            'Reading a brief',
            15,
            'Every perfume starts as words: a mood, a person, a place. Underline the nouns that carry a smell (fig leaf, wet stone, tea) and the adjectives that set its temperature (bright, smoky, powdery).',
            'Turn the brief into three anchor materials before you touch a pipette. If you cannot name three, the brief is not read yet.',
          ),
          L(
            'Your working palette',
            20,
            'A palette of 40 well-known materials beats 400 you have smelled once. Keep a card for each: its family, its strength, its tenacity on a blotter at 1 h, 6 h and 24 h.',
            'Dilute strong materials (indoles, ambroxides, aldehydes) to 10% or 1% in alcohol before you weigh them, and write the dilution into every formula line.',
          ),
          L(
            'Weighing a trial',
            15,
            'Work by weight, never by drops: drops change with the pipette and the viscosity. A 10 g trial on a 0.001 g scale is precise to a tenth of a per mille.',
            'Label the vial with the trial number and the date; record the formula before you smell it, so the nose never edits the notes.',
          ),
        ],
      },
      {
        title: 'Accords',
        summary: 'Two to five materials that smell like one new thing.',
        lessons: [
          L(
            'The two-material accord',
            20,
            'Start with bergamot and vetiver at 1:1, 3:1 and 1:3. Smell all three on blotters side by side: the point where neither material dominates is the accord.',
            'Most accords sit at an unequal ratio because materials differ in strength. Write down the ratio, not only the impression.',
          ),
          L(
            'Rose and chypre skeletons',
            25,
            'A classic rose accord: phenylethyl alcohol, citronellol, geraniol and a touch of rose oxide. A chypre skeleton: bergamot, labdanum and oakmoss (or its IFRA-compliant substitutes).',
            'Build each one at 10 g, then let it rest 48 hours. Accords change as they marry; judge them after the rest.',
          ),
          L(
            'Testing an accord on skin',
            15,
            'Blotters tell the truth about materials; skin tells the truth about perfume. Apply 2% dilutions to the inner forearm, one per arm, and smell at 5 min, 1 h and 4 h.',
          ),
        ],
      },
      {
        title: 'From Accord to Formula',
        summary: 'Structure, proportions and the pyramid.',
        lessons: [
          L(
            'The pyramid in numbers',
            20,
            'A balanced eau de parfum often starts near 25% top, 40% heart and 35% base by weight of concentrate. Treat those numbers as a starting point, not a rule.',
            'Citrus-led colognes lean top-heavy; ambers and chypres lean on the base.',
          ),
          L(
            'Modifiers and boosters',
            20,
            'Modifiers change the character of an accord (a green note in a rose); boosters raise diffusion without changing it (hedione, iso E super).',
            'Add them in steps of 0.5% and stop at the first step you can smell.',
          ),
          L(
            'Iterating with intent',
            15,
            'Change one thing per trial. Number your trials and keep every vial until the formula is final: the answer is often in trial 7 when you are at trial 15.',
          ),
        ],
      },
      {
        title: 'Finishing',
        summary: 'Safety, dilution, maceration and presentation.',
        lessons: [
          L(
            'IFRA and documentation',
            20,
            'IFRA standards cap restricted materials by product category. Category 4 (fine fragrance) limits apply to the finished product, so compute each material at its final dilution.',
            'Keep a formula sheet with CAS numbers, dilutions and the IFRA category: you will need it to sell.',
          ),
          L(
            'Dilution and maceration',
            15,
            'Eau de parfum: 15–20% concentrate in perfumer’s alcohol. Let it macerate four weeks in the dark, then chill at 4 °C for 48 hours and filter.',
          ),
          L(
            'Your final formula',
            25,
            'Write your final formula from brief to bottle and share it in the community for feedback. Completing this lesson unlocks your certificate.',
          ),
        ],
      },
    ],
  },
  {
    id: 'advanced-blending',
    title: 'Advanced Blending Techniques',
    description:
      'Six weeks on the techniques that separate a good blend from a signature: overdoses, fixation, naturals with aroma chemicals, and reformulation. Includes 1-year ingredient database access.',
    duration: '6 weeks',
    level: 'Expert',
    priceCents: 14999,
    features: ['18 lessons in 6 modules', '1-year ingredient database access', 'Reformulation case studies', 'Certificate of completion'],
    outcomes: [
      'Design an overdose around one material',
      'Fix volatile top notes without flattening them',
      'Blend naturals and aroma chemicals with intent',
      'Reformulate a classic under modern restrictions',
    ],
    expert: 'marco-bellini',
    image: '/catalogue/course-blending.svg',
    ratingTenths: 49,
    modules: [
      [
        'Overdoses',
        'One material at 20% or more, and everything that makes it wearable.',
        ['Choosing an overdose material', 'Supporting the overdose', 'Case study: an iris overdose'],
      ],
      [
        'Fixation',
        'Making the first impression last.',
        ['How fixatives work', 'Resins, musks and ambers', 'Fixing citrus without dulling it'],
      ],
      [
        'Naturals and Synthetics',
        'The best of both families.',
        ['Where naturals shine', 'Reconstituting a natural', 'Clean and textured: balancing the two'],
      ],
      ['Diffusion and Radiance', 'How a perfume fills a room.', ['Measuring sillage', 'Diffusive materials', 'Radiance without loudness']],
      [
        'Reformulation',
        'Keeping a perfume alive under new rules.',
        ['Reading an IFRA amendment', 'Substituting a restricted material', 'Case study: a modern chypre'],
      ],
      ['Signature Work', 'Putting it all together.', ['Writing your own brief', 'Building the signature formula', 'Presenting your work']],
    ].map(([title, summary, names]) => ({
      title: title as string,
      summary: summary as string,
      lessons: (names as string[]).map((n, i) =>
        L(
          n,
          15 + i * 5,
          `${summary as string} In this lesson, “${n}”, you work through the idea on blotters first, then in a 10 g trial.`,
          'Record every trial with its ratio and the time you smelled it; compare at 1 h, 6 h and 24 h before deciding.',
          'Use the ingredient database to check each material’s tenacity, odour threshold and IFRA limits before you weigh it.',
        ),
      ),
    })),
  },
  ...(
    [
      [
        'perfumery-foundations',
        'Perfumery Foundations',
        'Your first month of perfumery: smelling, naming and blending the basic families.',
        '3 weeks',
        'Beginner',
        7900,
        'lena-okafor',
        46,
        ['Smelling like a perfumer', 'Your first blends'],
      ],
      [
        'natural-perfumery',
        'Natural Perfumery',
        'Perfumes made only from essential oils, absolutes and resins, and how to make them last.',
        '4 weeks',
        'Intermediate',
        9900,
        'lena-okafor',
        47,
        ['The natural palette', 'Making naturals last'],
      ],
      [
        'fragrance-chemistry',
        'Fragrance Chemistry for Makers',
        'What molecules do on the skin: volatility, polarity, oxidation and stability, explained for makers.',
        '5 weeks',
        'Intermediate',
        11900,
        'marco-bellini',
        45,
        ['Molecules and volatility', 'Stability and storage'],
      ],
      [
        'niche-brand-launch',
        'Launching a Niche Fragrance Brand',
        'From a finished formula to a product on sale: compliance, costing, bottles and your first 100 customers.',
        '6 weeks',
        'All Levels',
        29999,
        'claire-duval',
        44,
        ['Compliance and costing', 'Bottles, story and launch'],
      ],
      [
        'solid-and-oil-perfumes',
        'Solid and Oil Perfumes',
        'Balms, roll-ons and attars: formulas and techniques for alcohol-free perfume.',
        '2 weeks',
        'Beginner',
        8900,
        'lena-okafor',
        46,
        ['Oil perfumes', 'Solid perfumes'],
      ],
      [
        'olfactory-evaluation',
        'Olfactory Evaluation',
        'Train your nose to judge materials and finished perfumes the way evaluators do.',
        '4 weeks',
        'All Levels',
        13900,
        'marco-bellini',
        48,
        ['Training the nose', 'Evaluating a finished perfume'],
      ],
    ] as const
  ).map(([id, title, description, duration, level, priceCents, expert, ratingTenths, moduleNames]): CourseSeed => ({
    id,
    title,
    description,
    duration,
    level,
    priceCents,
    features: [
      `${moduleNames.length * 3} lessons in ${moduleNames.length} modules`,
      'Printable worksheets',
      'Community feedback',
      'Certificate of completion',
    ],
    outcomes: moduleNames.map((m) => `${m}: the method and the practice`).concat(['Document your work like a professional']),
    expert,
    image: '/catalogue/course-creation.svg',
    ratingTenths,
    modules: moduleNames.map((m) => ({
      title: m,
      summary: `${m}, from first principles to a finished exercise.`,
      lessons: ['Principles', 'Practice', 'Exercise'].map((part, i) =>
        L(
          `${m}: ${part.toLowerCase()}`,
          12 + i * 4,
          `${description} This part covers ${m.toLowerCase()} — ${part.toLowerCase()}.`,
          part === 'Exercise'
            ? 'Make a 10 g trial following the module, smell it at 1 h, 6 h and 24 h, and write down what changed.'
            : 'Keep a notebook open: write what you smell before you read what you should smell.',
        ),
      ),
    })),
  })),
];

export interface TutorialSeed {
  id: string;
  title: string;
  description: string;
  duration: string;
  level: 'Beginner' | 'Intermediate';
  views: number;
  body: string;
}

export const TUTORIALS: TutorialSeed[] = [
  {
    id: 'intro-perfumery',
    title: 'Introduction to Perfumery',
    description: 'What a perfume is made of, and how to start making one at home.',
    duration: '15 min',
    level: 'Beginner',
    views: 2480,
    body: `## What is a perfume?

A perfume is a blend of aromatic materials dissolved in a carrier, usually perfumer's alcohol. The blend — the *concentrate* — is typically 15–20% of an eau de parfum and 5–15% of an eau de toilette.

## The three parts of a scent

- **Top notes** are what you smell first: citrus, light herbs, aldehydes. They fade within 15–30 minutes.
- **Heart notes** carry the character for several hours: florals, spices, green notes.
- **Base notes** stay longest: woods, resins, musks, vanilla. They also slow the evaporation of everything above them.

## Your first kit

You need a 0.01 g scale (0.001 g is better), glass pipettes, smelling strips, small glass vials, perfumer's alcohol and five to ten materials. Start with bergamot, lavender, a rose material, cedarwood, vanilla and a clean musk.

## A first exercise

Weigh 2 g bergamot, 1 g lavender and 1 g cedarwood into a vial, add 16 g alcohol, shake and wait two days. Smell it on a strip at 5 minutes, 1 hour and 6 hours, and write down what changes. That notebook is the beginning of your practice.`,
  },
  {
    id: 'fragrance-families',
    title: 'Understanding Fragrance Families',
    description: 'The families perfumers use to describe and organise scents.',
    duration: '20 min',
    level: 'Beginner',
    views: 1960,
    body: `## Why families matter

Families are a shared vocabulary. When someone says "a woody chypre", a perfumer already imagines bergamot, labdanum, moss and woods.

## The main families

- **Citrus (Hesperidic):** bergamot, lemon, mandarin; fresh and short-lived. Classic colognes.
- **Floral:** rose, jasmine, tuberose, orange blossom; the largest family.
- **Fougère:** lavender, coumarin and oakmoss; the backbone of many masculine scents.
- **Chypre:** bergamot over labdanum and oakmoss; elegant and mossy.
- **Woody:** cedar, sandalwood, vetiver, patchouli.
- **Amber (Oriental):** vanilla, resins, spices, warm and enveloping.
- **Gourmand:** edible notes such as caramel, praline, coffee.

## Exercise

Take one perfume you own and place it on the fragrance wheel. Then find its neighbours: which family does its dry-down drift into after four hours?`,
  },
  {
    id: 'essential-oils',
    title: 'Working with Essential Oils',
    description: 'Choosing, storing, diluting and blending essential oils safely.',
    duration: '25 min',
    level: 'Intermediate',
    views: 1320,
    body: `## Buying well

Look for the botanical name (Lavandula angustifolia, not just "lavender"), the country of origin and the extraction method. Cold-pressed citrus oils contain furocoumarins; choose FCF (furocoumarin-free) bergamot for skin products.

## Storing

Keep oils in amber glass, tightly closed, in a cool dark place. Citrus oils oxidise within a year; woods and resins improve for years. Write the opening date on each bottle.

## Diluting

Strong oils (clove, cinnamon, oakmoss) are easier to dose at 10% in alcohol. Always record the dilution in your formula so the numbers stay true.

## Safety

Respect IFRA limits for each material and never apply undiluted oils to skin. Patch-test a 2% dilution on the inner forearm before wearing a blend.

## Blending exercise

Blend lavender, bergamot and vetiver at 3:2:1. Then replace the vetiver with cedarwood. Compare both after one hour: the base note changes the whole character.`,
  },
  {
    id: 'scent-layering',
    title: 'The Art of Scent Layering',
    description: 'Combining two or more perfumes on the skin to create your own signature.',
    duration: '18 min',
    level: 'Intermediate',
    views: 1750,
    body: `## What layering is

Layering means wearing two or more fragrances together so that they form a new scent. It works best when one perfume is simple and the other is rich.

## Rules that help

1. **Heaviest first.** Apply the richer perfume (amber, woods, vanilla) first, then the lighter one on top.
2. **Share a note.** Two perfumes with a common material — a musk, a citrus — blend more naturally.
3. **Less is more.** One spray of each; you can always add.

## Combinations to try

- A vanilla or amber base with a citrus cologne on top: warm and bright.
- A single-note rose with an oud or woody scent: deep and elegant.
- A clean musk with anything: it extends and softens the other perfume.

## Making it yours

When you find a pair you love, note the order and the number of sprays. In Finding Notes you can describe the result and get a single formula that captures it.`,
  },
];

export interface ExpertSeed {
  key: string;
  username: string;
  title: string;
  bio: string;
  location: string;
  specialty: string;
}

export const EXPERTS: ExpertSeed[] = [
  {
    key: 'claire-duval',
    username: 'claire_duval',
    title: 'Senior Perfumer',
    bio: 'Twenty years composing fine fragrance in Grasse and Paris; teaches structure and the working method.',
    location: 'Grasse, France',
    specialty: 'Chypres and florals',
  },
  {
    key: 'marco-bellini',
    username: 'marco_bellini',
    title: 'Fragrance Chemist',
    bio: 'Formulation chemist turned perfumer; works on stability, fixation and reformulation under IFRA rules.',
    location: 'Milan, Italy',
    specialty: 'Aroma chemicals',
  },
  {
    key: 'lena-okafor',
    username: 'lena_okafor',
    title: 'Natural Perfumer',
    bio: 'Builds perfumes from naturals only and runs workshops on sourcing and distillation.',
    location: 'Lagos, Nigeria',
    specialty: 'Natural perfumery',
  },
  {
    key: 'hiro-tanaka',
    username: 'hiro_tanaka',
    title: 'Evaluator',
    bio: 'Trains evaluation panels and writes about how people smell, remember and describe scent.',
    location: 'Tokyo, Japan',
    specialty: 'Olfactory evaluation',
  },
];

export interface ResourceSeed {
  id: string;
  title: string;
  description: string;
  content: string;
  actionLabel: string;
  type: 'guide' | 'template' | 'glossary' | 'checklist';
  fileUrl: string | null;
}

export const RESOURCES: ResourceSeed[] = [
  {
    id: 'formula-worksheet',
    title: 'Formula Worksheet',
    description: 'A printable sheet to record trials: material, dilution, grams, per mille and notes at 1 h, 6 h and 24 h.',
    content: 'Columns for material, CAS number, dilution, weight and percentage, with an evaluation grid.',
    actionLabel: 'Download Template',
    type: 'template',
    fileUrl: '/resources/formula-worksheet.csv',
  },
  {
    id: 'perfumery-glossary',
    title: 'Perfumery Glossary',
    description: 'Sixty terms from absolute to sillage, explained in plain words.',
    content:
      'Accord, absolute, aldehyde, base note, chypre, concentrate, dry-down, fixative, fougère, heart note, IFRA, maceration, sillage, top note and more.',
    actionLabel: 'Open Glossary',
    type: 'glossary',
    fileUrl: '/resources/perfumery-glossary.md',
  },
  {
    id: 'ifra-checklist',
    title: 'IFRA Compliance Checklist',
    description: 'What to check before you sell a perfume: restricted materials, category limits and documentation.',
    content: 'A step-by-step checklist for category 4 (fine fragrance) products.',
    actionLabel: 'Download Checklist',
    type: 'checklist',
    fileUrl: null,
  },
  {
    id: 'sourcing-guide',
    title: 'Sourcing Materials Guide',
    description: 'How to choose suppliers, read certificates of analysis and store materials.',
    content: 'Supplier questions, CoA and SDS reading, storage temperatures and shelf lives.',
    actionLabel: 'Read Guide',
    type: 'guide',
    fileUrl: null,
  },
];
