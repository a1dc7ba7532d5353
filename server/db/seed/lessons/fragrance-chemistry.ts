import { formula } from '#server/db/seed/formula-block';
import { lesson, type ModuleSeed } from '#server/db/seed/lesson-seed';

/** Fragrance Chemistry for Makers (Marco Bellini): volatility, then stability and storage. */
export const FRAGRANCE_CHEMISTRY: ModuleSeed[] = [
  {
    title: 'Molecules and volatility',
    summary: 'Molecules and volatility, from first principles to a finished exercise.',
    lessons: [
      lesson(
        'Molecules and volatility: principles',
        `
Why does lemon vanish in minutes while vanilla lasts for days? The answer is in the molecules: their size, their shape and the forces between them. You do not need a chemistry degree to use this knowledge, but a few ideas explain most of what you see on a blotter and let you predict how a new material will behave.

## Vapour pressure

A smell is molecules in the air. A material smells only as far as its molecules escape from the liquid, and the tendency to escape is measured by the vapour pressure. High vapour pressure means fast evaporation: a top note. Low vapour pressure means slow evaporation: a base note.

## Size matters

Larger molecules are held together more strongly by the weak attractions between them, so they evaporate more slowly. Compare the molecular weights of a few familiar materials: limonene, the main molecule of citrus oils, 136 g/mol; linalool 154; phenylethyl alcohol 122; Hedione 226; Iso E Super 234; Galaxolide 258; ethylene brassylate 270. The order of the last four matches their tenacity well. Most perfumery molecules lie between about 100 and 300 g/mol: below that they are gases or too fleeting; above, too heavy to reach the nose at all.

## Polarity and hydrogen bonds

Size is not the whole story. Phenylethyl alcohol is smaller than limonene but lasts much longer, because its alcohol group forms hydrogen bonds with its neighbours, holding it in the liquid. Vanillin, at 152 g/mol, is lighter than Hedione but lasts for days on a blotter: it has an alcohol-like phenol group and an aldehyde, forms strong hydrogen bonds, and is a solid at room temperature. Polar groups (alcohols, phenols, acids) slow evaporation; non-polar hydrocarbons such as limonene and pinene leave quickly.

## Odour threshold

How strongly a material smells depends on its vapour and on its odour threshold, the lowest concentration in air that people can detect. Materials with tiny thresholds, such as rose oxide, the damascones or indole, smell strong even when little of them evaporates; others, such as Hedione or benzyl salicylate, need large doses to be heard. Perfumers call the ratio of the concentration in the air to the threshold the odour value: a high odour value means a material dominates.

## At the desk (15 min)

Look up the molecular weight of five materials in your palette and list them in order. Next to each, write how long it lasts on your blotter cards. Circle the ones that break the order, and for each, write whether a polar group or a low threshold explains it.
`,
      ),
      lesson(
        'Molecules and volatility: practice',
        `
Theory becomes useful when you see it on the blotter. In this practice you run an evaporation study of six single molecules chosen to span the range of volatility, and compare what you smell with what their structures predict.

## The six molecules

\`\`\`
Vial  Molecule              Type                      g/mol
1     d-Limonene            hydrocarbon                 136
2     Linalool              terpene alcohol             154
3     Phenylethyl alcohol   aromatic alcohol            122
4     Hedione               keto-ester                  226
5     Vanillin              phenol and aldehyde         152
6     Galaxolide            polycyclic ether            258
\`\`\`

Weigh each as a separate 10 % dilution: 1.00 g of the material and 9.00 g of ethanol in its own vial. Only limonene has no polar group at all; the alcohols, the ester and the phenol all hold on to their neighbours to some degree.

## Blotters and timing

Dip six blotters to the same depth (1 cm) at the same moment and stand them in a holder so that they do not touch. Smell each, always in the same order, at 1 minute, 15 minutes, 1 hour, 4 hours, 24 hours and 72 hours. Rate the intensity on a scale of 0 (nothing) to 5 (strong), and write one word for the character.

## A quantitative version

If you have a 0.001 g scale, you can also weigh the evaporation. Put a blotter on the scale, tare it, pipette 0.050 g of a pure material onto it (no dilution), and read the weight after 5, 15, 30 and 60 minutes. Limonene loses weight steadily from the first minutes; Galaxolide barely moves. Plot weight against time for each material: the steepness of each curve is a direct picture of its volatility.

## What you should see

Limonene fades from the blotter within hours; linalool lasts somewhat longer; phenylethyl alcohol longer again, despite being the lightest of the six, because of its hydrogen bonding. Hedione is still clear at 24 hours. Vanillin and Galaxolide are often still present at 72 hours. Compare this ranking with the molecular weights: the exceptions are where polarity and odour threshold take over from size.

## At the bench (30 min)

Make the six dilutions, run the blotter study with all six timings, and draw an intensity chart. If you have the scale, add the weight curves for limonene, linalool and Galaxolide. Write two sentences on where your chart agrees with molecular weight and where it does not.
`,
      ),
      lesson(
        'Molecules and volatility: exercise',
        `
Strength and volatility together decide how much of a material a formula needs. This exercise trains the most practical skill that follows from them: working with very strong materials by dilution series, and finding the level at which each one contributes without dominating.

## Why dilution series

Materials with a very low odour threshold, such as beta-damascone, rose oxide, indole or cis-3-hexenol, smell unpleasant or even unrecognisable when concentrated and beautiful when diluted. Indole smells of mothballs and animal at full strength and of white flowers at a trace. The only way to know a strong material is to smell it across several orders of magnitude.

## Making a series

Make a series by successive tenfold dilutions, always weighed. Start with 1.00 g of the material in 9.00 g of ethanol: 10 %. Then 1.00 g of the 10 % in 9.00 g of ethanol: 1 %. Then 1.00 g of the 1 % in 9.00 g: 0.1 %. Label each vial with the material, the dilution and the date. For the strongest materials you may continue to 0.01 %.

## The exercise

Make series for three materials: indole, beta-damascone and cis-3-hexenol, each at 10 %, 1 % and 0.1 %. Dip blotters of each dilution and smell them from the weakest up, so that the strong ones do not blind your nose for the weak. For each dilution, write the character in three words. You will find that the character changes, not only the strength: beta-damascone moves from a heavy stewed fruit to a bright rose and apple; cis-3-hexenol from harsh cut grass to a gentle green leaf.

## Placing them in a blend

Now add each material to a simple rose blend of phenylethyl alcohol and citronellol (70:30), in amounts that give 0.05 %, 0.1 % and 0.5 % of the material in the blend. For a 5 g blend, 0.05 % is 0.0025 g: weigh 0.025 g of the 10 % dilution, or 0.25 g of the 1 % dilution, which is easier to weigh accurately. Damascones belong to the rose ketones, limited together to 0.043 % of a finished fine fragrance (IFRA_STD_077), which is one more reason to handle them in dilution.

## What to write

For each material, note the level at which it first changes the rose and the level at which it takes over. The range between those two levels is its working range in your hands.

## At the bench (40 min)

Make the three dilution series, smell them from the weakest up, and write the three-word character at each level. Then make the rose blends at the three levels for each material and record the working ranges.
`,
      ),
    ],
  },
  {
    title: 'Stability and storage',
    summary: 'Stability and storage, from first principles to a finished exercise.',
    lessons: [
      lesson(
        'Stability and storage: principles',
        `
A perfume is a chemical system, and chemical systems change. Oxygen, light, heat and the reactions of its own ingredients slowly alter a perfume in the bottle: it darkens, turns sour, loses its top or changes character. Understanding the main reactions lets you choose materials, packaging and storage that keep a perfume as you made it.

## Oxidation

Many terpenes react with oxygen in the air, especially in light and warmth. Limonene and linalool form hydroperoxides as they age; these smell harsh and, more importantly, are skin sensitisers. That is why IFRA sets a specification rather than a limit for both: they must be used with a peroxide value below 20 mmol/L, usually with an antioxidant such as BHT or tocopherol (IFRA_STD_186 for limonene and IFRA_STD_187 for linalool). Old citrus oils, full of oxidised limonene, smell flat and turpentine-like. Aldehydes oxidise to acids, which smell fatty or sour.

## Reactions between ingredients

Ingredients also react with each other and with ethanol. Aldehydes and alcohols form acetals and hemiacetals, softening a sharp aldehyde over weeks: this is part of what maceration does. Aldehydes and amines, such as methyl anthranilate or indole, combine into Schiff bases, coloured yellow to orange and sometimes deliberately made as materials in their own right. Esters can exchange parts with ethanol in a slow transesterification.

## Colour

Some materials darken on their own. Vanillin and ethyl vanillin turn a perfume yellow to brown over time, faster in light; indole browns; eugenol and isoeugenol darken; many absolutes are dark from the start. A perfume in clear glass with vanillin will darken in a shop window. Choose coloured glass, reduce the discolouring material, or accept and explain a change of colour.

## Heat and light

Heat speeds up every reaction: roughly, each 10 °C increase can double the rate of many reactions. Light, especially ultraviolet, starts oxidation and fades colours. A perfume stored in a hot car or on a sunny windowsill can change more in a summer than in a year in a cupboard.

## Evaporation

Finally, a badly closed bottle loses ethanol and top notes first, so the perfume becomes stronger, heavier and unbalanced. A full, well-closed bottle with little air above the liquid keeps best.

## At the desk (15 min)

Take one of your formulas and mark every material that can oxidise, react or discolour. For each, write which of the reactions above concerns it and what you could do: an antioxidant, a substitute, a darker bottle, or a shorter shelf life.
`,
      ),
      lesson(
        'Stability and storage: practice',
        `
Good storage is cheap insurance. Most of the damage described in the last lesson can be slowed dramatically by simple habits at the bench and in the cupboard. This practice turns them into a routine for your materials, your bases and your finished perfumes.

## Raw materials

**Citrus oils** are the most fragile. Store them cold (4 to 8 °C in a refrigerator reserved for materials), full and tightly closed. Buy small quantities and use them within a year; if the supplier offers them with an antioxidant, accept it. **Aldehydes** should be kept cold and, for the pure ones, under nitrogen or diluted at 10 % in ethanol or DPG with an antioxidant: dilution slows their oxidation. **Woods, resins, musks** are stable at room temperature for years; patchouli and vetiver often improve. **Crystals** such as vanillin, coumarin and heliotropin keep well dry and dark.

## Air

Oxygen is the main enemy. Decant a large bottle into several small ones as you use it, so that each stays nearly full. For valuable oils, flush the headspace with nitrogen or argon before closing; cans of inert gas sold for preserving wine work well. Close every bottle immediately after weighing.

## Labels and records

Label every bottle and vial with the name, the supplier and batch, the date of receipt, the date of opening and the dilution if any. For dilutions, add the solvent. A date lets you judge whether a change in a trial comes from your formula or from an ageing material.

## Finished perfumes

Store finished perfumes in the dark at room temperature or slightly below, away from heaters and windows. Coloured or lacquered glass and a box protect from light. Do not store them in the bathroom, where temperature and humidity swing every day. Keep a reference sample of each batch in a small, full, sealed vial in the refrigerator: it lets you check, months later, whether a customer's bottle has changed.

## A stock card

Keep a simple card for each material:

\`\`\`
Material        Lemon oil (cold pressed), supplier A, batch 2417
Received        2026-03-02   opened 2026-03-05   kept at 6 °C
Dilution        10 % in ethanol, made 2026-03-05
Checks          2026-06-05 fresh; 2026-09-04 slightly flat, use first
\`\`\`

## At the bench (30 min)

Go through your materials. Move citrus oils and aldehydes to a cold place, decant any bottle that is less than half full into a smaller one, label every bottle with the opening date, and make a stock card for your five most expensive or most fragile materials.
`,
      ),
      lesson(
        'Stability and storage: exercise',
        `
Stability testing shows you in weeks what would otherwise take months to appear on a customer's shelf. The industry uses accelerated tests at raised temperature and exposed to light; you can run a simple version at home with a warm place, a window and a few vials.

## The test formula

Use a formula designed to show instability, so that you can see what each condition does:

${formula('%', [
  ['Bergamot oil FCF', 20],
  ['Sweet orange oil', 15],
  ['Hedione', 15],
  ['Linalool', 10],
  ['Iso E Super', 10],
  ['Galaxolide', 8],
  ['Vanillin', 8],
  ['Benzyl salicylate', 6],
  ['Methyl anthranilate', 3],
  ['Aldehyde C-10', 3, '10 % in ethanol'],
  ['Indole', 2, '10 % in ethanol'],
])}

It contains citrus and linalool that oxidise, vanillin and indole that darken, and methyl anthranilate with an aldehyde that can form a coloured Schiff base.

## The conditions

Weigh a 20 g concentrate and dilute it to 15 % in ethanol. Fill five identical clear glass vials of 10 ml each to the same level, close them tightly, and label them:

1. **Reference**: in the refrigerator at about 5 °C, in the dark.
2. **Room**: in a dark cupboard at room temperature.
3. **Warm**: in a warm, dark place at about 40 °C, such as an incubator, a yoghurt maker or the top of a boiler, checked with a thermometer.
4. **Light**: on a sunny windowsill.
5. **Air**: at room temperature in the dark, but only half full, opened once a day for a few seconds.

## Evaluation

Every week for four weeks, compare each vial with the reference: first the colour, against a white sheet; then the smell, on blotters dipped at the same moment. Write for each vial a colour note and a smell note at the top, at 15 minutes and at 2 hours. Use a simple scale: 0 no difference from the reference, 1 slight, 2 clear, 3 strong.

## Interpreting

The warm sample shows in four weeks roughly what months at room temperature would do. If it changes strongly while the room sample does not, the perfume needs cool storage or a change of formula. The light sample tells you whether clear glass is acceptable. The air sample shows the cost of a badly closed or half-empty bottle.

## Correcting

Repeat the test with one change: methyl anthranilate removed, or vanillin halved, or 0.1 % of an antioxidant added. The difference tells you which material caused which change.

## At the bench (45 min)

Make the formula, fill and label the five vials, and run the weekly evaluation for four weeks. Summarise the results in a grid of conditions against weeks, and write which change you would make to the formula for a perfume sold in clear glass.
`,
      ),
    ],
  },
];
