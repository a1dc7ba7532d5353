import { Wand2 } from 'lucide-react';
import {
  COMPLEXITY_RANGES,
  MAX_AVOID_LENGTH,
  MAX_CONCENTRATION,
  MAX_DESCRIPTION_LENGTH,
  MAX_REFERENCE_LENGTH,
  MAX_TOTAL_GRAMS,
  MIN_CONCENTRATION,
  MIN_TOTAL_GRAMS,
  type Complexity,
  type MaterialsType,
} from '#common/formula/types';
import { PRODUCT_CATEGORIES, productCategory, type IfraCategory } from '#common/formula/categories';
import { Button } from '#client/components/ui/button';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { RadioGroup, RadioGroupItem } from '#client/components/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select';
import { Spinner } from '#client/components/ui/spinner';
import { Textarea } from '#client/components/ui/textarea';
import { cn } from '#client/lib/cn';
import type { BriefFormState } from '#client/features/finding-notes/hooks/use-brief-form';
import { AMOUNT_CHOICES } from '#client/features/finding-notes/utils/brief-form';

const MATERIALS_OPTIONS: { value: MaterialsType; label: string; hint: string }[] = [
  { value: 'natural_synthetic', label: 'Natural and synthetic', hint: 'The widest palette' },
  { value: 'natural', label: 'Natural', hint: 'Essential oils, absolutes, resins' },
  { value: 'synthetic', label: 'Synthetic', hint: 'Aroma molecules only' },
];

const COMPLEXITY_OPTIONS: { value: Complexity; label: string }[] = [
  { value: 'simple', label: 'Simple' },
  { value: 'medium', label: 'Medium' },
  { value: 'complex', label: 'Complex' },
];

export interface BriefFormProps {
  form: BriefFormState;
  onSubmit(e?: React.BaseSyntheticEvent): Promise<void>;
  generating: boolean;
  /** No generations left: the submit button is disabled (the banner says why). */
  quotaExhausted: boolean;
  /** The server's refusal (quota, validation, network), shown under the button. */
  serverError: string | null;
}

/** Step 1, "Describe Your Perfume": the brief the engine reads. */
export function BriefForm({ form, onSubmit, generating, quotaExhausted, serverError }: BriefFormProps) {
  const { values, errors, change } = form;
  const { description } = values;
  const empty = description.trim() === '';
  const category = productCategory(values.productCategory as IfraCategory);
  const typed = values.concentration.trim();
  const concentration = typed !== '' && !errors.concentration ? Number(typed) : category.typicalConcentration;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-busy={generating}>
      <Field
        id="fn-description"
        label="Theme description"
        required
        error={errors.description}
        description={
          <span className="flex flex-wrap justify-between gap-2">
            <span>The mood, a season, a place, notes you love.</span>
            <span data-testid="description-count">
              {description.length} / {MAX_DESCRIPTION_LENGTH}
            </span>
          </span>
        }
      >
        <Textarea
          rows={4}
          maxLength={MAX_DESCRIPTION_LENGTH}
          required
          placeholder="A fresh citrus summer morning by the sea…"
          value={description}
          onChange={(e) => change({ description: e.target.value })}
        />
      </Field>

      <Field
        id="fn-category"
        label="What is it for?"
        className="max-w-xl"
        error={errors.productCategory}
        description={
          <span data-testid="category-limits">
            The limits of IFRA Category {category.code} (51st Amendment) apply: {category.examples.toLowerCase()}. Made at {concentration} %
            in the finished product.
          </span>
        }
      >
        {(control) => (
          <Select
            value={values.productCategory}
            onValueChange={(productCategory) => change({ productCategory: productCategory as IfraCategory })}
          >
            <SelectTrigger {...control} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PRODUCT_CATEGORIES.map((c) => (
                <SelectItem key={c.code} value={c.code}>
                  {c.label} <span className="text-xs text-muted-foreground">Cat. {c.code}</span>
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </Field>

      <Field
        id="fn-concentration"
        label="Concentration in the finished product, % (optional)"
        className="max-w-xs"
        description={`Leave empty for the usual ${category.typicalConcentration} % of this product type (an EdT is about 10–15 %, an EdP 15–20 %, an extrait 20–30 %).`}
        error={errors.concentration}
      >
        <Input
          type="number"
          inputMode="decimal"
          min={MIN_CONCENTRATION}
          max={MAX_CONCENTRATION}
          step="0.1"
          placeholder={String(category.typicalConcentration)}
          value={values.concentration}
          onChange={(e) => change({ concentration: e.target.value })}
        />
      </Field>

      <div className="grid gap-6 md:grid-cols-2">
        <Field
          id="fn-reference"
          label="Reference perfume (optional)"
          description="A perfume to lean on, e.g. Dior Sauvage."
          error={errors.referencePerfume}
        >
          <Input
            maxLength={MAX_REFERENCE_LENGTH}
            autoComplete="off"
            value={values.referencePerfume}
            onChange={(e) => change({ referencePerfume: e.target.value })}
          />
        </Field>
        <Field
          id="fn-avoid"
          label="Notes to avoid (optional)"
          description="Comma separated, e.g. patchouli, vanilla."
          error={errors.notesToAvoid}
        >
          <Input
            maxLength={MAX_AVOID_LENGTH}
            autoComplete="off"
            value={values.notesToAvoid}
            onChange={(e) => change({ notesToAvoid: e.target.value })}
          />
        </Field>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <ChoiceGroup
          id="fn-materials"
          legend="Materials type"
          value={values.materialsType}
          onChange={(materialsType) => change({ materialsType })}
          options={MATERIALS_OPTIONS}
        />
        <ChoiceGroup
          id="fn-complexity"
          legend="Complexity"
          value={values.complexity}
          onChange={(complexity) => change({ complexity })}
          options={COMPLEXITY_OPTIONS.map((o) => ({
            ...o,
            hint: `${COMPLEXITY_RANGES[o.value].min}–${COMPLEXITY_RANGES[o.value].max} materials`,
          }))}
        />
      </div>

      <fieldset className="grid gap-3">
        <legend id="fn-amount-legend" className="mb-3 text-sm font-medium">
          Total amount
        </legend>
        <RadioGroup
          aria-labelledby="fn-amount-legend"
          value={values.amount}
          onValueChange={(amount) => change({ amount })}
          className="flex flex-wrap gap-x-5 gap-y-3"
        >
          {AMOUNT_CHOICES.map((choice) => (
            <div key={choice} className="flex items-center gap-2">
              <RadioGroupItem id={`fn-amount-${choice}`} value={choice} />
              <Label htmlFor={`fn-amount-${choice}`} className="font-normal">
                {choice === 'custom' ? 'Custom' : `${choice}g`}
              </Label>
            </div>
          ))}
        </RadioGroup>
        <Field
          id="fn-custom-grams"
          label="Custom amount (grams)"
          className="max-w-xs"
          description={`Between ${MIN_TOTAL_GRAMS} g and ${MAX_TOTAL_GRAMS} g. Typing here selects Custom.`}
          error={errors.customGrams}
        >
          <Input
            type="number"
            inputMode="decimal"
            min={MIN_TOTAL_GRAMS}
            max={MAX_TOTAL_GRAMS}
            step="0.01"
            value={values.customGrams}
            onChange={(e) => change({ customGrams: e.target.value, ...(e.target.value !== '' ? { amount: 'custom' } : {}) })}
          />
        </Field>
      </fieldset>

      <div className="grid gap-3">
        <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={generating || empty || quotaExhausted}>
          {generating ? (
            <>
              <Spinner size="sm" tone="current" label="" aria-hidden /> Creating your formula...
            </>
          ) : (
            <>
              <Wand2 aria-hidden /> Create My Formula
            </>
          )}
        </Button>
        {serverError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {serverError}
          </p>
        )}
      </div>
    </form>
  );
}

interface ChoiceGroupProps<T extends string> {
  id: string;
  legend: string;
  value: T;
  onChange(value: T): void;
  options: { value: T; label: string; hint: string }[];
}

/** A labelled radio group whose options carry a short hint. */
function ChoiceGroup<T extends string>({ id, legend, value, onChange, options }: ChoiceGroupProps<T>) {
  return (
    <fieldset className="grid gap-3">
      <legend id={`${id}-legend`} className="mb-3 text-sm font-medium">
        {legend}
      </legend>
      <RadioGroup aria-labelledby={`${id}-legend`} value={value} onValueChange={(v) => onChange(v as T)} className="gap-2">
        {options.map((o) => (
          <Label
            key={o.value}
            htmlFor={`${id}-${o.value}`}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-lg border border-border bg-card px-3 py-2.5 font-normal transition-colors hover:bg-accent/40',
              value === o.value && 'border-primary bg-secondary/50',
            )}
          >
            <RadioGroupItem
              id={`${id}-${o.value}`}
              value={o.value}
              aria-labelledby={`${id}-${o.value}-label`}
              aria-describedby={`${id}-${o.value}-hint`}
            />
            <span className="grid gap-0.5">
              <span id={`${id}-${o.value}-label`} className="font-medium">
                {o.label}
              </span>
              <span id={`${id}-${o.value}-hint`} className="text-xs text-muted-foreground">
                {o.hint}
              </span>
            </span>
          </Label>
        ))}
      </RadioGroup>
    </fieldset>
  );
}
