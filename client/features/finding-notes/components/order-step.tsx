import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ArrowLeft, BookmarkPlus, ShoppingCart } from 'lucide-react';
import type { z } from 'zod';
import { formatCents } from '#common/money';
import { BOTTLES, bottlePriceCents, COUNTRIES, GIFT_WRAP_CENTS, SHIPPING_CENTS } from '#common/constants';
import type { BottleOptions, BottleOptionsSchema } from '#common/schemas/bottle';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '#client/components/ui/card';
import { Checkbox } from '#client/components/ui/checkbox';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { RadioGroup, RadioGroupItem } from '#client/components/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select';
import { cn } from '#client/lib/cn';
import { lazyZodResolver } from '#client/lib/lazy-load';
import { EMPTY_SHIPPING } from '#common/constants';

export type OrderFormValues = z.input<typeof BottleOptionsSchema>;

// The form's schema (and zod with it) comes after the step has rendered.
const orderResolver = lazyZodResolver(() => import('#common/schemas/bottle').then((m) => m.BottleOptionsSchema));

const ORDER_DEFAULTS: OrderFormValues = {
  size: '50ml',
  giftWrap: false,
  // No country until the buyer picks one.
  shipping: { ...EMPTY_SHIPPING, country: '' as OrderFormValues['shipping']['country'] },
};

const SIZES = [
  { value: '50ml', label: '50 ml bottle' },
  { value: '100ml', label: '100 ml bottle' },
] as const;

export interface OrderStepProps {
  /** The signed-in user's email, filled into an empty shipping email. */
  accountEmail: string | null;
  name: string;
  onNameChange(name: string): void;
  nameError: string | null;
  /** Already saved as this name: Save Formula has nothing new to store. */
  savedName: string | null;
  onAddToCart(options: BottleOptions): Promise<void>;
  onSave(): void;
  onBack(): void;
  busy: 'cart' | 'save' | null;
  /** In the cart: the page moves to /profile shortly. */
  added: boolean;
}

/** Step 3, "Order Your Perfume": the bottle, gift wrapping, shipping, and the live total. */
export function OrderStep({
  accountEmail,
  name,
  onNameChange,
  nameError,
  savedName,
  onAddToCart,
  onSave,
  onBack,
  busy,
  added,
}: OrderStepProps) {
  const form = useForm<OrderFormValues, unknown, BottleOptions>({ resolver: orderResolver, defaultValues: ORDER_DEFAULTS });
  const { register, control, formState } = form;
  // Fill the shipping email from the account, once it is known.
  useEffect(() => {
    if (accountEmail && !form.getValues('shipping.email')) form.setValue('shipping.email', accountEmail);
  }, [accountEmail, form]);
  const errors = formState.errors.shipping ?? {};
  const size = useWatch({ control, name: 'size' });
  const giftWrap = useWatch({ control, name: 'giftWrap' }) ?? false;
  const disabled = busy !== null || added;

  return (
    <form
      onSubmit={form.handleSubmit(onAddToCart)}
      noValidate
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
      aria-busy={busy !== null}
    >
      <div className="grid min-w-0 content-start gap-6">
        <h2 id="fn-step-order-heading" tabIndex={-1} className="font-serif text-2xl font-semibold outline-hidden">
          Order Your Perfume
        </h2>

        <fieldset className="grid gap-3">
          <legend id="fn-size-legend" className="mb-3 text-sm font-medium">
            Bottle
          </legend>
          <Controller
            control={control}
            name="size"
            render={({ field }) => (
              <RadioGroup
                aria-labelledby="fn-size-legend"
                value={field.value}
                onValueChange={field.onChange}
                className="grid gap-2 sm:grid-cols-2"
              >
                {SIZES.map((s) => (
                  <Label
                    key={s.value}
                    htmlFor={`fn-size-${s.value}`}
                    className={cn(
                      'flex cursor-pointer items-center gap-3 rounded-lg border border-border bg-card px-3 py-3 font-normal transition-colors hover:bg-accent/40',
                      field.value === s.value && 'border-primary bg-secondary/50',
                    )}
                  >
                    <RadioGroupItem id={`fn-size-${s.value}`} value={s.value} />
                    <span className="flex flex-1 justify-between gap-2">
                      <span className="font-medium">{s.label}</span>
                      <span className="tabular-nums">{formatCents(BOTTLES[s.value])}</span>
                    </span>
                  </Label>
                ))}
              </RadioGroup>
            )}
          />
        </fieldset>

        <Controller
          control={control}
          name="giftWrap"
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Checkbox
                id="fn-gift-wrap"
                checked={!!field.value}
                onCheckedChange={(v) => field.onChange(v === true)}
                onBlur={field.onBlur}
              />
              <Label htmlFor="fn-gift-wrap" className="font-normal">
                Gift wrapping (+{formatCents(GIFT_WRAP_CENTS)})
              </Label>
            </div>
          )}
        />

        <fieldset className="grid gap-4">
          <legend className="mb-3 text-sm font-medium">Shipping details</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="fn-first-name" label="First name" required error={errors.firstName?.message}>
              <Input autoComplete="given-name" {...register('shipping.firstName')} />
            </Field>
            <Field id="fn-last-name" label="Last name" required error={errors.lastName?.message}>
              <Input autoComplete="family-name" {...register('shipping.lastName')} />
            </Field>
          </div>
          <Field id="fn-email" label="Email" required error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...register('shipping.email')} />
          </Field>
          <Field id="fn-address" label="Address" required error={errors.address?.message}>
            <Input autoComplete="street-address" {...register('shipping.address')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="fn-city" label="City" required error={errors.city?.message}>
              <Input autoComplete="address-level2" {...register('shipping.city')} />
            </Field>
            <Field id="fn-postal-code" label="Postal code" required error={errors.postalCode?.message}>
              <Input autoComplete="postal-code" {...register('shipping.postalCode')} />
            </Field>
          </div>
          <Controller
            control={control}
            name="shipping.country"
            render={({ field }) => (
              <Field id="fn-country" label="Country" required error={errors.country?.message}>
                {(controlProps) => (
                  <Select value={field.value ?? ''} onValueChange={field.onChange}>
                    <SelectTrigger {...controlProps} onBlur={field.onBlur} ref={field.ref}>
                      <SelectValue placeholder="Choose a country" />
                    </SelectTrigger>
                    <SelectContent>
                      {COUNTRIES.map((c) => (
                        <SelectItem key={c} value={c}>
                          {c}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              </Field>
            )}
          />
        </fieldset>
      </div>

      <Card className="h-fit gap-4 lg:sticky lg:top-20">
        <CardHeader>
          <CardTitle>Order summary</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <dl className="grid gap-2 text-sm" aria-label="Order summary">
            <SummaryLine label={size === '100ml' ? '100 ml bottle' : '50 ml bottle'} cents={BOTTLES[size ?? '50ml']} />
            {giftWrap && <SummaryLine label="Gift wrapping" cents={GIFT_WRAP_CENTS} />}
            <SummaryLine label="Shipping" cents={SHIPPING_CENTS} />
            <div className="mt-1 flex justify-between border-t border-border pt-3 text-base font-semibold">
              <dt>Total</dt>
              <dd className="tabular-nums" data-testid="order-total" aria-live="polite">
                {formatCents(bottlePriceCents({ size: size ?? '50ml', giftWrap }))}
              </dd>
            </div>
          </dl>
          <Field
            id="fn-formula-name"
            label="Formula name"
            error={nameError ?? undefined}
            description={savedName ? 'Saved in your formulas.' : 'Used when the formula is saved.'}
          >
            <Input maxLength={80} value={name} onChange={(e) => onNameChange(e.target.value)} readOnly={!!savedName} />
          </Field>
        </CardContent>
        <CardFooter className="grid gap-2">
          <Button type="submit" size="lg" disabled={disabled}>
            <ShoppingCart aria-hidden /> {busy === 'cart' ? 'Adding to cart…' : 'Add to Cart'}
          </Button>
          <Button type="button" variant="outline" onClick={onSave} disabled={disabled}>
            <BookmarkPlus aria-hidden /> {busy === 'save' ? 'Saving…' : 'Save Formula'}
          </Button>
          <Button type="button" variant="ghost" onClick={onBack} disabled={disabled}>
            <ArrowLeft aria-hidden /> Back to formula
          </Button>
          <p role="status" className="text-sm text-success-foreground">
            {added ? 'Added to your cart. Taking you to your profile…' : ''}
          </p>
        </CardFooter>
      </Card>
    </form>
  );
}

function SummaryLine({ label, cents }: { label: string; cents: number }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular-nums">{formatCents(cents)}</dd>
    </div>
  );
}
