import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CreditCard, Lock, ShoppingCart } from 'lucide-react';
import { MSG } from '#common/messages';
import { formatCents } from '#common/money';
import { COUNTRIES, EMPTY_SHIPPING } from '#common/constants';
import type { ShippingInput } from '#common/schemas/bottle';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { EmptyState } from '#client/components/ui/empty-state';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { Skeleton } from '#client/components/ui/skeleton';
import { ApiError } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { loadWhenIdle } from '#client/lib/lazy-load';
import { notify } from '#client/lib/notify';
import { useCheckoutQuote } from '#client/features/orders/api/get-checkout-quote';
import { usePlaceOrder } from '#client/features/orders/api/place-order';

type Errors = Record<string, string>;

// The card and shipping rules are the server's: fetched after the page has rendered, checked on submit.
const checkoutSchemas = loadWhenIdle(async () => {
  const [{ CardSchema }, { ShippingSchema }] = await Promise.all([import('#common/schemas/orders'), import('#common/schemas/bottle')]);
  return { CardSchema, ShippingSchema };
});

/** `/checkout`: the cart re-priced by the server, shipping for physical items, the card, the order. */
export default function CheckoutPage() {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const quote = useCheckoutQuote();
  const place = usePlaceOrder();
  const [shipping, setShipping] = useState<ShippingInput>(EMPTY_SHIPPING);
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // One key per attempt at this order: a double click or a retry after a timeout makes one order.
  const key = useRef(crypto.randomUUID());
  const prefilled = useRef(false);

  useEffect(() => {
    if (!prefilled.current && quote.data?.shippingDefaults) {
      prefilled.current = true;
      setShipping(quote.data.shippingDefaults);
    }
  }, [quote.data]);

  useEffect(() => {
    if (!loading && !user) {
      notify.error(MSG.signInRequired, MSG.signInToPurchaseCourses);
      navigate('/auth', { replace: true });
    }
  }, [loading, user, navigate]);

  if (loading || quote.isLoading) return <Skeleton className="h-96" aria-label="Loading checkout" />;
  if (quote.isError) {
    const empty = quote.error instanceof ApiError && quote.error.message === MSG.cartEmpty;
    return (
      <EmptyState
        icon={<ShoppingCart />}
        title={empty ? MSG.cartEmpty : 'Your cart needs attention'}
        description={empty ? 'Add a course, supplies or your own perfume first.' : quote.error.message}
        action={
          <Button asChild>
            <Link to={empty ? '/learn' : '/shop'}>{empty ? 'Browse courses' : 'Back to the shop'}</Link>
          </Button>
        }
      />
    );
  }
  if (!quote.data) return null;
  const q = quote.data;

  async function handleSubmit(e: React.FormEvent) {
    e.preventDefault();
    setFormError(null);
    const next: Errors = {};
    const [mm, yy] = card.expiry.split('/').map((s) => Number.parseInt(s.trim(), 10));
    // With Stripe the card is typed on Stripe's own page: ours sends none.
    const cardInput =
      q.provider === 'test'
        ? { number: card.number, expMonth: mm || 0, expYear: yy ? (yy < 100 ? 2000 + yy : yy) : 0, cvc: card.cvc.trim() }
        : undefined;
    const { CardSchema, ShippingSchema } = await checkoutSchemas();
    const cardCheck = cardInput ? CardSchema.safeParse(cardInput) : undefined;
    if (cardCheck && !cardCheck.success) for (const i of cardCheck.error.issues) next[`card.${String(i.path[0])}`] ??= i.message;
    const shipCheck = q.needsShipping ? ShippingSchema.safeParse(shipping) : undefined;
    if (shipCheck && !shipCheck.success) for (const i of shipCheck.error.issues) next[`shipping.${String(i.path[0])}`] ??= i.message;
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      const result = await place.mutateAsync({
        input: { ...(cardInput ? { card: cardInput } : {}), ...(q.needsShipping ? { shipping } : {}) },
        key: key.current,
      });
      if (result.redirectUrl) {
        // Stripe Checkout: pay on Stripe's page, which sends the browser back to the order.
        window.location.assign(result.redirectUrl);
        return;
      }
      notify.success(MSG.orderPlaced);
      navigate(`/orders/${result.order.id}`);
    } catch (err) {
      const message = err instanceof Error ? err.message : MSG.genericTryAgain;
      // A declined card or a changed cart leaves nothing behind: a new attempt gets a new key.
      if (err instanceof ApiError && err.status !== 0) key.current = crypto.randomUUID();
      setFormError(message);
      notify.error('Payment failed', message);
      if (err instanceof ApiError && (err.status === 409 || err.status === 410)) void quote.refetch();
    }
  }

  const setShip = (k: keyof ShippingInput) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setShipping({ ...shipping, [k]: e.target.value });

  return (
    <form className="grid gap-6 lg:grid-cols-[1fr_22rem]" onSubmit={handleSubmit} noValidate aria-label="Checkout">
      <div className="grid content-start gap-6">
        <h1 className="text-3xl font-semibold">Checkout</h1>
        {q.needsShipping && (
          <Card>
            <CardHeader>
              <CardTitle>Shipping</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3 sm:grid-cols-2">
              {(
                [
                  ['firstName', 'First name', 'given-name'],
                  ['lastName', 'Last name', 'family-name'],
                  ['email', 'Email', 'email'],
                  ['address', 'Address', 'street-address'],
                  ['city', 'City', 'address-level2'],
                  ['postalCode', 'Postal code', 'postal-code'],
                ] as const
              ).map(([k, label, auto]) => (
                <Field key={k} id={`ship-${k}`} label={label} error={errors[`shipping.${k}`]} required>
                  <Input value={shipping[k]} onChange={setShip(k)} autoComplete={auto} required type={k === 'email' ? 'email' : 'text'} />
                </Field>
              ))}
              <Field id="ship-country" label="Country" error={errors['shipping.country']} required>
                <select
                  value={shipping.country}
                  onChange={setShip('country')}
                  className="h-10 rounded-md border border-input bg-background px-3 text-sm"
                >
                  {COUNTRIES.map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </select>
              </Field>
            </CardContent>
          </Card>
        )}
        <Card>
          <CardHeader>
            <CardTitle>Payment</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            {q.provider === 'test' ? (
              <>
                <p className="text-sm text-muted-foreground">
                  Test payments: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds.
                  Card numbers are never stored.
                </p>
                <Field id="card-number" label="Card number" error={errors['card.number']} required>
                  <Input
                    inputMode="numeric"
                    autoComplete="cc-number"
                    value={card.number}
                    onChange={(e) => setCard({ ...card, number: e.target.value })}
                    placeholder="1234 1234 1234 1234"
                  />
                </Field>
                <div className="grid grid-cols-2 gap-3">
                  <Field id="card-expiry" label="Expiry (MM/YY)" error={errors['card.expMonth'] ?? errors['card.expYear']} required>
                    <Input
                      autoComplete="cc-exp"
                      value={card.expiry}
                      onChange={(e) => setCard({ ...card, expiry: e.target.value })}
                      placeholder="MM/YY"
                    />
                  </Field>
                  <Field id="card-cvc" label="CVC" error={errors['card.cvc']} required>
                    <Input
                      inputMode="numeric"
                      autoComplete="cc-csc"
                      value={card.cvc}
                      onChange={(e) => setCard({ ...card, cvc: e.target.value })}
                    />
                  </Field>
                </div>
              </>
            ) : (
              <p className="text-sm text-muted-foreground">
                You will enter your card on Stripe’s secure payment page, then come back to your order. The order is confirmed once Stripe
                tells us the payment went through.
              </p>
            )}
          </CardContent>
        </Card>
      </div>
      <aside>
        <Card className="lg:sticky lg:top-20">
          <CardHeader>
            <CardTitle>Order summary</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <ul className="grid gap-2 text-sm" aria-label="Order items">
              {q.items.map((i) => (
                <li key={`${i.type}:${i.itemId}`} className="flex justify-between gap-2">
                  <span>
                    {i.quantity > 1 ? `${i.quantity} × ` : ''}
                    {i.title}
                  </span>
                  <span>{formatCents(i.lineCents)}</span>
                </li>
              ))}
            </ul>
            <dl className="grid gap-1 border-t border-border pt-3 text-sm">
              <div className="flex justify-between">
                <dt>Subtotal</dt>
                <dd>{formatCents(q.subtotalCents)}</dd>
              </div>
              <div className="flex justify-between">
                <dt>Shipping</dt>
                <dd>{q.shippingCents ? formatCents(q.shippingCents) : 'Free'}</dd>
              </div>
              <div className="flex justify-between text-lg font-semibold">
                <dt>Total</dt>
                <dd data-testid="checkout-total">{formatCents(q.totalCents)}</dd>
              </div>
            </dl>
            {formError && (
              <p role="alert" className="text-sm text-destructive">
                {formError}
              </p>
            )}
            <Button type="submit" disabled={place.isPending}>
              {place.isPending ? <Lock aria-hidden className="size-4" /> : <CreditCard aria-hidden className="size-4" />}{' '}
              {place.isPending ? 'Processing…' : q.provider === 'test' ? `Pay ${formatCents(q.totalCents)}` : 'Continue to payment'}
            </Button>
            <p className="text-xs text-muted-foreground">
              {MSG.moneyBack} · {MSG.securePayment}
            </p>
          </CardContent>
        </Card>
      </aside>
    </form>
  );
}
