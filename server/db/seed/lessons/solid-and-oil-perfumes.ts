import { formula } from '#server/db/seed/formula-block';
import { lesson, type ModuleSeed } from '#server/db/seed/lesson-seed';

/** Solid and Oil Perfumes (Lena Okafor): roll-ons, attars and balms without alcohol. */
export const SOLID_AND_OIL_PERFUMES: ModuleSeed[] = [
  {
    title: 'Oil perfumes',
    summary: 'Oil perfumes, from first principles to a finished exercise.',
    lessons: [
      lesson(
        'Oil perfumes: principles',
        `
An oil perfume carries its concentrate in a skin-friendly oil instead of alcohol. It wears closer to the skin, projects less, often lasts longer, and suits people who find alcohol drying or who prefer not to use it. It also behaves differently in formulation, and a formula that is beautiful in alcohol may need changes in oil.

## Choosing the carrier

The best carriers are odourless and do not go rancid. **Jojoba oil** is in fact a liquid wax; it is very stable, slightly silky and widely used. **Fractionated coconut oil** (caprylic/capric triglycerides) is light, clear, odourless and also very stable. Avoid carriers rich in polyunsaturated fats, such as sweet almond or grapeseed oil, for perfumes meant to keep: they oxidise and develop a stale, rancid note within months. Golden jojoba has a faint nutty smell; refined jojoba is more neutral.

## How oil changes the perfume

Alcohol evaporates in seconds and lifts the top notes into the air; oil stays on the skin and holds everything closer. The opening of an oil perfume is softer and quieter, and the heart and base arrive sooner. Fresh citrus colognes rarely work well in oil; woody, ambery, floral and resinous formulas usually do.

## Solubility

Most essential oils and liquid aroma chemicals dissolve readily in jojoba and fractionated coconut oil. Some materials dissolve poorly: crystals such as vanillin and ethyl vanillin, some resinoids and very polar materials. Dissolve them first in a small amount of a compatible liquid material of the formula, or choose an alternative such as vanilla absolute or a vanillin-free amber.

## Concentration and safety

Oil perfumes typically contain 15 to 25 % concentrate. They fall in IFRA Category 4 like alcohol perfumes, since the category covers non-hydroalcoholic fine fragrance and solid perfume; every limit applies to the finished oil perfume, computed exactly as for an eau de parfum. Phototoxic citrus oils deserve extra care because an oil stays on the skin in sunlight: use FCF bergamot and distilled lime.

## At the bench (15 min)

Dilute the same small woody blend at 20 % in ethanol and at 20 % in jojoba. Apply each to one forearm, a drop each. Smell at 5 minutes, 1 hour and 4 hours, holding your nose first close to the skin, then at 20 cm. Write what the oil changed at each time and distance.
`,
      ),
      lesson(
        'Oil perfumes: practice',
        `
This practice makes a rose-sandalwood roll-on, a classic pairing that shows oil perfumery at its best: soft, warm and close to the skin. You will weigh a concentrate, dissolve it in jojoba, fill roll-on bottles and evaluate the result over a day.

## The concentrate

${formula('%', [
  ['Sandalwood oil', 25],
  ['Phenylethyl alcohol', 20],
  ['Citronellol', 12],
  ['Iso E Super', 10],
  ['Geranium oil', 8],
  ['Hedione', 8],
  ['Habanolide', 6],
  ['Rose oil', 4],
  ['Patchouli oil', 4],
  ['Pink pepper oil', 3],
])}

Sandalwood is the body and the bridge; phenylethyl alcohol, citronellol, geranium and rose oil build the rose; Hedione and Iso E Super give it air, which oil otherwise lacks; Habanolide and patchouli carry it into the dry-down; pink pepper gives a small spark at the start.

## The numbers

Make 10 ml of roll-on perfume at 20 %. Jojoba and the concentrate have similar densities, close to 0.9 g/ml, so 10 ml weigh about 9 g: weigh 1.80 g of concentrate and 7.20 g of jojoba. Check the limits in the finished oil: rose oil is 0.8 %, and with up to about 2 % methyl eugenol that gives 0.016 % methyl eugenol, above the 0.011 % limit of IFRA_STD_100. The formula as written does not pass.

## Correcting

Lower the rose oil to 2 % and raise phenylethyl alcohol to 22 %: rose oil becomes 0.4 % of the roll-on and methyl eugenol about 0.008 %, inside the limit. Citronellol, now at 2.4 % of the finished oil plus what the rose and geranium bring, stays well under its 12 % limit (IFRA_STD_022). Make this corrected version.

## Filling

Weigh the concentrate into a small beaker or vial, add the jojoba, stir gently with a glass rod until clear, and fill 10 ml glass roll-on bottles with a funnel or pipette. Press in the roller ball and close. Label each with the name, the date and "20 % in jojoba".

## Evaluation

Oil perfumes need less rest than alcohol ones, but a week improves them. Apply with the roller to the inner wrist and the base of the neck, and smell at 15 minutes, 2 hours and 6 hours. Note how close it stays to the skin compared with an alcohol perfume.

## At the bench (30 min)

Weigh the corrected concentrate, make the roll-on, fill two bottles, and evaluate after a week at the three times. Write what you would change for a second version.
`,
      ),
      lesson(
        'Oil perfumes: exercise',
        `
Attars are the oldest tradition of oil perfumery still alive. In Kannauj, in northern India, flowers such as rose and jasmine are distilled in copper stills (deg) and the vapour is led into a receiver (bhapka) containing sandalwood oil, which absorbs the fragrance over days of repeated distillations. The result is a rich, deep perfume oil in which the flower and the wood are inseparable. In this exercise you make a modern attar-style perfume from materials you can buy, without the still.

## The modern attar

${formula('%', [
  ['Sandalwood oil', 50],
  ['Phenylethyl alcohol', 18],
  ['Rose oil', 2],
  ['Vetiver oil', 8],
  ['Labdanum absolute', 6],
  ['Saffron absolute', 0.5],
  ['Cardamom oil', 2],
  ['Benzoin Siam resinoid', 5],
  ['Oud oil', 1],
  ['Ambrette seed oil', 2.5],
  ['Patchouli oil', 5],
])}

The sandalwood is half the concentrate, as in a traditional attar it is the whole base. Phenylethyl alcohol and rose oil give the flower, saffron and cardamom the spice, labdanum, benzoin and oud the dark resinous depth, vetiver and patchouli the earth, and ambrette a soft musky glow.

## Concentration

Traditional attars are used undiluted, but your modern version contains materials with limits, so dilute it. At 25 % in jojoba, oud oil is 0.25 % of the finished oil, saffron absolute 0.125 % and rose oil 0.5 %. Rose oil can contain about 2 % methyl eugenol, which IFRA_STD_100 limits to 0.011 % from all sources: 0.5 % of rose oil brings about 0.010 %, just inside, so at this concentration the rose cannot go higher. Check the other naturals with your suppliers' IFRA certificates, since their constituents vary by batch.

## Handling

Labdanum and benzoin are thick: warm them in a water bath at about 40 °C and weigh them first. Oud oil and saffron absolute are expensive and powerful: weigh them as 10 % dilutions in jojoba, counting the jojoba. Stir the finished concentrate with the carrier until clear, and let it rest two weeks before judging; attar-style blends change a great deal in that time.

## Variations

Make two variations, each changing one thing: replace the rose oil with jasmine sambac absolute (0.5 % of the finished oil, far inside its 3.8 % limit under IFRA_STD_050), or replace the oud oil with more vetiver and a touch of birch tar oil (rectified only, since crude birch tar is prohibited under IFRA_STD_114) for a smoky leather.

## At the bench (40 min)

Weigh the attar concentrate and one variation, dilute both at 25 % in jojoba as 5 g batches, and fill two small bottles. After two weeks, wear each for a day and write which you would make again and why.
`,
      ),
    ],
  },
  {
    title: 'Solid perfumes',
    summary: 'Solid perfumes, from first principles to a finished exercise.',
    lessons: [
      lesson(
        'Solid perfumes: principles',
        `
A solid perfume is a balm: a blend of wax and oil that holds a fragrance concentrate and melts on contact with warm skin. It is pocket-sized, cannot spill, and is easy to make. Its quality depends on three choices: the wax, the oil and the ratio between them.

## The wax

**Beeswax** is the classic choice: it melts at about 62 to 64 °C, gives a firm, smooth balm and has a faint honey smell that blends well with most perfumes. White (bleached) beeswax smells less than yellow. **Candelilla wax**, from a Mexican shrub, is a plant alternative; it is harder and more brittle, so use roughly half to two thirds of the weight you would use of beeswax, and test. Soy and other soft waxes make very soft balms and are best mixed with a harder wax.

## The oil

Use the same stable carriers as for oil perfumes: jojoba or fractionated coconut oil. Jojoba gives a silkier glide; fractionated coconut oil a lighter, less greasy feel. Avoid oils that go rancid, which spoil a balm within months.

## The ratio

The ratio of wax to oil sets the hardness. A good starting point by weight is one part beeswax to one and a half parts oil for a firm balm that glides when warmed with a fingertip. One to one gives a hard balm for hot climates; one to two a soft balm for winter. The concentrate counts as oil for hardness: a balm with a lot of concentrate is softer.

## The fragrance load

Solid perfumes carry 15 to 25 % concentrate. They are Category 4 products under IFRA, since the category includes solid perfume, so every limit applies to the balm as a finished product: a concentrate used at 20 % in a balm is checked exactly as at 20 % in alcohol. Solid perfumes project little; formulas built on woods, resins, vanilla and white flowers work best. Citrus tops are largely lost in the heat of pouring.

## Heat

Volatile materials evaporate from hot wax. Add the concentrate as late and as cool as possible: just above the point at which the wax starts to set, usually around 60 to 65 °C for a beeswax balm. Stir gently and pour at once.

## At the bench (15 min)

Melt three small test balms of beeswax and jojoba without fragrance, at 1:1, 1:1.5 and 1:2 by weight, 5 g each. Let them set overnight and test each with a fingertip: note the hardness and the glide, and choose your ratio for the next lesson.
`,
      ),
      lesson(
        'Solid perfumes: practice',
        `
This practice makes a first solid perfume: a warm vanilla-sandalwood balm in small tins, from a formula you can weigh in an afternoon. You will learn the order of work that keeps the fragrance intact and the balm smooth.

## The concentrate

${formula('%', [
  ['Sandalwood oil', 30],
  ['Benzoin Siam resinoid', 15],
  ['Vanilla absolute', 15],
  ['Iso E Super', 10],
  ['Ylang-ylang oil', 5],
  ['Tonka bean absolute', 5],
  ['Cedarwood oil', 8],
  ['Habanolide', 8],
  ['Patchouli oil', 4],
])}

Vanilla absolute rather than vanillin, which dissolves poorly in wax and oil (the absolute may still leave a little sediment: mix it into the other materials first and let the sediment settle before pouring); benzoin and tonka for warmth; ylang-ylang for a creamy floral heart; sandalwood, cedarwood and patchouli for the woods; Habanolide for a soft skin-like trail.

## The balm

For 30 g of balm at 20 % concentrate with a wax to oil ratio of 1:1.5, the balm contains 6 g of concentrate and 24 g of wax and oil. The concentrate counts partly as oil, so start with 10.0 g beeswax and 14.0 g jojoba, then adjust in the next batch if it is too soft.

Check the limits at 20 %: ylang-ylang is 1.0 % of the balm, above its 0.73 % limit (IFRA_STD_084). Lower ylang-ylang to 3 % of the concentrate (0.6 % in the balm) and add the 2 % to sandalwood. Cedarwood brings cedrene: 8 % × 0.2 × 0.30 is about 0.5 %, inside the 1.5 % of IFRA_STD_197.

## Method

1. Weigh the corrected concentrate into a small vial and cap it.
2. Weigh the beeswax and jojoba into a heat-proof glass beaker and melt them in a water bath, stirring with a glass rod, until completely clear.
3. Take the beaker out and let it cool, stirring, until a thin skin just begins to form at the edge (around 60 to 65 °C).
4. Add the concentrate, stir gently for a few seconds, and pour at once into clean tins or compacts.
5. Leave the tins open and undisturbed until set, then close and label them.

## Resting

Let the balms rest 48 hours before use. If the surface is rough or cracked, warm it briefly with a hair dryer on low to smooth it.

## At the bench (40 min)

Make the 30 g balm with the corrected concentrate and pour it into three tins. After 48 hours, test the hardness and the scent on skin at 15 minutes and 2 hours, and note whether you would change the wax ratio.
`,
      ),
      lesson(
        'Solid perfumes: exercise',
        `
Your own solid perfume is the final project of this course. You choose a formula, adapt it for a balm, make two hardnesses, test them over a week and document the result well enough that you could make it again or sell it.

## Step one: adapting a formula

Take a formula you like, from this course or from another, and adapt it for a balm. Remove or reduce very volatile top notes, which will be lost in the warm wax. Replace crystals such as vanillin with liquids where possible. Strengthen the heart and the base a little, since a balm releases scent slowly. Then check every limited material at your chosen load, remembering that the balm is the finished product in IFRA Category 4.

A white-floral balm adapted in this way might look like this:

${formula('%', [
  ['Hedione', 20],
  ['Benzyl salicylate', 15],
  ['Sandalwood oil', 15],
  ['Jasmine sambac absolute', 10],
  ['Habanolide', 10],
  ['Orange flower absolute', 5],
  ['Linalool', 8],
  ['Benzyl acetate', 8],
  ['Tuberose absolute', 2],
  ['Ylang-ylang oil', 3],
  ['Vanilla absolute', 4],
])}

At 20 % in the balm, jasmine sambac is 2 % (limit 3.8 %, IFRA_STD_050), ylang-ylang 0.6 % (limit 0.73 %), benzyl salicylate 3 % (limit 7.3 %). Tuberose absolute at 0.4 % of the balm brings up to about 0.007 % methyl eugenol by the figures of IFRA's annex on natural contributions, most of the 0.011 % limit: keep it there, and ask the supplier for the batch's content before you sell.

## Step two: two hardnesses

Make two 15 g balms with the same concentrate at 20 %: one at a wax to oil ratio of 1:1.2 and one at 1:1.8. Pour each into two tins.

## Step three: the week's test

Carry one tin of each for a week. Note each day: does it glide, does it melt in a pocket, how long does the scent last on the wrist? Keep the second tins at home as references and compare their smell with the carried ones at the end of the week.

## Step four: documentation

Write the final recipe: the concentrate formula in percent, the wax, oil and concentrate in grams for a 30 g batch, the pouring temperature, the IFRA check at the chosen load, and the date. Add one line on what you would change.

## At the bench (45 min)

Adapt your formula, make the two balms, and start the week's test. At the end of the week, complete the documentation and share it in the community.
`,
      ),
    ],
  },
];
