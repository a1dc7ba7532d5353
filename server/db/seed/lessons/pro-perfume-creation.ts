import { formula } from '#server/db/seed/formula-block';
import { lesson, type ModuleSeed } from '#server/db/seed/lesson-seed';

/** Professional Perfume Creation (Claire Duval): the working method, from the brief to the bottle. */
export const PRO_PERFUME_CREATION: ModuleSeed[] = [
  {
    title: 'The Perfumer’s Method',
    summary: 'How professionals think about a brief, a palette and a trial.',
    lessons: [
      lesson(
        'Reading a brief',
        `
Every perfume starts as words. A brand, a client or your own notebook describes a mood, a person or a place, and your first job is to turn those words into smells before you open a single bottle. Perfumers who skip this step spend weeks weighing trials that answer a question nobody asked.

## Nouns and temperatures

Read the brief twice with a pencil. The first time, underline the nouns that carry a smell: fig leaf, wet stone, black tea, a linen shirt. The second time, circle the adjectives that set the temperature of the perfume: bright, smoky, powdery, transparent, warm. Nouns tell you which materials to reach for; adjectives tell you how loud they may be and where in the structure they belong. "Transparent" rules out a heavy amber base before you have smelled anything.

Then write down what the brief does not say but implies. A perfume for a summer launch in southern Europe has to survive heat and must not turn sour on skin at 30 °C. A brief that mentions a price per bottle sets the budget of the concentrate, and with it the share of expensive naturals such as rose absolute or orris butter.

## Three anchor materials

Turn the brief into three anchor materials before you touch a pipette. Take "a linen shirt drying in a fig orchard, late summer". The fig orchard suggests Stemone for the green, milky fig leaf (fig leaf absolute itself is prohibited under IFRA_STD_142, so the effect has to be built). The linen suggests a clean musk such as Habanolide. Late summer suggests warmth: a creamy wood such as sandalwood oil or Sandalore. If you cannot name three anchors, the brief is not read yet; go back and ask a question.

Write the anchors at the top of a new formula sheet with one sentence for each on why it is there. That sentence is your compass when trial twelve starts drifting towards something else.

## At the desk (15 min)

Take three briefs: a fig orchard at the end of summer, a library with leather armchairs, and a cold sea wind on a grey morning. For each, underline the nouns, circle the adjectives, list what the brief implies about season, budget and wear, and write three anchors with a reason for each. Check each anchor in the materials knowledge base: is it available, is it restricted, what does it smell like at 10 %? Keep the sheets; you will build one of these briefs in the final lesson of the course.
`,
      ),
      lesson(
        'Your working palette',
        `
A palette of forty materials you know well beats four hundred you have smelled once. Professionals keep a large organ, but each of them composes most formulas from a core they can smell with their eyes closed. Your first task is to build that core and to know every material on it as well as you know a friend's voice.

## Choosing the forty

Cover the families evenly rather than collecting what is fashionable. A working start: five citrus and aromatic top notes (bergamot FCF, lemon, mandarin, lavender, rosemary), ten florals and floral bases (phenylethyl alcohol, citronellol, geraniol, Hedione, linalool, benzyl acetate, ylang-ylang, jasmine absolute, alpha-isomethyl ionone, heliotropin), five green and fruity notes (cis-3-hexenol, galbanum, Stemone, aldehyde C-14, Manzanate), ten woods and ambers (cedarwood Virginia, vetiver, patchouli, sandalwood, Iso E Super, Cedramber, Ambroxan, labdanum, benzoin, Cashmeran) and ten base and effect materials (vanillin, coumarin, ethyl maltol, Galaxolide, Habanolide, ethylene brassylate, indole, aldehyde C-12 MNA, rose oxide, Evernyl).

## A card for each material

Keep one card, paper or digital, per material. Write its family, its CAS number, its strength on a scale of one to four, and its typical use in a concentrate. Then dip a blotter and smell it at 1 hour, 6 hours and 24 hours; write one line at each time. Citrus oils are usually gone from the blotter within a few hours, Hedione still speaks the next day, and vanillin or Galaxolide can last for days. Those three lines are what you will need when you decide where a material sits in the structure.

## Dilute before you weigh

Strong materials are easier to dose, and to smell honestly, when diluted. Work at 10 % in ethanol or dipropylene glycol (DPG) for most materials, and at 1 % for the very strong: indole, rose oxide, beta-damascone, cis-3-hexenol and the aldehydes. DPG suits crystals and resinoids that need a slow, odourless solvent; ethanol suits materials you want to smell on a blotter quickly. Write the dilution into every formula line: "indole 1 % in DPG, 0.50 g" is a formula; "indole 0.50 g" is an accident waiting to happen.

## At the bench (30 min)

Make 10 % dilutions of ten palette materials: weigh 1.00 g of material into a labelled vial, add 9.00 g of ethanol or DPG, cap and shake. For indole and rose oxide make a 1 % dilution from the 10 % one: 1.00 g of the 10 % dilution plus 9.00 g of solvent. Dip a blotter in each, write the three timed lines on each card over the next day, and file the cards by family.
`,
      ),
      lesson(
        'Weighing a trial',
        `
Work by weight, never by drops. A drop changes with the pipette, the temperature and the viscosity of the material: a drop of a thin citrus oil and a drop of a thick resinoid can differ by a factor of two or more. A formula written in drops cannot be repeated, and a formula that cannot be repeated cannot be corrected.

## The scale and the vial

A 10 g trial on a 0.001 g scale is precise to a tenth of a per mille of the trial, which is enough for almost every material at a sensible dilution. Put the scale on a stable table away from draughts, let it warm up, check it with its calibration weight, and tare the empty vial with its cap. Work in the order that loses least: resinoids, crystals and viscous bases first, then the florals and woods, and the volatile citrus and aldehydes last, capping the vial between additions.

## From percentages to grams

A formula is written in percent, a trial is weighed in grams. For a 10 g trial, grams are the percentage divided by ten. Small amounts are where diluted materials earn their keep: 0.05 % indole in a 10 g trial is 0.005 g, five milligrams, which a 0.001 g scale weighs with an error of up to twenty percent. Weigh 0.050 g of a 10 % dilution instead and the error falls to two percent. Remember that the solvent of a dilution is part of the trial: the 0.045 g of ethanol that came with the indole dilutes everything else a little.

Here is a small floral-woody trial in grams, with two materials weighed as dilutions:

${formula('g', [
  ['Iso E Super', 2.5],
  ['Hedione', 2.5],
  ['Phenylethyl alcohol', 1.6],
  ['Bergamot oil FCF', 1.5],
  ['Cedarwood oil', 1.2],
  ['Galaxolide', 0.6],
  ['Indole', 0.05, '10 % in DPG'],
  ['Rose oxide', 0.05, '10 % in DPG'],
])}

## Write before you smell

Label the vial with the trial number and the date, and record the formula in your notebook or in the formula editor before you smell the result. The nose is persuasive: if you smell first, you will remember the formula you hoped to have weighed rather than the one you did.

## At the bench (20 min)

Weigh the trial above. Tare the vial, add each line in the order shown, and write the actual weight next to each target: if you overshoot by more than 0.005 g on a line above 1 g, note it rather than trying to take material out. Cap, shake and weigh the closed vial: the reading should be 10.000 g plus the vial, within the sum of your recorded errors. Let it rest for two days before you judge it.
`,
      ),
    ],
  },
  {
    title: 'Accords',
    summary: 'Two to five materials that smell like one new thing.',
    lessons: [
      lesson(
        'The two-material accord',
        `
An accord is a blend in which you no longer smell the materials separately but one new thing. The smallest accord has two materials, and learning to find the ratio at which two materials fuse is the most useful skill in this course. Every larger accord is found the same way, one pair at a time.

## Ratios, not impressions

Start with a pair whose members you know well: bergamot and vetiver. Bergamot is bright, green-citrus and fleeting; vetiver is earthy, smoky and tenacious. At most ratios you will smell one over the other: a citrus with a dirty edge, or a vetiver with a lift. Somewhere between them lies the ratio where neither dominates and the pair smells like a cool, green, almost mineral wood. That point is the accord.

Most accords sit at an unequal ratio, because materials differ in strength and in the way they evaporate. Write down the ratio, not only the impression: "3:1 is the fusion point on the blotter at 10 minutes; at 4 hours the vetiver has won" is a note you can use again. "Nice" is not.

## Why the fusion point moves

A blend changes as it evaporates. In the first minutes the bergamot's limonene and linalyl acetate dominate; after an hour they have largely gone and the vetiver's heavier molecules remain. A pair that fuses at 10 minutes can fall apart at 2 hours. This is why you smell each ratio at several times and note the ratio that holds longest, not the one that is best at the first sniff.

## Bergamot on skin

Use bergamot FCF for anything that will touch skin. Expressed bergamot oil contains bergapten, a furocoumarin that makes skin burn in sunlight; IFRA_STD_087 limits it to 0.4 % of a fine fragrance, which at a 20 % concentration is only 2 % of the concentrate. A certified FCF grade lets you work at blotter ratios like these.

## At the bench (25 min)

Weigh the five vials below, each a 2 g blend, then dilute each to 10 % in ethanol (0.50 g blend plus 4.50 g ethanol). Dip five blotters, label them, and smell them side by side at 10 minutes, 1 hour and 4 hours. Mark the ratio where neither material dominates at each time.

\`\`\`
Vial   Ratio   Bergamot oil FCF   Vetiver oil
A      5:1     1.67 g             0.33 g
B      3:1     1.50 g             0.50 g
C      1:1     1.00 g             1.00 g
D      1:3     0.50 g             1.50 g
E      1:5     0.33 g             1.67 g
\`\`\`

Vials D and E show the other side. The fusion point is usually nearer the bergamot side than beginners expect, because vetiver is the stronger of the two.
`,
      ),
      lesson(
        'Rose and chypre skeletons',
        `
Two accords carry a large part of the history of perfumery: the rose, the most used floral note, and the chypre, the structure of bergamot over labdanum and oakmoss named after François Coty's Chypre of 1917. Building both from a handful of materials teaches you how an accord is balanced and how safety rules enter a formula from the start.

## A rose from four materials

A natural rose oil is made of hundreds of molecules, but a handful carry its character: phenylethyl alcohol for the soft, petal-like body, citronellol and geraniol for the fresh, slightly lemony rosiness, and traces of rose oxide and damascones for the metallic, fruity sparkle that makes it smell alive. Eugenol adds the faint clove of real roses and a little geranium oil rounds it.

${formula('%', [
  ['Phenylethyl alcohol', 45],
  ['Citronellol', 30],
  ['Geraniol', 14],
  ['Geranium oil', 5],
  ['Rose oxide', 4, '10 % in DPG'],
  ['beta-Damascone', 1, '10 % in DPG'],
  ['Eugenol', 1],
])}

Citronellol and geraniol each have an IFRA Standard for Category 4: 12 % (IFRA_STD_022) and 4.7 % (IFRA_STD_037) of the finished product. At 20 % of a concentrate used at 20 %, this accord puts 1.2 % citronellol and 0.56 % geraniol on the skin, well inside both.

## A chypre skeleton

${formula('%', [
  ['Bergamot oil FCF', 40],
  ['Hedione', 15],
  ['Patchouli oil', 15],
  ['Labdanum absolute', 10],
  ['Oakmoss absolute', 10, '10 % in DPG'],
  ['Ethylene brassylate', 10],
])}

Here the safety work matters. Oakmoss and treemoss share one limit under IFRA_STD_067 and IFRA_STD_080: 0.1 % of the finished fine fragrance for both together, from extracts with less than 100 ppm each of atranol and chloroatranol. The skeleton contains 1 % oakmoss (10 % of a 10 % dilution). Used at half the concentrate of an eau de parfum at 20 %, that is 1 % × 0.5 × 0.2 = 0.1 % in the bottle: exactly at the limit, with no room for treemoss. The bergamot must be a certified FCF grade, since IFRA_STD_087 caps bergamot oil at 0.4 % unless its bergapten content is known.

## At the bench (30 min)

Build each accord as a 10 g trial, then let both rest 48 hours. Accords change as they marry; judge them after the rest, on blotters at 10 %. Make a second rose with phenylethyl alcohol at 55 % and citronellol at 20 % and note how the balance moves from fresh to soft.
`,
      ),
      lesson(
        'Testing an accord on skin',
        `
Blotters tell the truth about materials; skin tells the truth about perfume. Paper is neutral, dry and cool. Skin is warm, slightly oily, slightly acidic, and different on every person. An accord that is seamless on a blotter can turn sharp, sweet or flat on skin, and musks and ambers in particular can seem to vanish on some people and bloom on others.

## Preparing the dilution

Never put an accord or a concentrate on skin undiluted. Make a 2 % dilution in ethanol: 0.20 g of the accord and 9.80 g of ethanol in a clean, labelled vial. At this level the accord is close to the strength it will have inside a finished perfume, where an accord may be a fifth of a concentrate that is itself a fifth of the bottle. Before the first test, make sure none of the materials in the accord would exceed its IFRA limit if the 2 % dilution were a finished product; for a rose or a chypre skeleton like the ones in the last lesson, check citronellol, geraniol and the mosses.

## Where and how to apply

Apply with a dropper or a small atomiser to the inner forearm, about a hand's width above the wrist, where the skin is thin, warm and easy to smell. Use one accord per arm so that they cannot mix. Do not rub; rubbing warms the skin and bruises the top notes. Skip skin that is broken, sunburnt or irritated, and if you see redness or feel itching, wash the spot with soap and water and stop testing that accord.

## What to smell for

Smell at 5 minutes, 1 hour and 4 hours, and compare each time with a blotter dipped in the same dilution at the same moment. Note three things: whether the accord still smells like one thing, which material leaves first, and how far the smell reaches (near the skin, at arm's length, across the room). Skin usually shortens the top and deepens the base; if a musk disappears entirely on you, ask someone else to wear it too, since many people cannot smell certain musks at all.

## At the bench (20 min)

Make 2 % dilutions of your rose and chypre accords, apply one to each forearm and dip a blotter of each at the same time. Write a three-line note for skin and for blotter at 5 minutes, 1 hour and 4 hours. Finish by writing the one difference between skin and blotter that surprised you most; it will shape how you adjust the accord in a formula.
`,
      ),
    ],
  },
  {
    title: 'From Accord to Formula',
    summary: 'Structure, proportions and the pyramid.',
    lessons: [
      lesson(
        'The pyramid in numbers',
        `
The olfactive pyramid of top, heart and base notes is usually drawn as a picture. For a perfumer it is a set of numbers: how much of the concentrate evaporates in the first half hour, how much carries the character for hours, and how much remains the next morning. Getting those shares roughly right is the difference between a perfume that opens and fades in one breath and one that unfolds.

## A starting split

A balanced eau de parfum often starts near 25 % top, 40 % heart and 35 % base by weight of concentrate. Treat those numbers as a starting point, not a rule. Citrus colognes lean top-heavy, with half or more of the concentrate in citrus and aromatic oils; ambers and chypres lean on the base, where resins, woods and musks can take more than half. What matters is that you choose the split on purpose and can say why.

Classify each material by how long it lasts on a blotter, not by its family: bergamot and mandarin are top notes, Hedione and phenylethyl alcohol are heart notes, vanillin, Iso E Super and the musks are base notes. Many materials sit between two tiers, and perfumers disagree about some of them; your own blotter cards from the palette lesson decide.

## A worked eau de parfum

${formula('%', [
  ['Bergamot oil FCF', 14, 'top'],
  ['Mandarin oil', 7, 'top'],
  ['Pink pepper oil', 2, 'top'],
  ['Cardamom oil', 2, 'top'],
  ['Hedione', 20, 'heart'],
  ['Phenylethyl alcohol', 8, 'heart'],
  ['Linalool', 6, 'heart'],
  ['Geranium oil', 4, 'heart'],
  ['Jasmine absolute', 2, 'heart'],
  ['Iso E Super', 12, 'base'],
  ['Galaxolide', 8, 'base'],
  ['Cedarwood oil', 6, 'base'],
  ['Vetiver oil', 4, 'base'],
  ['Vanillin', 2, 'base'],
  ['Benzyl salicylate', 2, 'base'],
  ['Ambroxan', 1, 'base'],
])}

Add the tiers: 25 top, 40 heart, 35 base. Now check the two natural materials with limits at an 18 % concentration. Jasmine grandiflorum absolute has its own Standard, 0.6 % of the finished product (IFRA_STD_049): 2 % × 0.18 = 0.36 %, inside. Virginia cedarwood oil contains about 30 % cedrene, limited to 1.5 % from all sources (IFRA_STD_197): 6 % × 0.18 × 0.30 = 0.33 %, inside.

## At the bench (30 min)

Weigh this formula as a 10 g trial. Then weigh two variations: one with the base raised to 45 % (take the 10 points from Hedione) and one with the top raised to 35 % (take them from Iso E Super). Dilute all three to 18 % in ethanol, rest two days, and smell them on blotters at 15 minutes, 2 hours and 8 hours. Note at which time each variation differs most from the original.
`,
      ),
      lesson(
        'Modifiers and boosters',
        `
Once an accord stands, two kinds of small additions shape it. Modifiers change its character: a green note in a rose, a spice in an amber, a fruit in a jasmine. Boosters raise its diffusion and volume without changing what it smells like. Both are used in small steps, because both are easy to overdo and hard to notice until they have taken over.

## Modifiers

A modifier works at a fraction of the accord's main materials. Take the rose accord from the accords module. Violet leaf absolute at 0.5 % turns it green and cucumber-fresh; beta-damascone (already there at a trace) pushes it towards dried fruit and wine; a touch of clove bud oil makes it spicier and older; cis-3-hexenol at 0.2 % makes it smell like a cut stem. Each of these is a strong material: keep them at 10 % or 1 % dilution so that a step is a weighable amount.

Clove bud oil is mostly eugenol, which IFRA_STD_035 limits to 2.5 % of a fine fragrance from all sources together; at modifier levels you will not come near that, but write the eugenol down once you add clove to a formula that already contains eugenol.

## Boosters

Boosters are usually low-odour, high-volume materials that make everything around them seem larger. Hedione gives air and radiance to florals and citrus; Iso E Super gives a velvety, woody volume and makes a formula feel finished; Ambroxan adds a warm, mineral diffusion at 0.5 to 2 %. Iso E Super has an IFRA limit of 20 % of the finished product (IFRA_STD_068), which even an overdose rarely reaches in an eau de parfum; Hedione and Ambroxan have no Standard.

## Add in steps, stop at the first you can smell

Add modifiers and boosters in steps of 0.5 % of the concentrate, and stop at the first step you can smell. The next step may be prettier on its own, but in a finished formula it will be the one people notice.

## At the bench (25 min)

Make five 5 g trials of the rose accord with violet leaf absolute (1 % in ethanol, so that each step is weighable) added at 0, 0.5, 1, 1.5 and 2 % of the accord. Then make a second series with Hedione at 0, 5, 10 and 20 %. Dilute to 10 %, blotter side by side, and record for each series the first step you can distinguish from the one before, blind if someone can hand you the blotters.
`,
      ),
      lesson(
        'Iterating with intent',
        `
A formula is found by iteration, but iteration without a method is wandering. Professionals keep a strict discipline: change one thing per trial, number everything, and never throw a trial away until the formula is final. The answer is often in trial 7 when you are at trial 15.

## One change per trial

If you raise the musk and lower the citrus in the same trial, and the result is better, you do not know which change helped. Change one material, or one ratio, per trial. When a formula is far from its target you may change a block of materials together (replace the whole woody base, for example), but treat that block as one change and say so in the log.

## Bracketing

When you do not know how much of a material a formula needs, do not creep up in tiny steps. Bracket: make one trial with half the current amount and one with double. Smell the three side by side. If the double is better, bracket again around it; if the truth lies between, halve the interval. Three rounds of bracketing usually find a level that thirty small steps would not.

## The trial log

Give each trial a short code and write what changed and why, before you smell it, and what you smelled after the rest:

\`\`\`
Trial  Change from previous          Why                        Result at 2 days
T07    vetiver 4 → 6 %               dry-down too thin          better base, top now duller
T08    T07, bergamot FCF 14 → 17 %   restore the opening        opening back, balanced
T09    T08, Ambroxan 1 → 2 %         more diffusion             too mineral, back to T08
\`\`\`

Keep every vial, capped and labelled, in a box in the dark until the formula is final. When trial 15 disappoints, you will want to smell trial 8 again rather than remember it.

## Knowing when to stop

Stop iterating when two consecutive trials are judged better than each other by different people, or by you on different days. That means you have reached a region where the differences are matters of taste rather than of balance. Choose the trial that fits the brief best and move on to finishing.

## At the bench (30 min)

Take the eau de parfum from the pyramid lesson and run three rounds of bracketing on one material of your choice (vetiver, Hedione or bergamot FCF). Make each trial at 5 g, dilute to 18 %, and keep the full log with the reason for every change. Write one sentence on what the bracketing taught you that a single step would not have.
`,
      ),
    ],
  },
  {
    title: 'Finishing',
    summary: 'Safety, dilution, maceration and presentation.',
    lessons: [
      lesson(
        'IFRA and documentation',
        `
The International Fragrance Association publishes Standards that prohibit, restrict or set specifications for fragrance materials, product category by product category. Fine fragrance is Category 4, which also covers eau de toilette, parfum, cologne, solid perfume and aftershave. The limits apply to the finished product, so every check starts by computing each material at its final dilution: percent in the concentrate times the concentration of the perfume.

## A worked check

Here is a fougère concentrate, written with the CAS numbers you will need on the formula sheet, to be used at 20 % in alcohol:

${formula('%', [
  ['Lavender oil', 20, '8000-28-0'],
  ['Hedione', 15, '24851-98-7'],
  ['Iso E Super', 12, '54464-57-2'],
  ['Galaxolide', 11.1, '1222-05-5'],
  ['Linalool', 10, '78-70-6'],
  ['Vetiver oil', 8, '8016-96-4'],
  ['Coumarin', 6, '91-64-5'],
  ['Patchouli oil', 6, '8014-09-3'],
  ['Lemon oil', 5, '8008-56-8'],
  ['Geranium oil', 5, '8000-46-2'],
  ['Bergamot oil', 1.5, '8007-75-8'],
  ['Oakmoss absolute', 0.4, '9000-50-4'],
])}

At 20 %: coumarin is 1.2 % of the perfume, inside 1.5 % (IFRA_STD_023). Oakmoss is 0.08 %, inside the 0.1 % for oakmoss and treemoss together (IFRA_STD_067/080). Expressed bergamot is 0.3 %, inside 0.4 % (IFRA_STD_087). Lemon oil is 1.0 %, inside 2 % (IFRA_STD_092). Every line passes on its own, yet the formula fails.

## The sum rule

Phototoxic citrus oils share one budget under IFRA_STD_089: add, for each oil, its level divided by its own limit, and the sum must not exceed 100 %. Here bergamot uses 0.3 / 0.4 = 75 % and lemon 1.0 / 2 = 50 %: 125 %. Lower the lemon to 2 % of the concentrate (0.4 % in the perfume, 20 % of its limit) and the sum is 95 %. Sum rules like this one, and the shared oakmoss and treemoss limit, are where hand checks fail most often; the formula engine on Sillage checks them for you, but you should be able to do it on paper.

## The formula sheet

Keep one sheet per final formula: name and version, date, every material with its CAS number, its supplier and batch, its dilution and its weight, the concentration of the finished product, the IFRA category, and the result of the check with the Amendment it was made against (this course uses the 51st). You will need that sheet to sell, to get a safety assessment, and to make the same perfume again in a year.

## At the desk (20 min)

Redo the check for the same concentrate, with the lemon already lowered, used at 25 % as a parfum. Which limits are now reached, which are exceeded, and what would you change to bring the formula back inside them? Write the answer as a new version of the formula sheet.
`,
      ),
      lesson(
        'Dilution and maceration',
        `
A concentrate becomes a perfume when it is diluted, left to mature and cleared. Each step changes the smell, and each is easy to rush. A perfume bottled the day it was mixed smells rough and alcoholic at the top and often turns cloudy on the shelf.

## Choosing the concentration

The names describe concentration bands rather than fixed figures: a cologne is commonly 2 to 5 % concentrate, an eau de toilette 5 to 15 %, an eau de parfum 15 to 20 %, and a parfum or extrait 20 % and above. Choose by the formula, not by the name you want on the label. A citrus-heavy formula at 25 % can be harsh; a formula built on musks and woods may need 20 % to be heard at all. Always redo the IFRA check at the concentration you choose.

## Weighing the dilution

Dilute by weight. For 100 g of eau de parfum at 18 %, weigh 18.0 g of concentrate into a clean glass bottle and add 82.0 g of perfumer's alcohol, which is ethanol of about 96 %, denatured for perfumery. Some perfumers replace a small part of the alcohol with distilled water in lighter concentrations to soften the alcohol note; keep it to a few percent or the oils will cloud. Swirl gently until the solution is clear.

## Maceration

Let the perfume macerate four weeks in the dark at room temperature, in a full, closed bottle so that little air sits above it. During this time esters, aldehydes and alcohols in the concentrate react slowly with each other and with the ethanol, the sharp edges of the opening soften, and the blend becomes more unified. Smell it every week on a blotter and note the change; many formulas keep improving for two or three months.

## Chilling and filtering

Absolutes, resinoids and some natural oils contain waxes that are soluble in the warm perfume and come out of solution in the cold, clouding the bottle on a winter shelf. Chill the perfume at about 4 °C for 48 hours, then filter it cold through perfumery filter paper into the final bottles. What stays on the paper is the haze your customer would otherwise have found.

## At the bench (20 min)

Dilute your current best trial to 18 % as a 50 g batch and set aside a 5 g sample of the same concentrate diluted the same day as a control. After four weeks of maceration, chill and filter the batch, then compare it blind with a freshly made dilution of the concentrate. Write down the three differences you notice.
`,
      ),
      lesson(
        'Your final formula',
        `
This lesson is the project of the course. You take one brief from the first lesson and carry it to a finished, documented, wearable perfume, using every step of the method. It will take more time than any earlier lesson, because most of it happens at the bench and on the skin over several weeks.

## The project, step by step

1. **Choose and restate the brief.** Pick one of the three briefs you read in the first lesson, or write your own, and restate it in five lines: mood, wearer, season, concentration, budget.
2. **Build the anchor accord.** Start from your three anchors and find their fusion point as you did in the two-material accord lesson, then add up to two materials to make a stable accord of three to five.
3. **Grow the structure.** Put the accord at 20 to 40 % of the concentrate and build top, heart and base around it, starting from a split you can defend, as in the pyramid lesson.
4. **Iterate with a log.** Run at least eight numbered trials with one change each, bracketing the materials that matter most. Test the best two on skin.
5. **Finish.** Check IFRA at your chosen concentration, including the sum rules; dilute, macerate four weeks, chill and filter.

## What to share

Write up the final formula in the community with the brief, the full formula in percent with dilutions stated, the concentration, the IFRA check line by line, and a short evaluation note at 15 minutes, 2 hours and 8 hours on skin. Add the two trials you nearly chose and why you did not. Good feedback needs the full formula: people can only suggest a change to what they can see.

## How you will be judged

Your peers will judge the perfume against its brief, not against their taste. Does the opening say what the brief says? Does the dry-down keep the promise? Is the formula documented so that someone else could weigh it and get the same perfume? Is it safe? Completing this lesson unlocks your certificate, and the feedback you receive is the start of the next version.

## At the bench (60 min)

Most of the work of this lesson is spread over several weeks; this hour is the final session. Weigh a 30 g batch of your chosen trial, dilute it to the concentration you chose, and write the formula sheet with CAS numbers, dilutions and the IFRA check. Then post the write-up and ask two members to wear it for a day.
`,
      ),
    ],
  },
];
