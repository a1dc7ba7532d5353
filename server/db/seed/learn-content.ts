/**
 * The learning catalogue written for Sillage: courses (with modules and lessons), tutorials, experts
 * and resources. Seeded once; admins manage it afterwards. Prices in cents.
 *
 * The lessons' texts live in ./lessons (one file a course), the tutorials' in ./tutorials.ts. Lesson minutes,
 * tutorial durations and the course totals are computed from the texts (./study-time.ts), never typed.
 */
import { courseHours } from './study-time';
import type { ModuleSeed } from './lesson-seed';
import { ADVANCED_BLENDING } from './lessons/advanced-blending';
import { FRAGRANCE_CHEMISTRY } from './lessons/fragrance-chemistry';
import { NATURAL_PERFUMERY } from './lessons/natural-perfumery';
import { NICHE_BRAND_LAUNCH } from './lessons/niche-brand-launch';
import { OLFACTORY_EVALUATION } from './lessons/olfactory-evaluation';
import { PERFUMERY_FOUNDATIONS } from './lessons/perfumery-foundations';
import { PRO_PERFUME_CREATION } from './lessons/pro-perfume-creation';
import { SOLID_AND_OIL_PERFUMES } from './lessons/solid-and-oil-perfumes';

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

/** "12 lessons in 4 modules, about 6 h of reading and bench work": counted and summed from the lessons, never typed. */
function lessonsFeature(modules: readonly ModuleSeed[]): string {
  const lessons = modules.flatMap((m) => m.lessons);
  return `${lessons.length} lessons in ${modules.length} modules, about ${courseHours(lessons.map((l) => l.minutes))} of reading and bench work`;
}

export const COURSES: CourseSeed[] = [
  {
    id: 'pro-perfume-creation',
    title: 'Professional Perfume Creation',
    description: 'From the first accord to a finished, stable perfume: the working method of a professional perfumer, step by step.',
    duration: '4 weeks',
    level: 'Advanced',
    priceCents: 12999,
    features: [
      lessonsFeature(PRO_PERFUME_CREATION),
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
    modules: PRO_PERFUME_CREATION,
  },
  {
    id: 'advanced-blending',
    title: 'Advanced Blending Techniques',
    description:
      'Six weeks on the techniques that separate a good blend from a signature: overdoses, fixation, naturals with aroma chemicals, and reformulation. Includes 1-year ingredient database access.',
    duration: '6 weeks',
    level: 'Expert',
    priceCents: 14999,
    features: [
      lessonsFeature(ADVANCED_BLENDING),
      '1-year ingredient database access',
      'Reformulation case studies',
      'Certificate of completion',
    ],
    outcomes: [
      'Design an overdose around one material',
      'Fix volatile top notes without flattening them',
      'Blend naturals and aroma chemicals with intent',
      'Reformulate a classic under modern restrictions',
    ],
    expert: 'marco-bellini',
    image: '/catalogue/course-blending.svg',
    ratingTenths: 49,
    modules: ADVANCED_BLENDING,
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
        PERFUMERY_FOUNDATIONS,
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
        NATURAL_PERFUMERY,
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
        FRAGRANCE_CHEMISTRY,
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
        NICHE_BRAND_LAUNCH,
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
        SOLID_AND_OIL_PERFUMES,
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
        OLFACTORY_EVALUATION,
      ],
    ] as const
  ).map(([id, title, description, duration, level, priceCents, expert, ratingTenths, modules]): CourseSeed => ({
    id,
    title,
    description,
    duration,
    level,
    priceCents,
    features: [lessonsFeature(modules), 'Printable worksheets', 'Community feedback', 'Certificate of completion'],
    outcomes: modules.map((m) => `${m.title}: the method and the practice`).concat(['Document your work like a professional']),
    expert,
    image: '/catalogue/course-creation.svg',
    ratingTenths,
    modules,
  })),
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
