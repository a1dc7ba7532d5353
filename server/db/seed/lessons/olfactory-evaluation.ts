import { lesson, type ModuleSeed } from '#server/db/seed/lesson-seed';

/** Olfactory Evaluation (Marco Bellini): training the nose, then judging a finished perfume. */
export const OLFACTORY_EVALUATION: ModuleSeed[] = [
  {
    title: 'Training the nose',
    summary: 'Training the nose, from first principles to a finished exercise.',
    lessons: [
      lesson(
        'Training the nose: principles',
        `
Evaluators are the people who judge perfumes for a living: they compare trials with a brief, choose between submissions, and guide perfumers towards a result. Their skill is not a rare nose but a trained attention and a disciplined method. Most people can learn it; what it takes is regular practice with a few principles in mind.

## How smelling works

Odour molecules reach receptors high in the nose, either by sniffing (orthonasal smell) or from the mouth when we eat (retronasal smell). Humans have several hundred kinds of odour receptor, and each molecule activates a pattern of them; the brain learns to recognise the patterns. That is why training works: recognition improves with repeated, attentive exposure, just as the recognition of faces or voices does.

## Adaptation

Receptors adapt quickly. After a short exposure to the same smell, its perceived intensity falls sharply; after a few minutes in a perfumed room you no longer notice the perfume. Evaluators work with this: short sniffs, pauses between samples, fresh air between sessions, and never judging a perfume from a blotter they have been holding for a minute. Cross-adaptation also exists: smelling one musk can dull your perception of another.

## Anosmias

Almost everyone has specific anosmias: molecules they cannot smell, or smell only weakly. Many are common among musks and some woody-amber materials. An evaluator must know their own blind spots, which is why professional evaluation uses several people and why you should test your perception of musks, Iso E Super and Ambroxan early on.

## Memory and language

Smells are remembered better when they are named. Evaluators build a shared vocabulary (citrus, aldehydic, green, powdery, animalic, resinous) and link each word to reference materials. Without words, a smell memory is vague; with words anchored to materials, it becomes precise and shareable.

## The conditions

Evaluate in a quiet, well-ventilated, odour-neutral room, at a time when you are not hungry or tired, without perfume, scented cosmetics or strong food before the session. Sessions of about twenty minutes are better than long ones.

## At the bench (15 min)

Test your own blind spots. Dilute to 10 % in ethanol Galaxolide, Habanolide, ethylene brassylate, Iso E Super and Ambroxan. Smell each on a blotter and rate its intensity from 0 to 5. Ask a friend to do the same, then compare: the materials you rated much lower than your friend are likely partial anosmias to note.
`,
      ),
      lesson(
        'Training the nose: practice',
        `
Training is a routine, not an event. Fifteen minutes a day for a few months transforms what you can recognise and describe. This practice sets up a daily routine with a reference kit and a notebook, the way evaluation schools train their students.

## The reference kit

Assemble twelve materials, one or two for each main family, diluted at 10 % in ethanol in small labelled vials:

- **Citrus:** lemon oil, bergamot FCF
- **Aromatic:** lavender oil
- **Green:** cis-3-hexenol (at 1 %, it is strong)
- **Floral:** phenylethyl alcohol, Hedione, alpha-isomethyl ionone
- **Spicy:** eugenol
- **Woody:** cedarwood oil, vetiver oil
- **Amber and sweet:** vanillin, Ambroxan
- **Musk:** Galaxolide

## The daily routine

Each day, take four materials from the kit. Smell each on a fresh blotter with short sniffs, first knowing its name. Describe it in your notebook: family, three facets, one association, and how it differs from yesterday's materials. On the next day, take four different ones; after three days you have covered the kit, and the cycle starts again.

From the second week, work blind for part of the routine: a helper codes the vials, or you shuffle them yourself and cover the labels. Name each before you look. Keep score.

## Comparisons

The fastest progress comes from comparing close pairs: lemon and bergamot, cedarwood and vetiver, Hedione and phenylethyl alcohol, vanillin and Ambroxan. Smell them side by side and write what distinguishes them. Then smell them blind and check whether the difference you wrote lets you tell them apart.

## Widening

After a month, add a material a week from beyond the kit: a new family member, a natural to set beside its main molecule, or a material you keep confusing with another. Keep the kit small enough to cycle through often.

## Keeping the notebook

Date every entry and keep the descriptions short. Read your first week's notes after a month: you will see how your vocabulary has grown, and which descriptions still feel empty and need a material to anchor them.

## At the bench (20 min)

Assemble the kit, dilute the materials at 10 % (cis-3-hexenol at 1 %), label the vials, and run the first day's routine with four materials. Then set a time for the routine every day for the next four weeks and write it in your calendar.
`,
      ),
      lesson(
        'Training the nose: exercise',
        `
After four weeks of routine, it is time to measure. This exercise is a small examination in three parts, modelled on the tests used to train evaluators: identification, discrimination and intensity. Repeat it every month and keep the scores.

## Part one: identification

A helper prepares twenty coded blotters: your twelve kit materials, four materials from outside the kit that you have met in your widening weeks, and four duplicates of kit materials. Smell each and write its name, its family if you do not know the name, or "unknown". Score two points for a correct name, one for the correct family. The duplicates check your consistency: did you name both copies the same?

## Part two: discrimination

The helper prepares five triangle tests: three coded blotters each, two of one material and one of another. Choose close pairs: lemon and bergamot, cedarwood and vetiver, Galaxolide and Habanolide, lavender and lavandin, Hedione and linalool. Find the odd blotter in each. Guessing gives one right answer in three, so four or five correct answers out of five show real discrimination.

## Part three: intensity

The helper prepares a dilution series of linalool in ethanol at 10 %, 3 %, 1 %, 0.3 % and 0.1 %, in coded vials. Dip blotters and order them from strongest to weakest. Then the same with Ambroxan at 10 %, 3 %, 1 %, 0.3 % and 0.1 %. Score one point for each blotter in the correct position. Many people order linalool well and Ambroxan poorly, because Ambroxan's intensity changes little with dilution over this range and adaptation to it is strong.

## Reading the scores

Write your three scores and compare them with last month's. Low identification scores mean the routine needs more blind work. Low discrimination means more side-by-side comparison of close pairs. Poor intensity ordering on one material but not another may point to a partial anosmia, or to a material whose strength changes little with dilution.

## The next month

Choose the three weakest points the test revealed and build the next month's routine around them: a pair you confused, a family you could not name, a material whose intensity you misjudged.

## At the bench (40 min)

With your helper, run all three parts. Record the scores, the confusions and the misordered dilutions in your notebook, and write the plan for the next month's routine.
`,
      ),
    ],
  },
  {
    title: 'Evaluating a finished perfume',
    summary: 'Evaluating a finished perfume, from first principles to a finished exercise.',
    lessons: [
      lesson(
        'Evaluating a finished perfume: principles',
        `
Evaluating a finished perfume is different from recognising materials. The question is no longer "what is this?" but "does this work, for whom, and how well?". Professional evaluators answer it under several headings, and judging each heading separately keeps personal taste from deciding everything.

## Fit to the brief

The first question is always the brief. Does the perfume say in the first minute what the brief asks for? Does the dry-down keep the promise? A beautiful perfume that answers another brief fails the evaluation. For personal work, your own brief plays this role: judge the perfume against its two sentences, the first minute and six hours.

## Character and quality

Character is what the perfume smells of and how distinctive it is. Quality is how well it is made: whether the accords are seamless or fall apart, whether any material sticks out, whether the transitions from top to heart to base are smooth or abrupt. A perfume can be distinctive and poorly made, or well made and forgettable.

## Performance

Performance covers tenacity (how long it lasts), diffusion and projection (how far it reaches) and sillage (the trail it leaves). Each should match the brief: a skin scent should not fill a room, and a summer cologne need not last twelve hours. Performance is measured, not guessed, with the protocols from the sillage lesson of the blending course.

## Stability and safety

A perfume that changes in the bottle or discolours in the shop fails, however good it smelled on the first day. Evaluators ask for stability results and for the IFRA check. They also notice materials that commonly cause complaints, such as very high levels of sensitising materials, even within limits.

## Cost and context

In a professional setting the perfume must also fit its price and its market: what the concentrate costs, what competitors smell like, who will buy it. For your own work, context means asking where and when the perfume will be worn.

## Keeping taste in its place

Your taste matters, but last. Judge the headings above first and write them down; then add your personal preference and label it as such. An evaluator who dislikes a family can still judge a perfume of that family fairly, and that is the skill this module trains.

## At the desk (15 min)

Take a perfume you know well and write one paragraph under each heading: brief (guess what it was), character, quality, performance, stability, context. Write your personal preference last, in one sentence.
`,
      ),
      lesson(
        'Evaluating a finished perfume: practice',
        `
A sound evaluation follows a protocol, so that different perfumes are judged under the same conditions and your notes can be compared across weeks. This practice sets up the protocol evaluators use for a finished perfume: blotters over time, skin, and a side-by-side comparison with a benchmark.

## Blotters over time

Dip a fresh blotter 1 cm into the perfume, label it with the name and the time, and smell it at these points: immediately (after the alcohol has flashed off, about 30 seconds), at 15 minutes, 1 hour, 4 hours and 24 hours. At each point write three things: the main impression in a few words, what has appeared or disappeared since the last point, and the intensity on a scale of 0 to 5. Keep the blotters in a clean holder, away from each other and from other perfumes.

## On skin

Apply one spray or a fixed drop to the inner forearm and follow the same schedule, except the 24-hour point. Skin notes usually differ from blotter notes: warmer, shorter at the top, sometimes sweeter in the base. Note the differences; they tell you how the perfume will be experienced by wearers.

## The benchmark

Almost every evaluation is comparative. Choose a benchmark: a perfume in the same family and price range, or the previous version of your own formula. Dip its blotter at the same moment as the perfume under evaluation, label both on the back, and smell them side by side at each point, alternating which you smell first. Write differences, not absolute descriptions: "fresher top, thinner heart, longer musk than the benchmark".

## Descriptive profile

At the end, draw a simple profile: a list of eight to ten descriptors (citrus, green, floral, spicy, woody, ambery, musky, sweet, powdery, animalic) and, for each, a score from 0 to 5 for both the perfume and the benchmark at 15 minutes and at 4 hours. The profile makes it easy to see where the two differ, and to explain it to someone else.

## A template

\`\`\`
Time    Impression                     Change since last       Intensity
0.5 m   bright bergamot, pepper        —                       4
15 m    iris, violet, soft wood        pepper gone             3
1 h     powdery iris, musk             citrus gone             3
4 h     musk, cedar, faint iris        iris fading             2
24 h    faint clean musk               wood gone               1
\`\`\`

## At the bench (35 min)

Evaluate one perfume against a benchmark with the full protocol: blotters at five times, skin at four, side-by-side comparison and a descriptive profile. Keep the template filled in your notebook.
`,
      ),
      lesson(
        'Evaluating a finished perfume: exercise',
        `
The final exercise is a complete evaluation report, the document an evaluator writes for a perfumer or a client. You will evaluate two perfumes against the same brief and recommend one, with reasons someone else can check.

## The brief

Use this brief: "A fresh, woody perfume for everyday wear in an office, noticed at arm's length but not across the room, lasting a working day. First minute: clean citrus and something green. After six hours: a soft, dry wood with a clean musk." Choose two perfumes that could plausibly answer it: two commercial perfumes, or one commercial and one of your own.

## The evaluation

Run the protocol of the last lesson for both perfumes, side by side: blotters at five times, skin at four (one perfume per forearm, swapped on a second day to cancel any difference between your arms), and a descriptive profile for each at 15 minutes and 4 hours. Add a performance test: ask a colleague or friend to rate projection at arm's length and across a room at 1 hour and at 4 hours.

## The report

Write a report of about one page with these sections:

1. **Brief**: the brief as given.
2. **Samples**: the two perfumes, their concentration if known, the date and conditions of the evaluation.
3. **Fit to brief**: for each perfume, how its first minute and its six-hour dry-down match the brief's two sentences.
4. **Character and quality**: what each smells of, how distinctive it is, and how well it is built.
5. **Performance**: tenacity, projection and sillage against the brief's "arm's length, not across the room, a working day".
6. **Recommendation**: which perfume answers the brief better, and what the other would need to change.
7. **Personal note**: your own preference, clearly labelled, in one or two sentences.

## Peer review

Post the report in the community and ask another member to evaluate the same two perfumes, without reading your report first. Then compare: where you agree, your evaluation is probably sound; where you disagree, look for the cause in the conditions, in your anosmias or in your taste. Disagreement explained is as valuable as agreement.

## At the bench (60 min)

Carry out the full evaluation of both perfumes over two days and write the report. Post it with a request for a blind peer evaluation, and add a short note on what the comparison with your peer taught you.
`,
      ),
    ],
  },
];
