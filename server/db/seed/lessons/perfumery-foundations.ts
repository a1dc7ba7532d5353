import { formula } from '#server/db/seed/formula-block';
import { lesson, type ModuleSeed } from '#server/db/seed/lesson-seed';

/** Perfumery Foundations (Lena Okafor): smelling, naming and a first blend. */
export const PERFUMERY_FOUNDATIONS: ModuleSeed[] = [
  {
    title: 'Smelling like a perfumer',
    summary: 'Smelling like a perfumer, from first principles to a finished exercise.',
    lessons: [
      lesson(
        'Smelling like a perfumer: principles',
        `
Everyone can smell; perfumers have learned to pay attention. The difference is not a gifted nose but a method: smelling in the same way every time, in conditions that do not lie, and putting words on what you smell so that you can remember it. This first lesson sets up that method.

## Smell on a blotter, not from the bottle

The air above an open bottle is dominated by the most volatile molecules, so the bottle always smells of the top notes and often of solvent. Dip a paper smelling strip (a blotter) about 1 cm into the material, write its name on the other end, and let the alcohol flash off for a few seconds. Hold the blotter a few centimetres below your nose and take two or three short, gentle sniffs, as a dog does, rather than one deep breath. Then take the blotter away and think.

## Rest your nose

Smell receptors adapt quickly: after a few seconds of the same smell, you stop perceiving it. That is why the tenth sniff of a blotter tells you less than the first. Smell each blotter in short bursts, wait between materials, and stop after about twenty minutes or a dozen materials. The popular cup of coffee beans does not reset the nose; breathing fresh air, or smelling the skin of your own forearm, works better.

## A neutral room

Work in a room without cooking smells, candles or air fresheners, and do not wear perfume or scented hand cream on the days you study. Wash your hands with unscented soap before you start. Keep the window slightly open, but not in a draught.

## Words before judgments

Beginners say "I like it" or "it's strong". Perfumers first describe: the family (citrus, floral, woody), the facets (green, fruity, powdery, smoky, sweet), what it reminds them of (a lemon peel, a pencil, a clean shirt), and only then whether it is pleasant. Description is what you can share with others and recall years later.

## At the bench (15 min)

Take five materials you own, or five perfumes, and smell each on a labelled blotter with short sniffs. For each, write one family, three facets and one memory. Rest two minutes between blotters. Set the blotters on a clean glass and smell them again one hour later: write what has changed.
`,
      ),
      lesson(
        'Smelling like a perfumer: practice',
        `
Perfumers learn materials the way musicians learn notes: one at a time, by repetition, always in the same conditions. In this lesson you build a reference set of eight materials and follow each across a day, so that you learn not only what it smells like but how it changes and how long it lasts.

## The reference eight

Choose materials that span the families and the evaporation curve:

1. **Lemon oil**: citrus, sharp, juicy; one of the most volatile.
2. **Lavender oil**: aromatic, floral, herbal; a heart-top material.
3. **Phenylethyl alcohol**: soft rose petals, slightly honeyed; the backbone of many rose accords.
4. **Hedione**: airy, transparent jasmine; lasts for hours.
5. **Cedarwood oil** (Virginia): dry wood, pencil shavings.
6. **Vetiver oil**: smoky, earthy, rooty; very tenacious.
7. **Vanillin**: sweet, creamy, vanilla; a base note that can last for days.
8. **Galaxolide**: clean, sweet musk, the smell of fresh laundry.

Buy them diluted at 10 % if you can, or dilute them yourself: 1 g of material in 9 g of ethanol. Vanillin is a crystal that dissolves well in ethanol at 10 %.

## Following the evaporation

Dip a blotter for each at the same moment and lay them on a glass or a blotter stand so that they do not touch. Smell them in the same order at 5 minutes, 30 minutes, 2 hours, 6 hours and 24 hours. At each time, write one line: is it still there, and what has changed? You will see the lemon vanish within hours, the lavender turn woody and hay-like, the phenylethyl alcohol fade quietly, and vanillin and Galaxolide stay almost unchanged into the next day.

## Drawing the curve

On a sheet, draw a line for each material across the five times, thick when it is strong and thin when it fades. This simple drawing is your first evaporation chart, and the basis of the top, heart and base classification you will use in every formula.

## At the bench (20 min)

Dilute the eight materials and dip the blotters; the twenty minutes are the work at the bench, and the later smellings are short checks spread over the day. Smell the blotters at the five times. Draw the chart. Then sort the eight into top, heart and base by your own chart, not by what a book says, and note any that surprised you.
`,
      ),
      lesson(
        'Smelling like a perfumer: exercise',
        `
Recognition is the test of learning. In this exercise you check, blind, whether you can recognise the eight reference materials of the last lesson, tell apart materials that are easily confused, and rank strength. Evaluators in the industry do the same tests, repeated over months.

## Preparing a blind set

You need a helper. Ask them to dip two blotters for each of your eight reference materials, at the same 10 % dilution, and to write a code (a letter and a number) on the back of each instead of the name. They keep the key. Add two materials you did not study, such as mandarin oil and benzyl acetate, to keep the test honest.

## Test one: naming

Smell each coded blotter and write the name of the material, or "unknown". Score one point for each correct name. Beginners usually recognise lemon, lavender and vanillin at once, confuse Hedione and phenylethyl alcohol, and miss the musk, which some noses can hardly perceive. A score of 12 out of 16 at the first attempt is good.

## Test two: the triangle

Ask your helper to set three blotters: two of one material and one of a similar material, such as cedarwood and vetiver, or phenylethyl alcohol and Hedione. Your task is to find the odd one. Triangle tests are used by professional panels because guessing succeeds only one time in three. Repeat with three different pairs.

## Test three: ranking strength

Ask your helper to make a dilution series of one material, for instance lavender oil at 10 %, 3 %, 1 % and 0.3 % in ethanol, and to code the vials. Dip blotters and rank them from strongest to weakest. Then do the same with Galaxolide. Most people rank lavender perfectly and musk poorly: strength is perceived differently for different materials, which is why perfumers dose by experience and not by arithmetic alone.

## Scoring and repeating

Write your scores in your notebook with the date. Repeat the whole exercise every week for a month, with the codes changed. Your scores will rise faster than you expect, and the materials you keep missing are the ones to study next.

## At the bench (30 min)

Run the three tests with your helper: naming with sixteen blotters, three triangles, and two dilution rankings. Record the scores and the confusions, and pick two confused materials to smell side by side every day this week.
`,
      ),
    ],
  },
  {
    title: 'Your first blends',
    summary: 'Your first blends, from first principles to a finished exercise.',
    lessons: [
      lesson(
        'Your first blends: principles',
        `
A perfume is a concentrate of aromatic materials diluted in a carrier, usually perfumer's alcohol. Before you mix anything, it helps to know four ideas that govern every blend: weight, proportion, structure and dilution.

## Weigh, do not count drops

A drop is not a unit. Its size depends on the pipette, the temperature and the viscosity of the material; a drop of thin lemon oil and a drop of thick vetiver are not the same amount. Weigh every material on a scale that reads at least 0.01 g, preferably 0.001 g. Weighing makes a blend repeatable, and a blend you can repeat is a blend you can improve.

## Proportions in percent

Write every blend as percentages of the concentrate, so that you can scale it to any size. A blend of 6 g bergamot, 3 g lavender and 1 g cedarwood is 60 %, 30 % and 10 %: the same formula at 10 g or at 100 g. Always check that the percentages add up to 100.

## Structure

A blend that lasts has materials from each part of the evaporation curve you drew in the smelling lessons: something to open (citrus, light herbs), something to carry the character (florals, spices, aromatic herbs) and something to stay (woods, resins, musks, vanilla). A blend of only citrus is gone in an hour; a blend of only woods never opens.

## Dilution

The concentrate is then diluted. An eau de cologne contains a few percent of concentrate, an eau de toilette roughly 5 to 15 %, an eau de parfum roughly 15 to 20 %. The same concentrate smells different at each dilution: stronger is not always better, and a citrus blend is often most beautiful at a low concentration.

## Safety from the start

Some materials are restricted on skin. Bergamot oil, as pressed from the fruit, can make skin burn in sunlight: IFRA_STD_087 limits it to 0.4 % of a finished perfume, so choose bergamot FCF (furocoumarin-free). Never put undiluted materials on skin, and keep materials away from children and pets.

## At the desk (10 min)

Write three small blends as percentages that add to 100: a citrus, a floral and a woody one, each with at least one opening, one heart and one base material from your reference eight. Convert each to grams for a 10 g batch.
`,
      ),
      lesson(
        'Your first blends: practice',
        `
The eau de cologne is the perfect first perfume. It is mostly citrus and aromatic oils, it is forgiving, and its history goes back to the early eighteenth century, when Italian perfumers in Cologne sold a fresh citrus water that gave the genre its name. In this lesson you make one from a formula, weigh it properly, and dilute it.

## The formula

${formula('%', [
  ['Bergamot oil FCF', 30],
  ['Lemon oil', 15],
  ['Sweet orange oil', 10],
  ['Petitgrain bigarade oil', 10],
  ['Lavender oil', 10],
  ['Neroli oil', 5],
  ['Rosemary oil', 5],
  ['Hedione', 10],
  ['Galaxolide', 5],
])}

Bergamot, lemon and orange make the bright opening; petitgrain (from the leaves and twigs of the bitter orange tree) and neroli (from its blossoms) give the green, floral heart of a true cologne; lavender and rosemary are the aromatic herbs of the tradition. Hedione and Galaxolide are modern additions that make it last longer than the historical recipes.

## Weighing a 10 g concentrate

Place a clean 15 ml glass vial on the scale and tare it. Weigh the Galaxolide and Hedione first, then the lavender, rosemary, neroli and petitgrain, and the citrus oils last, because they evaporate fastest: 0.50 g Galaxolide, 1.00 g Hedione, 1.00 g lavender, 0.50 g rosemary, 0.50 g neroli, 1.00 g petitgrain, 1.00 g sweet orange, 1.50 g lemon, 3.00 g bergamot FCF. Cap, swirl and label.

## Diluting

Colognes are light: dilute at about 5 %. Weigh 2.5 g of the concentrate and 47.5 g of perfumer's alcohol into a 50 ml bottle. At 5 %, the lemon oil is 0.75 % of the finished cologne, well under the 2 % that IFRA_STD_092 allows for cold-pressed lemon oil on skin.

## Resting

Let the cologne rest at least a week in a dark cupboard. Freshly mixed citrus smells sharp and disconnected; after a week the oils have blended and the alcohol smells softer.

## At the bench (30 min)

Weigh the 10 g concentrate, write the actual weights next to the targets, and dilute 2.5 g at 5 %. Keep the rest of the concentrate in a closed, labelled vial. After one week, smell the cologne on a blotter and on skin at 5 minutes, 30 minutes and 2 hours, and write one line each time.
`,
      ),
      lesson(
        'Your first blends: exercise',
        `
Your first own perfume is a small woody-amber, built in three steps from a simple base. It teaches the most important habit in perfumery: changing one thing at a time and writing down what happened.

## Step one: the base

Start with a three-material base of wood, warmth and lift:

${formula('%', [
  ['Iso E Super', 45],
  ['Lavender oil', 25],
  ['Cedarwood oil', 20],
  ['Vanillin', 10],
])}

Weigh it as a 5 g blend: 0.50 g vanillin first, then 1.00 g cedarwood, 2.25 g Iso E Super and 1.25 g lavender. Vanillin is a crystal and may not dissolve fully in the oils alone; it will once you add the ethanol. Dilute 1 g of the base in 4 g of ethanol (20 %) and smell it on a blotter at 5 minutes, 1 hour and 6 hours.

## Step two: one change at a time

Now make three variations, each changing only one thing, each a 5 g blend:

1. **More warmth**: vanillin 15 %, Iso E Super 40 %.
2. **A fresh top**: add bergamot FCF at 10 %, taking it from the Iso E Super (35 %).
3. **A darker base**: add vetiver at 5 %, taking it from the cedarwood (15 %).

Label them A, B and C with the base as 0. Dilute each at 20 % and smell all four side by side at the same three times. Write, for each variation, what changed compared with the base, in the first minutes and after six hours.

## Step three: your version

Choose the variation you prefer and make one more change of your own, for example adding Galaxolide at 5 % for a clean musky trail, or replacing part of the lavender with clary sage. Write your final formula in percent, check it adds up to 100, and dilute it to 20 % as a 10 g eau de parfum. If your change adds cedarwood, check it first. Virginia cedarwood oil is about 30 % cedrene, and cedrene is limited to 1.5 % of a perfume from all sources (IFRA_STD_197). With cedarwood at 20 % of a concentrate used at 20 %, your perfume contains 4 % cedarwood oil and about 1.2 % cedrene, inside the limit; at 40 % cedarwood it would contain about 2.4 % cedrene, well over it. That is why the base keeps the cedarwood at 20 %.

## At the bench (40 min)

Make the base and the three variations, smell them at the three times, and write your notes. Then make your own version and give it a name. Share the formula and your notes in the community: the comments of more experienced members are the best next lesson.
`,
      ),
    ],
  },
];
