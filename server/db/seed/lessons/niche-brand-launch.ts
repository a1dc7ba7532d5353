import { lesson, type ModuleSeed } from '#server/db/seed/lesson-seed';

/** Launching a Niche Fragrance Brand (Claire Duval): compliance, costing, bottles and the first customers. */
export const NICHE_BRAND_LAUNCH: ModuleSeed[] = [
  {
    title: 'Compliance and costing',
    summary: 'Compliance and costing, from first principles to a finished exercise.',
    lessons: [
      lesson(
        'Compliance and costing: principles',
        `
A perfume becomes a product when someone may legally sell it. In most markets a fine fragrance is a cosmetic, and the rules for cosmetics apply in full, whatever the size of the brand. This lesson outlines what the European Union requires, because its rules are detailed and widely copied; check the rules of every market you sell in.

## IFRA is necessary, not sufficient

IFRA compliance is the industry's own safety standard, and retailers and safety assessors will ask for it: a certificate that the finished perfume meets the Standards of the current amendment for Category 4. It does not replace the law. A perfume can pass every IFRA Standard and still be unsellable in the EU, for example if it contains HICC (Lyral), prohibited in EU cosmetics under Regulation (EU) 2017/1410 even though IFRA_STD_044 allows 0.2 % in Category 4.

## The EU Cosmetics Regulation

Under Regulation (EC) No 1223/2009, every cosmetic placed on the EU market needs:

- **A Responsible Person** established in the EU, who answers for the product's compliance.
- **A safety assessment** (the Cosmetic Product Safety Report), signed by a qualified safety assessor, based on the full formula, the IFRA certificate, the raw materials' data and stability tests.
- **A Product Information File** kept for ten years after the last batch is placed on the market.
- **A notification** in the EU's Cosmetic Products Notification Portal before sale.
- **A label** with, among other things, the ingredient list, the nominal content, the batch number and the Responsible Person's address.

## Allergens on the label

Certain fragrance allergens must be named in the ingredient list when they exceed 0.001 % in a leave-on product such as a perfume: linalool, limonene, citral, coumarin, geraniol, citronellol, eugenol and others, whether added as such or brought by naturals. The list has been extended by Regulation (EU) 2023/1545, with transition periods; your safety assessor will tell you which list applies to your launch date.

## Costing starts with the formula

Compliance has a cost, and so does every gram of the formula. A brand that prices its perfume before costing the concentrate, the packaging and the safety work usually discovers the margin too late. The next lesson computes a full cost.

## At the desk (20 min)

List every market you want to sell in during your first year. For each, write who will act as Responsible Person or equivalent, who will do the safety assessment, and which documents you already have: formula sheet, IFRA certificate from your compounder, raw material safety data sheets.
`,
      ),
      lesson(
        'Compliance and costing: practice',
        `
The cost of a bottle of perfume is built from four blocks: the juice, the packaging, the work and the compliance. Each is simple; the mistakes come from forgetting one. This practice computes the cost of a 50 ml eau de parfum step by step, with round example prices you should replace with your own quotes.

## The juice

An eau de parfum at 18 % has a density of roughly 0.83 g/ml, so 50 ml weighs about 41.5 g and contains about 7.5 g of concentrate. If your concentrate costs 180 per kilogram, the concentrate in one bottle costs about 1.35. Perfumer's alcohol at, say, 6 per litre adds about 0.25. Add 10 % for losses in filtering, filling and samples.

\`\`\`
Concentrate       7.5 g at 180 / kg               1.35
Alcohol           34 g, about 42 ml at 6 / litre  0.25
Losses            10 % of the juice               0.16
Juice                                             1.76
\`\`\`

## The packaging

Packaging often costs more than the juice. A stock glass bottle might cost 1.50 to 4.00 at small quantities, a crimped pump 0.60 to 1.50, a cap 0.50 to 3.00, a printed box 1.00 to 3.00, and labels 0.20 to 0.50. Minimum order quantities matter: a custom cap may be cheap per piece but only sold by the ten thousand.

## The work and compliance

Count filling, crimping, labelling and boxing, even if you do it yourself: your hour has a price. Spread one-off costs over the first production run: the safety assessment, the Responsible Person's fee, design, photography. A safety assessment spread over 500 bottles adds a very different amount per bottle than over 5,000.

## From cost to price

Add the blocks to get the cost of goods per bottle. Niche brands usually sell through retailers who take a large share of the retail price, and a common rule of thumb is to aim for a cost of goods around a fifth of your wholesale price or less. Whatever rule you choose, write it down and check every product against it.

## At the desk (30 min)

Cost your own 50 ml eau de parfum with real quotes: your concentrate's price per kilogram, your alcohol, three packaging quotes, your hourly rate and the one-off costs spread over your first run. Compute the cost of goods, then the wholesale and retail price your rule gives, and compare them with three niche perfumes you admire.
`,
      ),
      lesson(
        'Compliance and costing: exercise',
        `
This exercise puts both halves of the module to work on one formula: yours. By the end you will have a compliance file started and a costed, priced product, and you will know whether the formula you love can be sold at the price you imagined.

## Part one: the compliance sheet

Take your final formula and write its compliance sheet:

1. **Every material** with its CAS number, supplier and percentage in the concentrate.
2. **The finished level** of each material at your chosen concentration: percentage in the concentrate times the concentration.
3. **The IFRA check** against the 51st Amendment for Category 4: each material with a Standard, each constituent from all sources (eugenol, citral, coumarin, geraniol, citronellol, methyl eugenol and others), and the sum rules for oakmoss with treemoss and for the phototoxic citrus oils.
4. **The allergens** that exceed 0.001 % in the finished product, from the materials you added and from those brought by naturals; your suppliers' allergen statements give the content of each natural.

A worked line looks like this: coumarin at 6 % of a concentrate used at 18 % is 1.08 % of the perfume, inside the 1.5 % of IFRA_STD_023, and must be named on the label because it is well above 0.001 %.

## Part two: the cost sheet

Cost the formula's concentrate from your suppliers' prices per kilogram: each material's percentage times its price, summed. Note the three most expensive lines. Then build the full cost of a 50 ml bottle as in the last lesson.

## Part three: the decision

Compare your cost of goods with your pricing rule. If it is too high, you have three levers: the concentration (lowering it reduces the juice cost, but changes the perfume), the expensive materials (can a cheaper material do the same job at a lower level?), and the packaging. Write which lever you would pull first and why; reformulating to save cost must never break the brief.

## What to share

Post the compliance summary (not necessarily the full formula) and the cost breakdown in the community. Members who have launched will tell you which costs you have forgotten; almost everyone forgets one.

## At the desk (45 min)

Complete the compliance sheet and the cost sheet for your formula, and write the one-paragraph decision. Keep both: they are the first documents of your Product Information File.
`,
      ),
    ],
  },
  {
    title: 'Bottles, story and launch',
    summary: 'Bottles, story and launch, from first principles to a finished exercise.',
    lessons: [
      lesson(
        'Bottles, story and launch: principles',
        `
People meet your perfume through its bottle and its story long before they smell it. A small brand cannot outspend large ones, but it can be clearer: a bottle that fits the perfume, a story that is true, and a launch that puts the perfume on skin rather than only on screens.

## Choosing a bottle

Start with stock bottles from a glass supplier: they are available in small quantities, tested and compatible with standard pumps. Decide on three things. **The neck**: crimp necks (sealed permanently with a crimped pump) are the norm in fine fragrance and prevent evaporation; screw necks allow refilling but need a good seal. **The glass**: clear glass shows the colour but lets light in; if your perfume contains vanillin or other materials that darken, prefer coloured glass or a box. **The size**: 50 ml is the standard size for niche launches; 100 ml lowers the cost per millilitre; 10 ml travel sprays and 1.5 to 2 ml samples are the tools of discovery.

## Compatibility

Test the perfume in its final bottle, with its final pump, before you order thousands. Fill a few bottles, store some warm (about 40 °C) and some at room temperature for four weeks, and check the weight loss, the pump's spray, the colour, and the smell against a reference kept in the refrigerator. Some pump gaskets swell or leak with certain perfumes; some lacquers react.

## A true story

The story should say what the perfume is and why it exists: the idea, the person who made it, the materials that matter. Name the notes you really used, or materials that create the impression you describe: if you say "rain on stone", be ready to say what makes it. Customers and journalists increasingly ask, and a story that falls apart under questions costs more than no story.

## A launch on skin

A niche perfume sells when people wear it. Plan the launch around samples: who receives them, how they give feedback, and how you follow up. A few hundred samples sent to the right people teach you more than any advertisement.

## At the desk (20 min)

Choose a stock bottle, a pump and a cap from one supplier's catalogue, and write down their prices and minimum quantities. Then write your perfume's story in 80 words, and underline every claim in it that a curious customer could ask you to explain.
`,
      ),
      lesson(
        'Bottles, story and launch: practice',
        `
This practice produces the things a launch needs: a description that informs, photographs that show, samples that travel, and a price that holds. Each can be done well on a small budget if you plan it as carefully as a formula.

## Writing the description

Write three versions of the description. **The line**: one sentence under fifteen words, for a shop shelf or a social post. **The card**: about 60 words, with the idea, the main materials and how it wears. **The page**: about 200 words for your website, adding the story, the perfumer and the full list of notes. Avoid the words "unique", "luxurious" and "captivating": show it instead by naming what makes the perfume different. Use the same notes in all three versions.

## The notes pyramid

A notes pyramid for customers is not the formula's pyramid. It names the impressions people smell, in plain words: "bergamot, pink pepper" at the top; "iris, violet leaf" in the heart; "cedar, musk" in the base. Keep each tier to two or three notes. Do not list materials the perfume does not contain unless you present them clearly as impressions: "an accord of wet stone" is honest; "rare Himalayan stone oil" is not.

## Photography

Photograph the bottle against a neutral background in daylight, from the front and at a three-quarter angle, and once with a material from the perfume (a bergamot, a piece of cedar). Keep the same light and background for every product, so that your range looks like a family.

## Samples

Samples are the launch. Prepare 1.5 to 2 ml spray vials filled from the same batch as the bottles, labelled with the name, batch number and your address, and the ingredient list if they are sold or sent widely. Put a short card in each with the line, the card description and a way to reply.

## Pricing

Set the price from your cost sheet and your pricing rule, then compare it with perfumes of similar size and positioning. If your price is far from theirs, either your costs or your positioning need a second look.

## At the desk (40 min)

Write the line, the card and the page for your perfume, with its customer pyramid. Photograph your bottle or a prototype with the same light from two angles. Fill five samples, label them, and write the card.
`,
      ),
      lesson(
        'Bottles, story and launch: exercise',
        `
The last exercise of the course is a launch plan for your first hundred customers. A hundred is small enough to know each one by name and large enough to learn what works. The plan covers who they are, how they find you, how they try the perfume, and what you do with their answers.

## Who are the hundred?

Write down where your first customers are likely to come from: people who already follow your work, members of perfume communities such as this one, one or two independent shops, and a few writers or reviewers who cover niche perfumery. For each group, estimate how many people you can reach and how many might buy. Be honest: a first launch often converts a few percent of the people who receive a sample.

## The sample programme

Plan a sample programme in three waves. **Wave one**, six weeks before launch: 20 samples to trusted noses (experienced members, a shop owner, a perfumer friend) with a request for precise feedback; this is your last chance to change the formula or the story. **Wave two**, three weeks before: 100 to 200 samples to people who asked for them, with a launch date and a way to order. **Wave three**, at launch: samples sent with every order and sold as a discovery set, credited against a full bottle.

## The timeline

Work backwards from the launch date: the bottles and boxes need their lead time, the safety assessment and the notification must be complete before any sale, and the batch must have macerated and been filtered. Write a timeline with each task, its owner and its latest date, and add two weeks of margin to the packaging.

## Listening

Ask every sample recipient the same three questions: what did you smell first, what remained after four hours, and would you buy a bottle? Collect the answers in one place and read them together. If many people mention the same weakness, take it seriously; if the answers divide sharply, you may have a perfume with a strong character, which is not a problem.

## After the hundred

Write what you learned: which group bought, which messages worked, which costs surprised you. The second hundred will be easier if the first were counted.

## At the desk (45 min)

Write the full launch plan: the groups of the first hundred with your estimates, the three sample waves with quantities and dates, the timeline with margins, and the three questions. Share the plan in the community and ask for one criticism from someone who has launched a product.
`,
      ),
    ],
  },
];
