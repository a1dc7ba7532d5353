import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { MSG } from '#common/messages';
import { BUSINESS_TYPES } from '#common/constants';
import type { BrandFormInput } from '#common/schemas/auth';
import { Button } from '#client/components/ui/button';
import { FormError } from '#client/components/ui/form-error';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select';
import { Textarea } from '#client/components/ui/textarea';
import { ApiError } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { lazyZodResolver } from '#client/lib/lazy-load';
import { notify } from '#client/lib/notify';
import { AuthCard } from '#client/features/accounts/components/auth-card';
import { usePageMeta } from '#client/lib/page-meta';

const resolver = lazyZodResolver(() => import('#common/schemas/auth').then((m) => m.BrandFormSchema));

/** `/brand`: the brand application. The account is created unapproved; every admin is notified. */
export default function BrandSignupPage() {
  usePageMeta({ title: 'Brand sign-up', description: 'Register your perfume brand on Sillage.' });
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<BrandFormInput>({
    resolver,
    // Errors show as a field is left (and then as it changes): a mismatched confirmation shows at once.
    mode: 'onTouched',
    defaultValues: { brandName: '', email: '', phoneNumber: '', password: '', confirmPassword: '', website: '', socialMediaLinks: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (v) => {
    setServerError(null);
    try {
      await signUp({
        email: v.email,
        password: v.password,
        journey: 'brand',
        brand: {
          brandName: v.brandName,
          phoneNumber: v.phoneNumber,
          businessType: v.businessType,
          website: v.website || undefined,
          socialMediaLinks: v.socialMediaLinks || undefined,
        },
      });
      notify.success(MSG.brandSubmitted);
      navigate('/thank-you');
    } catch (err) {
      if (err instanceof ApiError && err.message === MSG.userAlreadyRegistered) {
        notify.error(MSG.errorSigningUp, MSG.userAlreadyRegistered);
        navigate('/auth');
        return;
      }
      const message = err instanceof ApiError && (err.status < 500 || err.code === 'signup_failed') ? err.message : MSG.genericTryAgain;
      setServerError(message);
      notify.error(MSG.errorSigningUp, message);
    }
  });

  return (
    <AuthCard title="Apply as a Brand" description="Tell us about your brand. An admin reviews every application.">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <Field id="brand-name" label="Brand name" error={errors.brandName?.message} required>
          <Input autoComplete="organization" {...form.register('brandName')} />
        </Field>
        <Field id="brand-email" label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <Field id="brand-phone" label="Phone number" error={errors.phoneNumber?.message} required>
          <Input type="tel" autoComplete="tel" {...form.register('phoneNumber')} />
        </Field>
        <Controller
          control={form.control}
          name="businessType"
          render={({ field }) => (
            <Field id="brand-business-type" label="Business type" error={errors.businessType?.message} required>
              {(control) => (
                <Select value={field.value ?? ''} onValueChange={field.onChange}>
                  <SelectTrigger {...control} onBlur={field.onBlur}>
                    <SelectValue placeholder="Choose a business type" />
                  </SelectTrigger>
                  <SelectContent>
                    {BUSINESS_TYPES.map((t) => (
                      <SelectItem key={t} value={t}>
                        {t}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </Field>
          )}
        />
        <Field id="brand-website" label="Website (optional)" error={errors.website?.message}>
          <Input type="url" placeholder="https://" autoComplete="url" {...form.register('website')} />
        </Field>
        <Field id="brand-social" label="Social media links (optional)" error={errors.socialMediaLinks?.message}>
          <Textarea
            rows={2}
            placeholder="https://instagram.com/yourbrand, https://tiktok.com/@yourbrand"
            {...form.register('socialMediaLinks')}
          />
        </Field>
        <Field id="brand-password" label="Password" error={errors.password?.message} required>
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </Field>
        <Field id="brand-confirm" label="Confirm password" error={errors.confirmPassword?.message} required>
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </Field>
        <FormError message={serverError} />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Submitting…' : 'Submit Application'}
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          Already have an account?{' '}
          <Link to="/auth" className="font-medium text-primary underline underline-offset-4">
            Sign In
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
