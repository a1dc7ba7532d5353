import { formula } from '#server/db/seed/formula-block';
import { lesson, type ModuleSeed } from '#server/db/seed/lesson-seed';

/** Advanced Blending Techniques (Marco Bellini): overdoses, fixation, naturals and synthetics, diffusion, reformulation. */
export const ADVANCED_BLENDING: ModuleSeed[] = [
  {
    title: 'Overdoses',
    summary: 'One material at 20% or more, and everything that makes it wearable.',
    lessons: [
      lesson(
        'Choosing an overdose material',
        `
An overdose is a formula built around one material used far above its usual level, often 20 % of the concentrate or more, so that the material becomes the perfume's signature rather than one voice among many. Done well, it gives a perfume a clear, memorable idea. Done badly, it smells like a raw material in alcohol.

## What makes a good candidate

Not every material survives an overdose. The good candidates share five traits. They are **low in odour strength**, so that a large dose is pleasant rather than shrill: Hedione, Iso E Super, Galaxolide and ethylene brassylate all sit at the bottom of the strength scale in the materials knowledge base. They **smell good at every dilution**, from the bottle to a faint trace on a sleeve. They are **stable** in alcohol and on skin. They are **affordable by the kilogram**. And they have **room under IFRA**.

## Checking the room under IFRA

The last point decides more overdoses than taste does. Hedione, Galaxolide, Ambroxan and ethylene brassylate have no IFRA Standard. Iso E Super is limited to 20 % of the finished fine fragrance (IFRA_STD_068), which an eau de parfum at 20 % can only reach if the concentrate were pure Iso E Super. Cashmeran is limited to 3.8 % (IFRA_STD_028): at a 20 % concentration that is 19 % of the concentrate at most. Benzyl salicylate is limited to 7.3 % (IFRA_STD_011), and alpha-isomethyl ionone belongs to the methyl ionone group, 30 % for the whole group (IFRA_STD_063). Hexyl cinnamal, a classic jasmine-effect overdose, is limited to 9.9 % (IFRA_STD_040).

## The character test

A material you overdose will be smelled for hours, so you have to like it alone. Ask of each candidate: what does it smell like at the top, after an hour and the next day? Does it tire the nose? Hedione is airy and jasmine-like but can feel thin alone; Iso E Super is velvety and woody but many people become anosmic to parts of it after a few minutes; Galaxolide is clean and sweet but can smell of laundry if it dominates.

## At the bench (30 min)

Choose five candidates: Hedione, Iso E Super, Galaxolide, Ambroxan and Cashmeran. Dilute each to 10 % and 1 % in ethanol. Smell each undiluted, at 10 % and at 1 % on blotters, and again after 1 hour and 24 hours. For each, write one line on its character at each dilution, its IFRA ceiling at a 20 % concentration, and whether you would wear it alone. Choose one to overdose in the next lesson.
`,
      ),
      lesson(
        'Supporting the overdose',
        `
An overdose material alone is a sketch. What makes it a perfume is the small group of materials that frame it: some that lift it at the start, some that give it a body it lacks, and some that carry it into the dry-down. The art is to support without covering.

## Three jobs for the supporting cast

Take Iso E Super at 40 % of the concentrate. On its own it smells of velvety cedar and a vague amber, but it has almost no opening and its dry-down feels hollow to many noses. The supporting materials have three jobs. **An opening** that hands over to the overdose: a citrus and a spice that share its dryness, such as bergamot FCF and pink pepper. **A body** in the heart: a floral or woody material that fills the gap between opening and base, such as Hedione and a touch of violet-woody alpha-isomethyl ionone. **A trail** in the base: musks and an amber that extend the overdose without changing its colour, such as Habanolide and Ambroxan.

## A worked frame

${formula('%', [
  ['Iso E Super', 40],
  ['Hedione', 15],
  ['Bergamot oil FCF', 10],
  ['Habanolide', 10],
  ['Cedarwood oil', 6],
  ['Vetiver oil', 5],
  ['alpha-Isomethyl ionone', 5],
  ['Pink pepper oil', 3],
  ['Ambroxan', 2],
  ['Patchouli oil', 2],
  ['Cardamom oil', 2],
])}

At 20 % in alcohol, Iso E Super is 8 % of the perfume, well under its 20 % limit. The Virginia cedarwood adds cedrene, which IFRA_STD_197 limits to 1.5 % from all sources: 6 % × 0.2 × 0.30 is about 0.36 %.

## Rules for support

Keep every supporting material below a third of the overdose, or the formula becomes a blend with a large ingredient rather than an overdose. Choose supports that share a facet with the overdose (here: dryness, wood, a mineral edge) so that they merge into it. And test the frame against the overdose alone at the same dilution: if people prefer the raw material, the frame is covering rather than supporting.

## At the bench (30 min)

Weigh the frame above as a 10 g trial, and a second trial of Iso E Super alone, both diluted to 20 %. Compare them on blotters and on skin at 10 minutes, 2 hours and 6 hours. Then make a third trial replacing Habanolide with Galaxolide and note which musk keeps the overdose truer to itself.
`,
      ),
      lesson(
        'Case study: an iris overdose',
        `
Iris is the most expensive note in perfumery. Orris butter comes from the rhizomes of Iris pallida and related species, which are dried and stored for about three years while the odorous irones slowly form, and only then distilled. The result is a waxy, largely fatty-acid mass with a few percent of irones: powdery, rooty, carrot-like, with a cool violet edge. A perfume that smells richly of iris almost never contains a rich dose of it.

## Building iris around ionones

The trick is an overdose of a cheaper relative. Alpha-isomethyl ionone has a powdery, orris-violet character and is low in strength; alpha-irone is the molecule family that gives orris its signature, and a little of it goes far. Orris butter itself is kept for texture and truth, in small amounts. Carrot seed oil adds the earthy, rooty facet real orris has. Heliotropin and musks provide the powder and the skin-like dry-down.

${formula('%', [
  ['alpha-Isomethyl ionone', 25],
  ['Iso E Super', 15],
  ['Galaxolide', 12],
  ['Hedione', 10],
  ['Benzyl salicylate', 8],
  ['Bergamot oil FCF', 7],
  ['Cedarwood oil', 6],
  ['Heliotropin', 4],
  ['Orris butter', 3],
  ['Vetiver oil', 3],
  ['Linalool', 3],
  ['Ambrettolide', 2],
  ['alpha-Irone', 1.5],
  ['Carrot seed oil', 0.5],
])}

## The safety arithmetic

Alpha-isomethyl ionone and the irones belong to one group under IFRA_STD_063: methyl ionones and irones together, 30 % of a fine fragrance. Here the group is 26.5 % of the concentrate; at 18 % in alcohol that is 4.8 % of the perfume, far inside the limit, even counting the irones the orris butter brings. Benzyl salicylate is 1.4 % against its 7.3 % (IFRA_STD_011).

## What to listen for

Smell the trial after two days. Too much ionone and the iris turns into a violet sweet; too little and the powder collapses into the musks. The orris butter should not be smelled as such: remove it in a test trial and see whether people notice. Most do, not in the top but in the dry-down, where it gives a cool, rooty depth the ionones cannot.

## At the bench (35 min)

Weigh this formula as a 10 g trial and a second one without orris butter (add the 3 % to the methyl ionone). Orris butter is solid at room temperature: warm it gently to weigh it, or keep a 10 % dilution in ethanol warmed and shaken before use. Dilute both trials to 18 %, rest a week, and compare them blind with two friends at 15 minutes and 4 hours.
`,
      ),
    ],
  },
  {
    title: 'Fixation',
    summary: 'Making the first impression last.',
    lessons: [
      lesson(
        'How fixatives work',
        `
"Fixative" is one of the oldest words in perfumery and one of the most misused. It suggests a glue that holds volatile molecules on the skin. What it really describes is a handful of physical effects, each smaller than the word implies, and one perceptual effect that matters more than all of them.

## Evaporation and vapour pressure

Every material evaporates at a rate set by its vapour pressure. Small, non-polar molecules such as limonene leave in minutes; large or strongly hydrogen-bonding molecules such as vanillin, the macrocyclic musks and Ambroxan stay for days. In a mixture, each material's contribution to the vapour above it depends roughly on its own vapour pressure and its share of the mixture. Add a large amount of a heavy, low-volatility material and the volatile ones make up a smaller share of the liquid: their evaporation slows, a little. That is the solvent effect, and it is real but modest.

## Interactions and viscosity

Some fixatives do more: resins and balsams such as benzoin and labdanum are viscous and can hold lighter molecules through hydrogen bonding and sheer stickiness, slowing their escape further. Benzyl benzoate, a nearly odourless solvent, is widely used this way; it is limited to 4.8 % of a fine fragrance under IFRA_STD_009, counting what comes with naturals such as Peru balsam and ylang-ylang.

## The bridge

The effect that matters most is perceptual. When the top notes fade, a well-chosen base note that shares their character continues the same idea in a heavier register. A bergamot fades into a vetiver that is green and grapefruit-like; a lavender fades into coumarin and tonka. The nose reads one continuous story and calls it lasting. This is why perfumers choose fixatives by smell first and by physics second.

## Testing fixation

Fixation is easy to imagine and hard to prove, so test it side by side. Use identical blotters, dip them to the same depth, and smell blind, because knowing which blotter has the fixative changes what you perceive.

## At the bench (30 min)

Make three 5 g blends at 10 % in ethanol: lemon oil alone; lemon oil 80 parts with benzoin Siam resinoid 20 parts; lemon oil 80 parts with Habanolide 20 parts. Dip three blotters to the same depth, label the backs, and have someone shuffle them. Smell at 15 minutes, 1 hour, 2 hours and 4 hours and note at each time whether you can still smell lemon, and whether what you smell is lemon or the fixative. Which effect was larger: slower evaporation or the bridge?
`,
      ),
      lesson(
        'Resins, musks and ambers',
        `
Three families of base materials do most of the fixing in modern perfumery. Resins and balsams are the oldest, musks the most versatile, and ambers the most radiant. Knowing how each behaves, and which are restricted, lets you choose a base that extends a formula in the direction you want.

## Resins and balsams

Labdanum, from the rockrose Cistus ladanifer, is dark, leathery and ambery; benzoin Siam is sweet, vanillic and soft; tolu balsam adds a cinnamic, balsamic warmth; opoponax is sweet and honeyed; styrax is smoky and balsamic. Several carry IFRA Standards that apply in Category 4: styrax resinoid, absolute and oil 0.64 % with crude gums prohibited (IFRA_STD_078); opoponax 0.43 % (IFRA_STD_070); Peru balsam extracts and distillates 0.41 % with crude Peru balsam prohibited (IFRA_STD_071). Whatever the resin, read the supplier's IFRA certificate before you use it heavily: many naturals bring restricted constituents with them.

## Musks

Musks fall into three chemical families. Macrocyclic musks (Habanolide, Exaltolide, ambrettolide, ethylene brassylate) are clean, skin-like and close to the natural musk they replace; Exaltolide is limited to 2.4 % (IFRA_STD_026). Polycyclic musks (Galaxolide, Cashmeran) are sweeter and more diffusive; Cashmeran is limited to 3.8 % (IFRA_STD_028). Alicyclic musks (Helvetolide, Romandolide) are fruity, radiant and modern. The old nitro musks are largely gone: musk ambrette is prohibited (IFRA_STD_168).

## Ambers

"Amber" names an accord, not a material: classically labdanum, benzoin and vanilla, warm and resinous. Ambroxan brings a different, mineral and woody amber of ambergris type; a few percent give a formula a long, warm radiance.

## A classic amber base

${formula('%', [
  ['Benzoin Siam resinoid', 25],
  ['Labdanum absolute', 20],
  ['Benzyl benzoate', 13],
  ['Vanillin', 10],
  ['Ethylene brassylate', 10],
  ['Patchouli oil', 8],
  ['Tonka bean absolute', 5],
  ['Opoponax oil', 4],
  ['Ambroxan', 3],
  ['Styrax resinoid', 2],
])}

Used at 40 % of a concentrate at 20 %, opoponax is 0.32 % of the perfume (limit 0.43 %), styrax 0.16 % (limit 0.64 %) and benzyl benzoate 1.04 % (limit 4.8 %), before counting what the benzoin brings.

## At the bench (35 min)

Weigh this base as a 10 g trial; benzoin and labdanum are viscous, so warm them to about 40 °C in a water bath before weighing. Make two variants: one replacing the ethylene brassylate with Galaxolide, one replacing Ambroxan with more labdanum. Dilute to 10 % and smell all three at 1 hour, 6 hours and 24 hours.
`,
      ),
      lesson(
        'Fixing citrus without dulling it',
        `
Citrus is the hardest family to make last. Its main molecules, limonene above all, are among the most volatile in perfumery, and the oils that smell brightest are also restricted on skin. The usual remedy, a heavy base, makes the opening last longer but smell duller. The aim of this lesson is a citrus that stays bright for an hour and hands over cleanly.

## Know the limits first

Expressed citrus oils contain furocoumarins, which make skin burn in sunlight. In Category 4, IFRA limits lemon oil cold pressed to 2 % (IFRA_STD_092), lime oil expressed to 0.7 % (IFRA_STD_093), bitter orange oil expressed to 1.25 % (IFRA_STD_088), grapefruit oil to 4 % (IFRA_STD_091) and bergamot oil expressed to 0.4 % (IFRA_STD_087). They also share one budget (IFRA_STD_089): the sum of each oil's level divided by its own limit must stay at or below 100 %. Distilled lime oil is not phototoxic, and a certified bergamot FCF frees most of the bergamot budget. Citral, the lemon aldehyde, is limited to 0.6 % from all sources (IFRA_STD_021); lemon oil contains a few percent.

## Techniques that keep it bright

**Bridge with a transparent heart.** Hedione and linalyl acetate share the airy, slightly floral freshness of citrus and carry it for hours. **Use a musk that smells clean,** not sweet: Habanolide or ethylene brassylate extend citrus without the vanilla warmth of a resin. **Add a tenacious citrus-like note:** nootkatone, the grapefruit ketone, lasts far longer than any citrus oil. **Keep the base light:** a little vetiver and Iso E Super, not labdanum.

## A cologne that lasts

${formula('%', [
  ['Bergamot oil FCF', 25],
  ['Hedione', 20],
  ['Habanolide', 10],
  ['Lemon oil', 8],
  ['Linalyl acetate', 7],
  ['Mandarin oil', 6],
  ['Petitgrain bigarade oil', 6],
  ['Iso E Super', 6],
  ['Lime oil', 4, 'distilled'],
  ['Rosemary oil', 3],
  ['Neroli oil', 2],
  ['Vetiver oil', 2],
  ['Nootkatone', 1],
])}

At 15 % in alcohol, lemon oil is 1.2 % of the perfume, 60 % of its own limit; with a certified bergamot FCF and distilled lime, nothing else draws on the furocoumarin budget, so the sum is 60 %.

## At the bench (30 min)

Weigh this formula and a control without Hedione, Habanolide and nootkatone (replace them with ethanol), both at 15 %. Smell on blotters and on skin every 20 minutes for two hours. Note the time at which each stops smelling of citrus, and whether the fixed version smells duller in the first ten minutes.
`,
      ),
    ],
  },
  {
    title: 'Naturals and Synthetics',
    summary: 'The best of both families.',
    lessons: [
      lesson(
        'Where naturals shine',
        `
Naturals are not better than aroma chemicals, and aroma chemicals are not purer than naturals. Each family does some things the other cannot. An expert palette uses naturals where their complexity carries the idea and synthetics where precision, stability, safety or price matter more.

## What naturals do best

A natural is a mixture of dozens to hundreds of molecules, many of them at traces that no analysis of a formula would bother to add back. That complexity gives three things. **Depth**: a rose absolute smells of petals, honey, spice and green stems at once. **Movement**: because its components evaporate at different rates, a natural changes on the blotter in a way a single molecule cannot. **Texture**: a little patchouli, vetiver or labdanum makes a synthetic woody accord feel grown rather than built.

## What they cost

Naturals vary from harvest to harvest, are expensive, and bring restricted constituents with them. Jasmine grandiflorum absolute is limited to 0.6 % of a fine fragrance (IFRA_STD_049), jasmine sambac absolute to 3.8 % (IFRA_STD_050), ylang-ylang to 0.73 % (IFRA_STD_084) and tea leaf absolute to 0.21 % (IFRA_STD_079). Rose oil can contain up to about 2 % methyl eugenol, and methyl eugenol from all sources is limited to 0.011 % (IFRA_STD_100), so rose oil can rarely pass about half a percent of the finished perfume.

## Placing naturals

Use naturals in three places. **As the signature**, where the brief asks for the real thing: a jasmine perfume should contain real jasmine, even if only at 2 % of the concentrate. **As texture** on a synthetic frame: 5 to 15 % of naturals across a formula can change how it is perceived. **As the opening**, where citrus and herb oils remain unmatched, within the phototoxicity limits. Avoid naturals as bulk filler in the base, where their variability costs the most and their character is least heard.

## Smell the difference

Comparing a natural with its main molecule teaches more than any description. Linalool versus lavender oil; phenylethyl alcohol versus rose absolute; vanillin versus vanilla absolute. In each pair the molecule is the skeleton and the natural is the body.

## At the bench (25 min)

Dilute to 10 % in ethanol: lavender oil and linalool; rose absolute and phenylethyl alcohol; vanilla absolute and vanillin. Smell each pair side by side at 5 minutes, 1 hour and 6 hours. For each natural, write three facets you smell that the molecule lacks, and decide whether a formula built on the molecule would need the natural for signature, texture or not at all.
`,
      ),
      lesson(
        'Reconstituting a natural',
        `
Reconstitution means building the smell of a natural from aroma chemicals, guided by what analysis tells us it contains and corrected by the nose. Perfumers do it to replace a material that is restricted, scarce, unstable or too expensive, and, more usefully for you, to understand a natural from the inside.

## Start from the analysis

Jasmine grandiflorum absolute is a good first subject. Gas chromatography shows a handful of major components: benzyl acetate (fruity, floral), benzyl benzoate (almost odourless, a solvent-like body), linalool (fresh, floral), phytols and waxes, and a series of minor but powerful materials: indole (animalic, floral), cis-jasmone (green, fruity, jasmine-like), methyl anthranilate (grape, orange-flower), eugenol and the jasmonates. A reconstitution uses the majors for volume and the minors, carefully dosed, for character.

## A jasmine base

${formula('%', [
  ['Benzyl acetate', 25],
  ['Hedione', 20],
  ['Linalool', 12],
  ['Benzyl salicylate', 10],
  ['Indole', 10, '10 % in DPG'],
  ['Hexyl cinnamal', 8],
  ['Phenylethyl alcohol', 5],
  ['cis-Jasmone', 5, '10 % in DPG'],
  ['Jasmine absolute', 2],
  ['Ylang-ylang oil', 2],
  ['Methyl anthranilate', 1],
])}

Hedione, a synthetic relative of the methyl jasmonate in jasmine, gives radiance; hexyl cinnamal gives the waxy, floral body. Indole is dosed at 1 % net (10 % of a 10 % dilution), cis-jasmone at 0.5 %. The 2 % of real jasmine absolute is a "seasoning" that adds the roundness no reconstitution fully captures.

## Checking the base

If this base is used at 20 % of a concentrate at 20 %, jasmine absolute is 0.08 % of the perfume (limit 0.6 %), ylang-ylang 0.08 % (limit 0.73 %) and hexyl cinnamal 0.32 % (limit 9.9 %, IFRA_STD_040). Methyl anthranilate with aldehydes forms coloured Schiff bases: keep it away from aldehyde-rich formulas, or expect a yellow perfume.

## Correct by the nose

Smell the base next to a 10 % dilution of jasmine absolute. Too fruity: reduce benzyl acetate. Too clean: raise indole by steps of 0.2 % net. Too thin: raise hexyl cinnamal. Too synthetic: try a touch of ylang-ylang before adding more absolute.

## At the bench (35 min)

Weigh the base as a 10 g trial and let it rest a day. Compare it at 10 % with jasmine absolute at 10 %, at 10 minutes and 2 hours. Make two corrections, one change each, and write what each changed.
`,
      ),
      lesson(
        'Clean and textured: balancing the two',
        `
Much of contemporary perfumery lives between two aesthetics. "Clean" formulas, built mostly from aroma chemicals, are transparent, stable and precise, and can feel sterile. "Textured" formulas, rich in naturals, are warm and alive, and can feel muddy or old-fashioned. The balance between them is a decision you make on purpose, not a ratio you inherit.

## What each brings to a woody formula

A synthetic woody skeleton of Iso E Super, Cedramber and Javanol is smooth and consistent. It smells the same from batch to batch, projects well, and will not discolour. What it lacks is grain: the smoky, earthy, slightly irregular quality that real vetiver, patchouli and cedarwood give. Adding naturals brings that grain, but each addition also adds colour, variability and, for some materials, restricted constituents such as the cedrene of Virginia cedarwood, limited to 1.5 % from all sources (IFRA_STD_197).

## A skeleton and a texture pack

Build the skeleton and the texture separately, then blend them in controlled proportions:

${formula('%', [
  ['Iso E Super', 35, 'skeleton'],
  ['Cedramber', 15, 'skeleton'],
  ['Hedione', 12, 'skeleton'],
  ['Habanolide', 10, 'skeleton'],
  ['Ambroxan', 2, 'skeleton'],
  ['Javanol', 1, 'skeleton'],
  ['Vetiver oil', 9, 'texture'],
  ['Patchouli oil', 6, 'texture'],
  ['Atlas cedarwood oil', 5, 'texture'],
  ['Olibanum oil', 3, 'texture'],
  ['Cypriol oil', 2, 'texture'],
])}

In this version the texture pack is 25 % of the concentrate. Javanol is very strong: weigh it as a 10 % dilution, counting the solvent.

## Reading the series

When you smell the skeleton with increasing texture, you will usually find three zones. Below about 10 % texture, the naturals are felt rather than smelled: the formula seems richer without smelling of vetiver or patchouli. Between 10 and 30 %, the naturals become audible and the formula turns warmer and more characterful. Above that, the skeleton loses its clarity and the formula reads as a natural woody blend with a synthetic sheen. None of these is correct in itself; the brief decides.

## At the bench (35 min)

Weigh the skeleton (the first six lines) and the texture pack (the last five) as separate 10 g blends. Combine them as 5 g trials with texture at 0, 10, 25 and 40 %. Dilute to 20 %, rest two days, and arrange the four blotters blind. Ask two people to order them from cleanest to most textured and to say which they would wear. Compare their choice with your own.
`,
      ),
    ],
  },
  {
    title: 'Diffusion and Radiance',
    summary: 'How a perfume fills a room.',
    lessons: [
      lesson(
        'Measuring sillage',
        `
Sillage is the trail a perfume leaves behind the wearer. It is related to, but not the same as, projection (how far the perfume reaches from a still wearer) and tenacity (how long it lasts on skin). Customers talk about all three as "strength", and a formula can be strong on one and weak on the others. To improve them you first have to measure them, roughly but repeatably.

## Three measures

**Tenacity**: the time until the perfume can no longer be smelled on skin at a distance of a few centimetres. **Projection**: the distance at which a seated observer can smell the wearer who sits still, at fixed times after application. **Sillage**: whether an observer can smell the trail in a corridor some seconds after the wearer has walked through. All three depend on the dose, the skin and the room, so every measurement must fix those.

## A simple protocol

Use the same room for every test, with the windows closed, no air conditioning blowing, and no other perfume worn that day. Apply a fixed dose, for example three sprays from a 30 ml atomiser at 20 cm, or 0.1 ml from a pipette, to the same place: the inner forearms and the base of the neck. The observer rates the smell on a scale of 0 to 5 (0 nothing, 5 strong) at 0.5, 1 and 2 metres, at 15 minutes, 1 hour and 3 hours. For sillage, the wearer walks at normal pace along a marked corridor; the observer enters the corridor 10 seconds later and rates what remains.

## Making the numbers mean something

One observer on one day tells you little. Use at least three observers, and always test your trial against a reference perfume the observers know, worn on the other arm or by a second wearer. Report the difference from the reference, not an absolute score. And beware of adaptation: observers who sit in the perfume's cloud stop smelling it, so they should wait outside between ratings.

## What the numbers tell you

If projection is good but sillage is poor, the formula lacks volatile diffusive materials in the heart. If both are good for 15 minutes and then collapse, the top is carrying too much of the load. If tenacity is long but projection is low, the base is heavy and quiet: the next lesson's diffusive materials are the remedy.

## At the bench (40 min)

Run the protocol with two perfumes: your current trial at 20 % and a commercial perfume you know well. Use one other person as observer, rate projection at three distances and three times, and do one corridor test at 1 hour. Write the scores in a grid and one sentence on the largest difference.
`,
      ),
      lesson(
        'Diffusive materials',
        `
Some materials seem to reach further than their dose would suggest. They lift a formula off the skin, make it audible across a table and give the impression of air around the notes. Knowing them, and their limits, is how you fix a perfume that is pleasant up close but silent at arm's length.

## Why some materials diffuse

Diffusion is partly physics and partly perception. Volatile materials with a low odour threshold reach the nose at a distance in concentrations still above their threshold. But some of the most diffusive materials are not very volatile at all: Hedione and Ambroxan last for hours, yet seem to radiate from the skin. Their effect is partly a matter of how the nose perceives them: Hedione has a soft, airy quality that lightens the materials around it, and Ambroxan has a warm, mineral glow that adapts slowly.

## The main families

**Hedione** (methyl dihydrojasmonate) is the great radiance material of modern perfumery: jasmine-like, airy, with no IFRA Standard. High-cis grades are more powerful. **Ambroxan** adds mineral, ambergris-like radiance at 0.5 to 3 %. **Aldehydes** C-10, C-11 and C-12 MNA give a sparkling, soapy diffusion at fractions of a percent. **Dihydromyrcenol** gives a fresh, metallic lift to citrus and fougères. **Helional** adds watery, green-floral air and is limited to 2.6 % (IFRA_STD_059). **Iso E Super** adds volume and a velvety haze.

## Dose in steps

Diffusive materials change the balance of a formula quickly. Add them in steps: Hedione in steps of 2 %, Ambroxan and Helional in steps of 0.5 %, aldehydes in steps of 0.05 % (as a 10 % dilution, so each step is weighable). Keep notes of what each step did to projection, not only to character.

## Diffusion against balance

A diffusive material makes some parts of a formula louder than others. Aldehydes exaggerate the top, Ambroxan the base. When a formula projects well but smells different at a distance than on the wrist, a diffusive material is usually dominating: reduce it and support it with something that shares its character.

## At the bench (30 min)

Take a finished trial that feels quiet. Make four variants, each adding one material: Hedione at 5 %, Ambroxan at 1 %, aldehyde C-12 MNA at 0.1 % (1 g of a 10 % dilution per 100 g), and Helional at 1 %. Dilute to the same concentration. Run the projection part of the sillage protocol at 1 metre and 1 hour for all five, and note which addition changed the character least for the most projection.
`,
      ),
      lesson(
        'Radiance without loudness',
        `
Some perfumes fill a room and tire everyone in it; others create a soft aura that people notice only when they come close, and remember. The second effect is harder to make. It comes from radiance, a glow around the wearer, rather than from sheer volume. Modern "skin scents" are built on it.

## What makes radiance

Radiance is diffusion without sharpness. It comes from materials that are soft, slightly warm and slow to adapt: musks, Hedione, Iso E Super, Ambroxan, a touch of sandalwood. What spoils it is anything shrill at a distance: aldehydes above a trace, strong citrus, indole, sharp green notes. A radiant formula smells the same at 50 cm as at 5 cm, only quieter.

## A skin-scent formula

${formula('%', [
  ['Iso E Super', 20],
  ['Hedione', 20],
  ['Galaxolide', 15],
  ['Habanolide', 10],
  ['Benzyl salicylate', 10],
  ['Helvetolide', 6],
  ['Bergamot oil FCF', 6],
  ['Sandalore', 4],
  ['Ambrettolide', 3],
  ['Cashmeran', 3],
  ['Ambroxan', 1.5],
  ['Ethylene brassylate', 1.5],
])}

At 15 % in alcohol, Sandalore is 0.6 % of the perfume against its limit of 1.2 % (IFRA_STD_212), Cashmeran 0.45 % against 3.8 % (IFRA_STD_028) and benzyl salicylate 1.5 % against 7.3 % (IFRA_STD_011).

## Layering musks

The formula uses five musks for a reason. Each musk has blind spots: many people cannot smell one or another musk molecule at all, and which one varies from person to person. A blend of several musks from different chemical families (polycyclic Galaxolide, macrocyclic Habanolide and ambrettolide, alicyclic Helvetolide) makes sure everyone smells something, and gives a fuller, more skin-like effect than any one at the same total dose.

## Dosing for quiet

Radiant formulas are often used at lower concentrations than you expect: 10 to 15 % rather than 20 %. Raising the concentration makes them louder but not more radiant, and can make the musks smell synthetic. Test at several concentrations before you decide.

## At the bench (30 min)

Weigh this formula as a 10 g trial. Dilute it at 10 %, 15 % and 20 % in ethanol, rest two days, and wear the 15 % on one forearm. Ask someone to smell your forearm at 5 cm and then your shoulder at 50 cm, and to say whether it smells the same. Then repeat with the 20 % on the other arm and compare what they say.
`,
      ),
    ],
  },
  {
    title: 'Reformulation',
    summary: 'Keeping a perfume alive under new rules.',
    lessons: [
      lesson(
        'Reading an IFRA amendment',
        `
IFRA publishes its Standards in numbered amendments. Each amendment adds new Standards, revises some old ones and occasionally removes one, and each comes with dates by which new and existing products must comply. A perfumer who sells has to read every amendment and check every live formula against it. This lesson uses the 51st Amendment, the one the Sillage formula engine checks against.

## Three kinds of Standard

**Prohibitions** remove a material: costus root oil (IFRA_STD_124), fig leaf absolute (IFRA_STD_142), musk ambrette (IFRA_STD_168). **Restrictions** set a maximum level per product category: oakmoss at 0.1 % in Category 4 (IFRA_STD_067), together with treemoss (IFRA_STD_080). **Specifications** set a quality rather than a level: linalool and limonene must be used with a peroxide value below 20 mmol/L, usually with an antioxidant (IFRA_STD_187 and IFRA_STD_186), and crude birch tar and cade oils are replaced by rectified grades (IFRA_STD_114 and IFRA_STD_119).

## Categories and constituents

Limits are given for twelve product categories; fine fragrance, including eau de toilette, parfum, cologne and solid perfume, is Category 4. Many restrictions apply to a constituent from all sources: eugenol at 2.5 % (IFRA_STD_035) counts the eugenol in clove oil, rose and pimento as well as any eugenol you add. IFRA publishes an annex of typical constituent contents of naturals for exactly this purpose.

## What the 51st changed

The 51st Amendment added, among others, Timberol (norlimbanol) at 1.3 % (IFRA_STD_221), p-cresol at 0.005 % (IFRA_STD_260), methyl N-methylanthranilate at 0.10 % (IFRA_STD_094) and anisaldehyde at 1.4 % (IFRA_STD_054). It revised several, such as methyl eugenol, which went from 0.016 % in the 49th Amendment to 0.011 % (IFRA_STD_100).

## Auditing a formula

For each live formula, list every material with a Standard in the amendment, then every constituent that comes from naturals, compute each at the finished concentration, and compare. Keep the audit with the formula sheet, noting the amendment it was made against.

## At the desk (20 min)

A woody formula contains Timberol at 4.5 % of the concentrate and rose oil at 2.5 %. Rose oil can contain about 2 % methyl eugenol. Check both at 20 % (eau de parfum) and at 30 % (extrait). Which concentration passes, and what would you change to sell the extrait? Write the answer as a short audit note.
`,
      ),
      lesson(
        'Substituting a restricted material',
        `
When a material is banned or its limit drops below what a formula uses, the formula must change without the perfume changing. That is reformulation, and its core skill is substitution: finding one material, or a small blend, that does the restricted material's job. The muguet (lily of the valley) accord is the classic case, because it lost two of its pillars in a few years.

## The case: Lyral and Lilial

For decades, muguet accords rested on two aldehydes: Lyral (HICC) and Lilial (butylphenyl methylpropional). Both are now out of products sold in the European Union. HICC is prohibited in EU cosmetics under Regulation (EU) 2017/1410, with the market ban applying from 23 August 2021; IFRA_STD_044 restricts it to 0.2 % in Category 4 elsewhere. Lilial is prohibited in EU cosmetics since 2022 under Regulation (EU) 2021/1902 as a reproductive toxicant; IFRA_STD_015 restricts it to 1.4 % in Category 4 and prohibits it only in categories 1 and 6. A perfume sold in Europe must work without either.

## Finding substitutes

List what the restricted materials did: Lyral gave a soft, watery, floral volume; Lilial gave a fresh, slightly powdery floral lift. Then look for materials that do each job: hydroxycitronellal (soft, floral, limited to 2.1 % under IFRA_STD_043), Florol (fresh, floral, unrestricted), Florhydral (green, watery muguet), Helional (airy, watery, 2.6 % under IFRA_STD_059), cyclamen aldehyde (fresh floral, 0.95 % under IFRA_STD_025), with phenylethyl alcohol, citronellol and Hedione for body.

## A muguet without Lyral or Lilial

${formula('%', [
  ['Florol', 20],
  ['Phenylethyl alcohol', 15],
  ['Hedione', 15],
  ['Hydroxycitronellal', 10],
  ['Citronellol', 10],
  ['Linalool', 8],
  ['cis-3-Hexenol', 5, '10 % in DPG'],
  ['Phenoxanol', 5],
  ['Helional', 4],
  ['Florhydral', 3],
  ['Benzyl acetate', 3],
  ['Cyclamen aldehyde', 2],
])}

Used at 30 % of a concentrate at 18 %, hydroxycitronellal is 0.54 % of the perfume, Helional 0.22 % and cyclamen aldehyde 0.11 %, each well inside its limit.

## Matching, not copying

A substitute accord rarely matches the original alone. Smell the old and new formulas side by side at every stage of evaporation, and correct where they differ: usually the new one is greener at the top and thinner in the heart. Change one material at a time, and write down why.

## At the bench (30 min)

Weigh the accord as a 10 g trial and dilute to 10 %. Compare it with a commercial muguet you know. Make two corrections: one to the top, one to the heart. Keep the log with the reason for each.
`,
      ),
      lesson(
        'Case study: a modern chypre',
        `
The chypre is the family most changed by regulation. Its signature, the bitter, inky, forest-floor note of oakmoss, is now limited so tightly that a classic chypre formula cannot be sold as it was. Modern chypres keep the structure (bright citrus over a mossy, woody, ambery base) and rebuild the moss from a small dose of the natural and a set of substitutes.

## The constraint

Oakmoss and treemoss are limited to 0.1 % of a fine fragrance for both together (IFRA_STD_067 and IFRA_STD_080), and only from extracts low in atranol and chloroatranol (less than 100 ppm each). At a 20 % concentration that is 0.5 % of the concentrate at most, where classic chypres used several percent. Bergamot, the other pillar, is limited to 0.4 % as expressed oil (IFRA_STD_087), so a modern chypre opens on a certified FCF grade.

## Rebuilding the moss

Evernyl (methyl atrarate) carries much of oakmoss's dry, earthy, slightly sweet character without the allergenic atranols. Patchouli gives the damp, woody depth. Labdanum gives the ambery, leathery warmth. Vetiver gives the dry, rooty edge. Together with 0.4 % of low-atranol oakmoss for truth, they make a moss that reads as oakmoss to most noses.

${formula('%', [
  ['Bergamot oil FCF', 18],
  ['Hedione', 15],
  ['Patchouli oil', 12],
  ['Iso E Super', 10],
  ['Habanolide', 8],
  ['Phenylethyl alcohol', 6],
  ['Ethylene brassylate', 4.1],
  ['Mandarin oil', 4],
  ['Citronellol', 4],
  ['Labdanum absolute', 4],
  ['Vetiver oil', 4],
  ['Evernyl', 3],
  ['Pink pepper oil', 2],
  ['Cashmeran', 2],
  ['Jasmine absolute', 1.5],
  ['Rose oil', 1],
  ['Ambroxan', 1],
  ['Oakmoss absolute', 0.4],
])}

## The check at 20 %

Oakmoss: 0.08 % of the perfume, inside 0.1 %, which leaves no room for treemoss in a woody base. Jasmine absolute: 0.3 % (limit 0.6 %, IFRA_STD_049). Rose oil with about 2 % methyl eugenol gives 0.004 % (limit 0.011 %, IFRA_STD_100). Cashmeran: 0.4 % (limit 3.8 %). Citronellol: 0.8 % plus what the rose oil brings (limit 12 %).

## What has changed, and what has not

Smelled side by side with a vintage chypre, this formula is cleaner, less bitter and more transparent; the modern musks and Hedione make it airier. The architecture has not changed: the bright opening falls into a dark, dry, mossy base, and the contrast is still the point.

## At the bench (40 min)

Weigh the formula as a 10 g trial; oakmoss absolute is thick, so weigh it as a 10 % dilution in DPG (4 % of the trial). Make a variant with Evernyl at 1 % and patchouli at 14 %. Dilute both to 20 %, rest a week, and compare them at 15 minutes and 6 hours.
`,
      ),
    ],
  },
  {
    title: 'Signature Work',
    summary: 'Putting it all together.',
    lessons: [
      lesson(
        'Writing your own brief',
        `
Everything in this course so far answered someone else's question. The signature project starts with your own. A brief you write for yourself must be as precise as one from a client, or it will drift with every trial. This lesson turns an idea into a brief you can be held to.

## From idea to brief

Most personal ideas start as an image: the smell of a grandmother's linen cupboard, a city after rain, a spice market at closing time. An image is a good start and a poor brief. Turn it into a brief by answering five questions in writing. **What should someone say in the first minute?** One sentence, in their words, not yours. **What should remain on the skin after six hours?** Another sentence. **Who wears it, and where?** A person and a situation: a cellist at an evening rehearsal tells you more than "unisex, evening". **What concentration and what budget?** Decide now, because they change the palette. **Which technique from this course is the core?** An overdose, a reconstituted natural, a modern chypre, a radiant skin scent.

## An example

"A city after rain. First minute: wet asphalt and cold air, with something green. After six hours: warm stone and a faint clean wood. Worn by a commuter on an autumn morning, under a coat. Eau de parfum at 18 %, concentrate under a moderate cost per kilogram. Core technique: a radiant skin scent, with a mineral top from Ambroxan and aldehydes."

## Constraints help

A good brief forbids as much as it asks. Decide which families are not allowed (no gourmand, no oud), which materials you will avoid (no naturals with Standards you cannot document), and which benchmark it must not resemble. Constraints keep the trials honest: when trial ten starts to smell of vanilla, the brief tells you to stop.

## Anchors and a benchmark

End the brief with three anchor materials, as in the first course, and one benchmark perfume that you admire and that your perfume must differ from in a way you can name. The benchmark is your yardstick during evaluation.

## At the desk (25 min)

Write your brief on one page: the five answers, the constraints, three anchors with a reason each, and a benchmark with the difference you intend. Post it in the community and ask one member to tell you what they would expect to smell; if their answer surprises you, sharpen the brief before you weigh anything.
`,
      ),
      lesson(
        'Building the signature formula',
        `
With a brief in hand, the signature formula is built in stages, each with its own test. The stages prevent the commonest failure of ambitious projects: a formula that grows by addition until it smells of everything and says nothing.

## Stage one: the core accord

Build the core of the brief first, alone, at 10 g: the overdose with its frame, the reconstituted natural, the chypre base or the musk blend. It should already smell like the idea at its simplest. If the core does not convey the brief on a blotter, no amount of top and base will rescue it. Expect five to ten trials here.

## Stage two: the skeleton

Place the core at 30 to 50 % of a concentrate and build a minimal structure around it with no more than ten other materials: two or three for the opening, three or four for the heart, three or four for the base. For the city-after-rain brief, a skeleton might look like this:

${formula('%', [
  ['Iso E Super', 20],
  ['Hedione', 18],
  ['Galaxolide', 12],
  ['Habanolide', 10],
  ['Bergamot oil FCF', 10],
  ['Dihydromyrcenol', 6],
  ['Cedramber', 6],
  ['Vetiver oil', 5],
  ['Violet leaf absolute', 5, '10 % in ethanol'],
  ['Ambroxan', 3],
  ['Aldehyde C-12 MNA', 3, '10 % in ethanol'],
  ['Patchouli oil', 2],
])}

Its core is the radiant, mineral musk blend of Iso E Super, Hedione, Galaxolide, Habanolide and Ambroxan; the aldehyde and dihydromyrcenol give the cold, wet air; violet leaf the green; vetiver and patchouli the warm stone.

## Stage three: detail

Only when the skeleton works do you add detail: a natural for texture, a modifier for a facet the brief names, a booster for projection. Each addition must be justified against the brief in the log; anything that only makes the formula "nicer" is suspect.

## Stage four: finishing

Check IFRA at the final concentration, macerate, filter and evaluate on skin and in the sillage protocol against your benchmark.

## Keep a map

Draw the formula as a map on one page: the core in the middle, each other material placed by its job (opening, bridge, body, trail) with its percentage. The map shows at a glance which jobs are crowded and which are missing. It also helps others give useful feedback.

## At the bench (60 min)

Build your core accord through at least three trials, then a first skeleton at 10 g. Dilute to your chosen concentration, rest two days, and judge the skeleton against your brief's two sentences: the first minute and six hours. Write the map for the best skeleton.
`,
      ),
      lesson(
        'Presenting your work',
        `
A perfume that nobody smells in the right conditions has not really been presented. Professionals present their work to clients, evaluators and panels with a care that seems excessive until you have seen a good formula rejected because it was smelled at the wrong moment on the wrong blotter. This lesson prepares the presentation of your signature perfume.

## The formula sheet

Prepare a clean sheet: name and version, the brief in five lines, the full formula in percent with every dilution stated, the concentration, the IFRA check line by line against the 51st Amendment (including the sum rules), and the CAS numbers. The sheet is for peers and evaluators, who will want to see why the perfume smells as it does, and for you in a year's time.

## The story

Write the story in three sentences: the image that started it, the technique at its core, and what you want the wearer to feel. Avoid listing notes the perfume does not contain; if the brief says "wet asphalt", say which materials make that impression. Evaluators trust a story that matches the formula.

## The blotters

Present on fresh, labelled blotters dipped 1 cm into the perfume, not sprayed. Prepare three sets: one dipped 24 hours before, one 2 hours before, one at the moment of presentation. The audience smells the three stages in a few minutes instead of waiting a day. Put your benchmark on a fourth blotter dipped at the same time, so people can compare like with like.

## On skin

Offer a skin test: one spray or one drop on the inner forearm, with the usual care for irritated skin. Ask the wearer to report at 15 minutes and again at 2 hours by message; skin reports after the meeting are often more honest than those given in front of the perfumer.

## Asking for feedback

Ask precise questions rather than "do you like it?": does the first minute match the first sentence of the brief, does the dry-down match the second, what would you remove? Collect answers in writing, and thank people for criticism. Then decide: which comments are about balance, which about taste, and which about the brief itself.

## At the desk (30 min)

Prepare the formula sheet, the three-sentence story and the blotter plan for your signature perfume, and post them with the full formula in the community. Ask three members the three questions above. Write a short reply to each answer, saying what you will change in the next version and what you will keep.
`,
      ),
    ],
  },
];
