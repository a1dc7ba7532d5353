import { formula } from './formula-block';
import { studyMinutes } from './study-time';

export interface TutorialSeed {
  id: string;
  title: string;
  description: string;
  /** Computed from the body by studyMinutes ("22 min"), never typed. */
  duration: string;
  level: 'Beginner' | 'Intermediate';
  views: number;
  body: string;
}

function tutorial(t: Omit<TutorialSeed, 'duration' | 'body'>, text: string): TutorialSeed {
  const body = text.trim();
  return { ...t, duration: `${studyMinutes(body)} min`, body };
}

/** The free tutorials: long reads with an exercise each; durations follow from the text. */
export const TUTORIALS: TutorialSeed[] = [
  tutorial(
    {
      id: 'intro-perfumery',
      title: 'Introduction to Perfumery',
      description: 'What a perfume is made of, and how to start making one at home.',
      level: 'Beginner',
      views: 2480,
    },
    `
## What is a perfume?

A perfume is a blend of aromatic materials dissolved in a carrier, usually perfumer's alcohol. The blend of aromatic materials is called the *concentrate*, and the names on bottles describe, roughly, how much of it there is. An eau de cologne contains a few percent of concentrate, an eau de toilette roughly 5 to 15 %, an eau de parfum roughly 15 to 20 %, and a parfum or extrait more. The rest is alcohol, sometimes with a little water. The same concentrate smells different at each strength: a cologne is bright and brief, an extrait dense and close to the skin.

## Where the materials come from

Perfumers work with two large families of materials. **Naturals** are obtained from plants by pressing (citrus peels), steam distillation (lavender, vetiver, patchouli, most herbs and woods) or solvent extraction (jasmine, rose and other delicate flowers give *absolutes*; gums such as benzoin give *resinoids*). **Aroma chemicals** are single molecules, some identical to those found in nature (linalool, vanillin, phenylethyl alcohol), others invented in laboratories (Hedione, Iso E Super, Galaxolide, Ambroxan). Modern perfumes almost always combine both: naturals give depth and movement, aroma chemicals give clarity, stability and effects nature does not offer. Neither family is safer by nature; both are governed by the same safety rules.

## The three parts of a scent

- **Top notes** are what you smell first: citrus, light herbs, aldehydes, some spices. They are the most volatile materials and fade within minutes to an hour or so.
- **Heart notes** carry the character for several hours: florals, spices, green notes, aromatic herbs.
- **Base notes** stay longest: woods, resins, musks, vanilla, amber materials. They also slow a little the evaporation of everything above them and, more importantly, continue the story when the top has gone.

The picture of a pyramid is a simplification: materials evaporate continuously and many sit between two tiers. But it is a useful way to think about balance. A perfume made only of top notes is gone in an hour; a perfume made only of base notes never opens.

## How a perfumer works

A perfumer starts from a brief, an idea in words, and looks for an accord: a small group of materials that together smell like one new thing. The accord grows into a formula with top, heart and base, tested in dozens of small trials. Each trial is weighed on a precise scale, written down, left to rest and smelled on paper strips and on skin at several times. One thing changes from trial to trial, so that each result teaches something. When the formula is right, it is checked against safety rules, diluted, left to mature for a few weeks, chilled and filtered.

## Your first kit

You need very little to start:

- a scale that reads 0.01 g, better 0.001 g, because drops are not a unit;
- glass pipettes, one per material, or disposable ones;
- paper smelling strips (blotters) and a pencil;
- small glass vials with caps, and labels;
- perfumer's alcohol (ethanol of about 96 %, denatured for perfumery);
- five to ten materials.

A sensible first set is bergamot FCF, lavender, a rose material (phenylethyl alcohol or geranium oil), cedarwood, vetiver, vanillin or benzoin, and a clean musk such as Galaxolide. Each covers a different family and a different part of the pyramid, so you can already make complete small blends.

## Safety from the first day

Materials are concentrated chemicals. Work in a ventilated room, keep bottles closed, wipe spills, keep everything away from children and pets, and never put undiluted materials on skin. The International Fragrance Association (IFRA) publishes Standards that limit or prohibit materials by product category; fine fragrance is Category 4. One example you will meet early: bergamot oil pressed from the peel contains bergapten, which makes skin burn in sunlight, so IFRA_STD_087 limits it to 0.4 % of a finished perfume. Buy the furocoumarin-free grade (bergamot FCF) for anything you will wear. Another: lemon oil pressed from the peel is limited to 2 % (IFRA_STD_092) for the same reason.

## How to smell

Dip a blotter about 1 cm into a material, write its name on the dry end, wait a few seconds for the alcohol to leave, and take two or three short sniffs a few centimetres from your nose. Then rest. The nose adapts quickly, so the first sniffs are the most informative. Smell the same blotter again after 15 minutes, an hour and the next day: you will see the top fade and the base remain, which is the pyramid in action.

## A first exercise

Your first blend is a small citrus-lavender-wood:

${formula('g', [
  ['Bergamot oil FCF', 2],
  ['Lavender oil', 1],
  ['Cedarwood oil', 1],
])}

Weigh the 4 g of concentrate into a vial, add 16 g of perfumer's alcohol (a 20 % eau de parfum), cap, shake and label with the date. Wait two days: freshly mixed materials smell disconnected, and they blend as they rest.

Then smell it on a strip at 5 minutes, 1 hour and 6 hours, and write down what changes. At 5 minutes you should smell the bergamot leading; at 1 hour, lavender and wood together; at 6 hours, mostly cedarwood. Now make a second version with one change (add 0.2 g of vanillin, or replace the cedarwood with vetiver) and smell both side by side. That notebook, with its one change at a time, is the beginning of your practice.

## At the bench (20 min)

Weigh both versions, dilute them, and write your notes at the three times. Keep the vials: in a month you will smell them again and be surprised how much your nose has learned.

## Where to go next

The free tutorial on fragrance families will give you the vocabulary to describe what you smell. The Perfumery Foundations course takes you through a structured first month: smelling like a perfumer, then your first blends, with exercises and community feedback.
`,
  ),
  tutorial(
    {
      id: 'fragrance-families',
      title: 'Understanding Fragrance Families',
      description: 'The families perfumers use to describe and organise scents.',
      level: 'Beginner',
      views: 1960,
    },
    `
## Why families matter

Families are a shared vocabulary. When someone says "a woody chypre", a perfumer already imagines bergamot over labdanum, moss and woods; when a shop assistant says "a fresh fougère", a customer can expect lavender and a clean, herbal sweetness. Families let perfumers talk about a perfume's structure in a word, let customers find perfumes they may like, and let you organise your own smelling notes.

Families are not chemistry. They group perfumes by the impression they give and, often, by the accord at their core. Different classifications exist: the fragrance wheel popularised by Michael Edwards arranges families in a circle so that neighbours blend naturally; the French Société Française des Parfumeurs keeps a classification with families and subfamilies. The names below are the ones you will meet most often.

## Citrus (hesperidic)

Bergamot, lemon, mandarin, orange, grapefruit, lime, with petitgrain and neroli from the bitter orange tree. Fresh, bright and short-lived. The classic eau de cologne belongs here: citrus oils with aromatic herbs and orange blossom, at a low concentration. Citrus perfumes are hard to make last, and pressed citrus oils carry phototoxicity limits: lemon oil 2 % of a finished perfume (IFRA_STD_092), bergamot oil 0.4 % unless furocoumarin-free (IFRA_STD_087).

## Floral

The largest family. Single flowers (soliflores) such as rose, jasmine, tuberose, orange blossom, lily of the valley or violet; floral bouquets of several flowers; and modern transparent florals built on Hedione and musks. Rose is built from phenylethyl alcohol, citronellol and geraniol with traces of rose oxide and damascones; white flowers (jasmine, tuberose, orange blossom) share indole, benzyl acetate and methyl anthranilate.

## Aldehydic

Florals lifted by fatty aldehydes (C-10, C-11, C-12 MNA): soapy, waxy, sparkling, like a freshly ironed sheet or a snuffed candle. Used at fractions of a percent, they changed fine fragrance in the twentieth century and remain a signature of classic French perfumery.

## Fougère

Literally "fern", although ferns have almost no smell. A fougère is an accord of lavender, coumarin (the hay-like smell of tonka beans) and oakmoss, usually with bergamot and geranium. It is the backbone of many masculine perfumes and barbershop scents. Coumarin is limited to 1.5 % of a finished perfume (IFRA_STD_023) and oakmoss to 0.1 % together with treemoss (IFRA_STD_067 and IFRA_STD_080), so modern fougères use less moss and more woods and musks.

## Chypre

Named after Coty's Chypre of 1917: citrus (bergamot) over a base of labdanum, oakmoss and patchouli, often with a floral heart of rose and jasmine. Elegant, dry, mossy, with a striking contrast between the bright top and the dark base. Modern chypres rebuild the moss from a little low-atranol oakmoss, patchouli and substitutes such as Evernyl, because of the oakmoss limit.

## Woody

Cedar, sandalwood, vetiver, patchouli, guaiac wood, and modern woody aroma chemicals such as Iso E Super and the sandalwood molecules. From dry and pencil-like (Virginia cedarwood) to creamy (sandalwood) to smoky and earthy (vetiver). Woods are base notes in most perfumes and the main theme of many.

## Amber (oriental)

Warm, resinous and sweet: labdanum, benzoin, vanilla, tonka, with spices and sometimes incense. The word "amber" here names an accord, not the fossil resin. The older name "oriental" is being replaced by "amber" in many classifications. A related modern family, sometimes called "woody amber", uses Ambroxan and powerful woody-amber molecules for a dry, radiant effect.

## Gourmand

Edible notes: caramel, praline, chocolate, coffee, honey, built with ethyl maltol, vanillin, coumarin and lactones. A young family (its first landmark dates from the 1990s) that quickly became one of the most popular.

## Leather, green, aquatic and others

**Leather** uses birch tar (rectified only: crude birch tar is prohibited, IFRA_STD_114), isobutyl quinoline, and suede notes. **Green** uses galbanum, cis-3-hexenol and violet leaf for the smell of crushed leaves and stems. **Aquatic** or marine perfumes use Calone and related molecules for a watery, melon-like, sea-air effect. **Aromatic** perfumes centre on herbs such as lavender, rosemary, sage and thyme.

## Families in a real perfume

Most perfumes belong to more than one family. A "floral chypre" has a floral heart on a chypre base; a "woody aromatic" combines herbs with woods; a "floral gourmand" adds edible notes to flowers. The family named first is the dominant impression. Families also change with time on skin: a perfume may open citrus, turn floral after half an hour and dry down woody. Classifications usually name the family of the heart and base, where the perfume spends most of its life.

## At the bench (20 min)

Take three perfumes you own or can smell in a shop. Spray each on a labelled blotter. For each, write the family you perceive at 5 minutes, at 1 hour and at 4 hours, and the materials you think create that impression. Then look up how the brand or a fragrance database classifies it. Where you disagree, smell again and decide which impression the classification is based on.

Then take one perfume and place it on a fragrance wheel: find its family, its two neighbours, and the family its dry-down drifts into after four hours. If you own perfumes from two neighbouring families, wear one on each wrist and notice how they share a facet, such as the lavender of a fougère and the herbs of an aromatic, or the resins of an amber and the woods of a woody.
`,
  ),
  tutorial(
    {
      id: 'essential-oils',
      title: 'Working with Essential Oils',
      description: 'Choosing, storing, diluting and blending essential oils safely.',
      level: 'Intermediate',
      views: 1320,
    },
    `
Essential oils are the most accessible natural materials in perfumery, and the most misunderstood. They are sold everywhere, often with claims about health and purity that have nothing to do with perfumery. For a perfumer they are complex, variable, sometimes fragile and sometimes restricted materials. Working well with them means buying with care, storing them properly, diluting and weighing them precisely, respecting the safety limits, and blending them so that their complexity works for you.

## Buying well

Look for the botanical name (Lavandula angustifolia, not just "lavender"), the country of origin, the part of the plant and the extraction method. Two oils called "lavender" may be true lavender, lavandin (a hybrid, more camphoraceous and cheaper) or spike lavender; two oils called "cedarwood" may be Virginia cedarwood (Juniperus virginiana, dry and pencil-like) or Atlas cedarwood (Cedrus atlantica, sweeter and more balsamic). The botanical name tells you which.

Ask the supplier for a batch number, a certificate of analysis and, for expensive oils, a gas chromatography report, which shows the main constituents and reveals many adulterations. Ask for the IFRA certificate and the allergen statement: they give the limits for each product category and the content of labelled allergens such as linalool, limonene, citral, geraniol and eugenol, which you need for safety checks and labels.

Cold-pressed citrus oils contain furocoumarins, which make skin burn in sunlight. Choose FCF (furocoumarin-free) bergamot for skin products, and distilled rather than expressed lime. Be wary of very cheap rose, sandalwood, jasmine or oud: at a fraction of the market price they are almost always diluted or reconstituted.

## Storing

Keep oils in amber glass, tightly closed, in a cool dark place. Citrus oils oxidise fastest: keep them in a refrigerator at 4 to 8 °C and use them within a year or two. Pine, fir and other oils rich in terpenes also oxidise and become harsh and sensitising. Woods and resins such as sandalwood, patchouli, vetiver and labdanum keep for years and often improve.

Air is the enemy. Decant large bottles into smaller ones as you use them, so that each stays nearly full, and close every bottle immediately after use. Write the opening date on each bottle; when an oil smells flat, sharp or turpentine-like, it has oxidised and should not be used on skin.

## Diluting

Work by weight, not by drops: drop size changes with the pipette and the oil's viscosity. Strong oils (clove, cinnamon, oakmoss, galbanum, chamomile, vetiver for some uses) are easier to dose at 10 % in alcohol: weigh 1.00 g of oil and 9.00 g of ethanol into a labelled vial. Very viscous materials, such as vetiver, sandalwood or benzoin resinoid, are easier to pipette when diluted or gently warmed. Always record the dilution in your formula so the numbers stay true: "clove bud oil 10 % in ethanol, 0.30 g" means 0.03 g of clove oil.

## Safety

Respect IFRA limits for each material in the finished product, and never apply undiluted oils to skin. For fine fragrance, IFRA Category 4, some examples from the 51st Amendment:

- Bergamot oil expressed: 0.4 % (IFRA_STD_087); lemon oil cold pressed: 2 % (IFRA_STD_092); lime oil expressed: 0.7 % (IFRA_STD_093); bitter orange oil expressed: 1.25 % (IFRA_STD_088); grapefruit oil: 4 % (IFRA_STD_091). These phototoxic oils also share one budget: the sum of each oil's level divided by its own limit must not exceed 100 % (IFRA_STD_089).
- Oakmoss and treemoss: 0.1 % together (IFRA_STD_067 and IFRA_STD_080).
- Ylang-ylang: 0.73 % (IFRA_STD_084); jasmine grandiflorum absolute: 0.6 % (IFRA_STD_049).
- Constituents count from all sources: clove bud oil is almost entirely eugenol, limited to 2.5 % (IFRA_STD_035); lemongrass and litsea cubeba are mostly citral, limited to 0.6 % (IFRA_STD_021); Virginia cedarwood is about 30 % cedrene, limited to 1.5 % (IFRA_STD_197).
- Some oils are prohibited outright, among them costus root oil (IFRA_STD_124), verbena oil (IFRA_STD_083) and sassafras, through its safrole (IFRA_STD_179).

Compute each limit at the finished dilution: 5 % of lemon oil in a concentrate used at 20 % is 1 % of the perfume. Patch-test a 2 % dilution on the inner forearm before wearing a new blend, and stop if the skin reddens or itches.

## Blending

Essential oils blend best when they share a facet. Lavender and bergamot share linalool and linalyl acetate, so they fuse easily; clary sage shares them too and adds a musky, tea-like depth. Rosemary, eucalyptus and cardamom share eucalyptol, a fresh camphoraceous note. Vetiver's grapefruit facet continues citrus; sandalwood's softness continues florals. When you build a blend, look for these bridges rather than collecting your favourite oils.

Balance the evaporation curve. A blend of citrus and herbs only will be gone in an hour; give it a base of vetiver, patchouli, cedarwood, sandalwood or a resin. Be careful with strong oils: a few tenths of a percent of clove, cinnamon or chamomile can dominate a blend.

## At the bench (25 min)

Blend lavender, bergamot FCF and vetiver at 3:2:1:

${formula('g', [
  ['Lavender oil', 3],
  ['Bergamot oil FCF', 2],
  ['Vetiver oil', 1],
])}

Then make a second blend, replacing the vetiver with the same weight of Virginia cedarwood. Dilute 1 g of each blend in 4 g of ethanol (20 %). Compare both on blotters after 5 minutes, one hour and six hours: the base note changes the whole character, earthy and smoky with vetiver, dry and pencil-like with cedarwood.

Finally, check the second blend at 20 %: cedarwood is one sixth of the concentrate, so about 3.3 % of the perfume and about 1 % cedrene, inside the 1.5 % limit. Note in your notebook which base you prefer and why.
`,
  ),
  tutorial(
    {
      id: 'scent-layering',
      title: 'The Art of Scent Layering',
      description: 'Combining two or more perfumes on the skin to create your own signature.',
      level: 'Intermediate',
      views: 1750,
    },
    `
## What layering is

Layering means wearing two or more fragrances together so that they form a new scent. It is an old practice in the Middle East, where perfumed oils, incense smoke and sprays are combined as a matter of course, and it has become popular everywhere as a way to make a personal signature from perfumes you already own. It works best when one perfume is simple and the other is rich, and when you treat the combination as a small act of perfumery rather than a random mix.

## How two perfumes combine

When you spray two perfumes on the same skin, their materials mix just as the materials in a formula do. Top notes of both appear together and fade first; the heart notes overlap for hours; the base notes of the longer-lasting perfume dominate the dry-down. Three things follow. The richer perfume usually wins in the end. Materials the two perfumes share reinforce each other and can become too loud. And clashing facets, such as a sharp green against a sweet gourmand, remain audible for as long as both perfumes do.

## Rules that help

1. **Heaviest first.** Apply the richer perfume (amber, woods, vanilla, oud) first, then the lighter one on top. The light perfume's top notes then have their moment before the base takes over.
2. **Share a note.** Two perfumes with a common material (a musk, a citrus, a rose) blend more naturally, because the shared note bridges them.
3. **Less is more.** One spray of each; you can always add. Layering doubles the total amount of perfume you wear, and a combination that pleases you on the wrist can overwhelm a room.
4. **Simple with complex.** A single-note perfume (a rose, a vetiver, a musk) layers better with a complex perfume than two complex perfumes layer with each other.
5. **Same place or different places.** Spraying on the same spot blends the two fully; spraying on different spots (one on the wrists, one on the neck) lets them meet in the air and gives a more changing effect.

## Combinations to try

- **A vanilla or amber base with a citrus cologne on top:** warm and bright. The cologne gives a fresh opening; the amber makes it last.
- **A single-note rose with an oud or woody perfume:** deep and elegant, a classic pairing from Middle Eastern perfumery.
- **A clean musk with almost anything:** it extends and softens the other perfume. Musk-only perfumes are the most versatile layering tools.
- **A vetiver with a grapefruit or bergamot cologne:** vetiver's own grapefruit facet bridges the two.
- **An iris or powdery perfume with a woody amber:** a soft, cosmetic powder on a warm, radiant base.
- **A fig or green perfume with a sandalwood:** milky and green, like the fig-and-wood accords of modern niche perfumery.

## Combinations to be careful with

Two gourmands together usually become cloying. Two strong aquatic or ozonic perfumes can smell metallic and harsh. A heavy animalic or leather perfume under a delicate floral can swallow the floral entirely. Two perfumes that both carry a lot of the same musk or the same woody-amber material can feel synthetic and loud. Try these only with a single spray of each and on a blotter first.

## Testing on blotters first

Before you wear a combination, test it on paper. Spray each perfume on its own blotter and one blotter with both, in the order you plan to wear them. Smell all three at 5 minutes, 1 hour and 4 hours. If the combined blotter smells like one new perfume, try it on skin. If it smells like two perfumes arguing, change one of them or the balance (two sprays of the lighter perfume to one of the richer).

## Safety in layering

Layering multiplies exposure. Each perfume on the market is made to meet IFRA limits on its own, but two perfumes worn together can add up: if both contain a restricted material, such as a citrus oil with furocoumarins or a material at the top of its allowed range, the skin receives the sum. Keep layering to one or two sprays of each, avoid layering perfumes rich in citrus on skin that will be in strong sun, and stop if your skin reacts.

## From layering to a formula

Layering is a good way to discover what you like before you make it. If you love a combination, note the perfumes, the order and the number of sprays, and describe the result in your own words: what you smell first, what remains. In Finding Notes you can describe the combination and get a single formula that captures it, which you can then weigh, adjust and wear as one perfume.

## At the bench (15 min)

Choose two perfumes you own: one simple, one rich. Make the three blotters (each alone and the combination), smell them at 5 minutes, 1 hour and 4 hours, and write what the combination does that neither does alone. If it works, wear it for a day with one spray of each, and note the order and the placement.
`,
  ),
];
