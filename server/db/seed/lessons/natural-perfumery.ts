import { formula } from '#server/db/seed/formula-block';
import { lesson, type ModuleSeed } from '#server/db/seed/lesson-seed';

/** Natural Perfumery (Lena Okafor): the natural palette and how to make naturals last. */
export const NATURAL_PERFUMERY: ModuleSeed[] = [
  {
    title: 'The natural palette',
    summary: 'The natural palette, from first principles to a finished exercise.',
    lessons: [
      lesson(
        'The natural palette: principles',
        `
Natural perfumery uses only materials obtained from plants (and, historically, animals) by physical means: pressing, distilling and extracting. Each method captures a different part of the plant's smell, so the same flower or peel can give materials as different as two separate plants. Knowing the methods is the first step to choosing well.

## Expression

Citrus peels are pressed cold: the oil glands in the peel burst and the oil is separated from the juice and water. Expressed oils (bergamot, lemon, orange, mandarin, grapefruit) smell most like the fruit, but they also carry non-volatile furocoumarins, which make skin burn in sunlight. Distilled citrus oils, such as distilled lime, have fewer of them; furocoumarin-free (FCF) grades are treated to remove them.

## Steam distillation

Steam is passed through the plant material; it carries the volatile molecules out, and they separate from the condensed water as an essential oil. Most herb, wood, leaf and seed oils are made this way: lavender, rosemary, vetiver, patchouli, cedarwood, sandalwood, cardamom. Heat changes some molecules, so a distilled oil smells "cooked" compared with the living plant; lavender oil is more herbal and less floral than the flowering field.

## Solvent extraction

Delicate flowers, gums and resins are extracted with a solvent such as hexane. Removing the solvent leaves a waxy **concrete**; washing the concrete with ethanol and chilling it removes most of the waxes, and evaporating the ethanol leaves an **absolute**. Absolutes (jasmine, rose, tuberose, orange flower, vanilla) smell closest to the flower or pod, and are dense, coloured and expensive. Resinoids are made the same way from gums such as benzoin and labdanum.

## CO2 and tinctures

Supercritical carbon dioxide extracts at low temperature, giving rich, true-to-life materials from spices, seeds and roots. Tinctures are the oldest home method: the material is steeped in ethanol for weeks, then filtered. A vanilla bean tincture is an easy first project.

## Yields and prices

Yields vary enormously. Citrus peels give a fair amount of oil; rose petals give so little that several tonnes of petals make one kilogram of rose oil. That is why rose oil and orris butter cost many times more than orange oil, and why natural perfumers plan their palette around cost as much as smell.

## At the bench (20 min)

Smell three pairs made by different methods from related plants: lavender oil (distilled) and lavandin oil; rose absolute (solvent) and rose oil (distilled); orange flower absolute and neroli oil (distilled from the same blossom). Dilute each to 10 % and, for each pair, write the facets the method added or removed.
`,
      ),
      lesson(
        'The natural palette: practice',
        `
A natural palette is built more slowly than a synthetic one, because each material is a little different from batch to batch and has to be learned as a family of smells rather than a single one. A practical first palette has about two dozen materials, chosen so that every part of a formula has at least three candidates.

## Twenty-four to start

- **Citrus and top (6):** bergamot FCF, lemon, sweet orange, mandarin, petitgrain bigarade, grapefruit.
- **Aromatic (4):** lavender, rosemary, clary sage, juniper berry.
- **Floral (5):** rose absolute, jasmine sambac absolute, neroli, ylang-ylang, geranium.
- **Spice (3):** cardamom, black pepper, pink pepper.
- **Woods (3):** vetiver, patchouli, Atlas cedarwood.
- **Resins and base (3):** labdanum, benzoin Siam, vanilla absolute.

Add sandalwood, orris butter, oakmoss and tonka when you are ready to spend on them.

## Buying well

Ask every supplier for the botanical name (Lavandula angustifolia, not "lavender"), the country of origin, the part of the plant, the extraction method and a batch number. Ask for a certificate of analysis (CoA), and for expensive oils a gas chromatography report, which shows whether the oil has been cut with cheaper materials. Ask also for the IFRA certificate, which states the limits that apply to that material in each category; for naturals these often come from constituents, such as the methyl eugenol of rose or the citral of lemon.

## Storing

Store oils in full, tightly closed amber glass bottles, in a cool dark place; a refrigerator at 4 to 8 °C is ideal for citrus, which oxidise within a year or two at room temperature. Pour large bottles into smaller ones as you use them, so that little air sits above the oil. Woods, resins and patchouli keep for years and often improve. Write the opening date on each bottle.

## Dilution for study

Keep a 10 % dilution of each material in ethanol for smelling and for small trials. Absolutes and resinoids can be thick or solid: warm them gently in a water bath before weighing, and use ethanol for absolutes and DPG or ethanol for resinoids.

## At the bench (30 min)

Make 10 % dilutions of the materials you own from the list, and a card for each: botanical name, origin, method, batch, and the smell at 5 minutes, 1 hour and 6 hours on a blotter. Group the cards by family and note which part of a formula each family is short of.
`,
      ),
      lesson(
        'The natural palette: exercise',
        `
The first natural perfume most people make is an eau fraîche: bright, herbal, light and easy to wear. This one is built only from naturals and shows both their beauty and their main weakness, which is that the top fades quickly. The next module deals with that weakness.

## The formula

${formula('%', [
  ['Bergamot oil FCF', 25],
  ['Petitgrain bigarade oil', 15],
  ['Lavender oil', 15],
  ['Sweet orange oil', 10],
  ['Benzoin Siam resinoid', 10],
  ['Vetiver oil', 8],
  ['Neroli oil', 5],
  ['Rosemary oil', 5],
  ['Atlas cedarwood oil', 4],
  ['Clary sage oil', 3],
])}

Bergamot and orange make the opening; petitgrain, neroli and lavender the heart; rosemary and clary sage the herbal accent. Vetiver, Atlas cedarwood and benzoin hold the dry-down, but gently: in a natural eau fraîche the base should be felt more than smelled.

## Weighing

Benzoin resinoid is very thick. Warm the closed bottle in a water bath at about 40 °C and weigh it first into the vial, then the vetiver and cedarwood, then the heart materials, and the citrus oils last. Swirl until the benzoin has dissolved into the oils; if it resists, add part of the ethanol you will use for dilution.

## Dilution and safety

Dilute at 8 % in perfumer's alcohol for an eau fraîche: 4 g of concentrate and 46 g of ethanol for 50 g. Use a certified FCF bergamot; expressed bergamot would be limited to 0.4 % of the finished product under IFRA_STD_087, which at 8 % means 5 % of the concentrate rather than 25 %. Sweet orange oil is not among the phototoxic oils with an IFRA Standard, but any citrus oil can irritate skin when it oxidises, so use fresh oils.

## Resting and smelling

Let the dilution rest two weeks in the dark, then filter through a paper filter if the benzoin has left a haze. Smell it on a blotter and on skin at 5 minutes, 30 minutes, 1 hour and 3 hours. You will notice how quickly the citrus leaves and how the herbs and woods remain; note the moment when the perfume stops smelling "fresh".

## At the bench (35 min)

Weigh a 10 g concentrate and dilute 4 g of it to 8 %. Keep the rest of the concentrate for the next module. Write your smelling notes at the four times, and mark the moment the freshness fades: you will try to push that moment later in the next lessons.
`,
      ),
    ],
  },
  {
    title: 'Making naturals last',
    summary: 'Making naturals last, from first principles to a finished exercise.',
    lessons: [
      lesson(
        'Making naturals last: principles',
        `
A natural perfume fades faster than a modern one for a simple reason: the long-lasting workhorses of contemporary perfumery (Iso E Super, Hedione, the synthetic musks, Ambroxan) have no natural equivalents at the same price and softness. The natural perfumer has to build longevity from a smaller, more characterful set of base materials, and use them so that they extend the top without swamping it.

## The natural base materials

The most useful natural bases, with their character and their limits, are:

- **Vetiver**: smoky, earthy, grapefruit-like; one of the longest-lasting oils.
- **Patchouli**: dark, damp, woody; improves with age.
- **Sandalwood** (Santalum album or the Australian and New Caledonian species): creamy, soft, milky; the natural perfumer's best bridge.
- **Labdanum**: ambery, leathery, deep; very tenacious.
- **Benzoin Siam**: sweet, vanillic, balsamic.
- **Vanilla absolute**: rich, sweet, boozy.
- **Tonka bean absolute**: hay, almond, sweet; rich in coumarin, which is limited to 1.5 % of a fine fragrance from all sources (IFRA_STD_023), so check the certificate's coumarin content.
- **Ambrette seed oil**: the plant musk, pear-like and winey; it contains ambrettolide, a natural macrocyclic musk.
- **Oakmoss absolute**: inky, forest-floor; limited to 0.1 % of the perfume together with treemoss (IFRA_STD_067 and IFRA_STD_080).
- **Orris butter**: powdery, rooty, cool; expensive and tenacious.

## Bridges, not anchors

The mistake is to add a heavy base under a light top. A natural formula lasts best when each base material shares a facet with the materials above it: vetiver's grapefruit facet continues bergamot; sandalwood's milky softness continues neroli; ambrette continues the pear and wine of a fruity top. The nose then perceives one perfume that fades gradually rather than a citrus that disappears to reveal a resin.

## Concentration

Natural perfumes often need a higher concentration than synthetic ones to last: 20 to 25 % rather than 15 to 20 %. Every increase multiplies the restricted constituents, so redo the IFRA check at the concentration you choose, including the combined budget for phototoxic citrus (IFRA_STD_089).

## At the bench (20 min)

Dilute to 10 %: vetiver, sandalwood, ambrette seed, labdanum and tonka. Dip blotters of each alongside a blotter of bergamot FCF. At 30 minutes, 2 hours and 6 hours, write which base material seems to continue the bergamot best. That material is your bridge for the next lesson.
`,
      ),
      lesson(
        'Making naturals last: practice',
        `
The practical answer to fading naturals is a good natural base: a pre-blended accord of tenacious materials that you add to formulas like a foundation. Professionals keep several such bases; this lesson builds a warm amber one and a lighter woody one, and shows how to use them.

## A natural amber base

${formula('%', [
  ['Benzoin Siam resinoid', 30],
  ['Labdanum absolute', 25],
  ['Vanilla absolute', 15],
  ['Tonka bean absolute', 10],
  ['Patchouli oil', 10],
  ['Opoponax oil', 5],
  ['Olibanum oil', 5],
])}

Benzoin and vanilla give the sweetness, labdanum the depth, tonka a hay-like warmth, patchouli the dark wood, opoponax a honeyed resin and olibanum a cool, peppery lift that keeps the base from becoming heavy.

Opoponax is limited to 0.43 % of a fine fragrance (IFRA_STD_070). If this base makes up 30 % of a concentrate used at 20 %, opoponax is 5 % × 0.3 × 0.2 = 0.3 % of the perfume: inside. Tonka brings coumarin, limited to 1.5 % (IFRA_STD_023); with an absolute of high coumarin content, work out the coumarin from the supplier's certificate.

## A natural woody base

For fresher perfumes, a lighter base works better:

${formula('%', [
  ['Sandalwood oil', 35],
  ['Vetiver oil', 25],
  ['Atlas cedarwood oil', 20],
  ['Ambrette seed oil', 10],
  ['Orris butter', 5],
  ['Olibanum oil', 5],
])}

## Using a base

Use a base as one material in a formula, at 20 to 40 % of the concentrate. Make it in advance and let it mature for at least two weeks before use; resinous bases in particular smooth out with time. Write in your formula "amber base, batch 3, 30 %", and keep the base's own formula on its own sheet, so that you can compute each material's level in the finished perfume when you check it.

## Handling thick materials

Labdanum, benzoin and vanilla absolute are sticky and viscous. Warm them in a water bath at about 40 °C before weighing, weigh them first into the vial, and add the fluid oils after. A little ethanol helps them mix; if you use it, record it, because it is part of the base's weight.

## At the bench (40 min)

Weigh both bases as 10 g batches, warming the resins as needed. Label them with the date and batch. Let them rest two weeks; smell them at 10 % on the first day and at the end of the two weeks, and write what changed.
`,
      ),
      lesson(
        'Making naturals last: exercise',
        `
This exercise brings the module together. You take the eau fraîche from the first module, whose freshness faded within the hour, and use the bases and bridges of this module to make it last several hours longer without losing its brightness.

## Three versions

Make three 10 g concentrates:

1. **The original** eau fraîche, unchanged, as a control.
2. **With the woody base**: replace the benzoin, vetiver and Atlas cedarwood of the original (22 % together) with 22 % of the natural woody base from the last lesson.
3. **With bridges**: the woody-base version, plus one bridge for the top: take 5 % from the lavender and add vetiver 3 % and ambrette seed oil 2 %, which continue the citrus and herbs into the dry-down.

Here is version 3 in full, with the woody base counted as one material:

${formula('%', [
  ['Bergamot oil FCF', 25],
  ['Petitgrain bigarade oil', 15],
  ['Lavender oil', 10],
  ['Sweet orange oil', 10],
  ['Sandalwood oil', 7.7, 'woody base'],
  ['Vetiver oil', 5.5, 'woody base'],
  ['Atlas cedarwood oil', 4.4, 'woody base'],
  ['Ambrette seed oil', 2.2, 'woody base'],
  ['Orris butter', 1.1, 'woody base'],
  ['Olibanum oil', 1.1, 'woody base'],
  ['Neroli oil', 5],
  ['Rosemary oil', 5],
  ['Clary sage oil', 3],
  ['Vetiver oil', 3, 'bridge'],
  ['Ambrette seed oil', 2, 'bridge'],
])}

The woody base appears as its six materials so that you can see each one's level: at 22 % of the concentrate, the base's 35 % sandalwood becomes 7.7 %.

## Comparing

Dilute each version to 10 % in ethanol and let all three rest for two weeks. Then apply the three on blotters at the same time, and two of them on skin, one per forearm. Smell at 5 minutes, 30 minutes, 1 hour, 2 hours and 4 hours. At each time, write two things: does it still smell fresh, and does it still smell like one perfume?

## What to expect

The base usually adds an hour or more of presence but can make the opening seem softer. The bridges matter more than their small dose suggests: they join the top to the base so that the fading is gradual. If version 3 smells heavy in the first minutes, reduce the woody base to 18 % and raise the bergamot.

## Sharing the result

Post your three formulas and your timed notes in the community, and say which version you would wear and why. Note the time at which each stopped smelling fresh: that time is the measure of this module's success.

## At the bench (45 min)

Weigh the three versions, dilute, and set them to rest. After two weeks, run the comparison at the five times and write your notes.
`,
      ),
    ],
  },
];
