import { useRef, useState } from 'react';
import type { z } from 'zod';
import { loadWhenIdle } from '#client/lib/lazy-load';
import type { BriefFormSchema } from '#client/features/finding-notes/utils/brief-form-schema';
import type { BriefFormValues } from '#client/features/finding-notes/utils/brief-form';

export type BriefFormOutput = z.output<typeof BriefFormSchema>;
export type BriefFormErrors = Partial<Record<keyof BriefFormValues, string>>;

// The schema (and zod with it) comes after the page has rendered.
const briefSchema = loadWhenIdle(() => import('#client/features/finding-notes/utils/brief-form-schema').then((m) => m.BriefFormSchema));

/** The controls that take focus for their error, in the order the first error is looked for. */
const CONTROL_IDS: Partial<Record<keyof BriefFormValues, string>> = {
  customGrams: 'fn-custom-grams',
  description: 'fn-description',
  productCategory: 'fn-category',
  concentration: 'fn-concentration',
  referencePerfume: 'fn-reference',
  notesToAvoid: 'fn-avoid',
};

const focusControl = (name: keyof BriefFormValues) => {
  const id = CONTROL_IDS[name];
  if (id) document.getElementById(id)?.focus();
};

/** Each field's first message, as a form shows them. */
function errorsOf(issues: z.core.$ZodIssue[]): BriefFormErrors {
  const errors: BriefFormErrors = {};
  for (const issue of issues) {
    const name = issue.path[0] as keyof BriefFormValues;
    errors[name] ??= issue.message;
  }
  return errors;
}

async function validate(values: BriefFormValues) {
  return (await briefSchema()).safeParse(values);
}

/**
 * Step 1's form state, validated with the server's BriefSchema (utils/brief-form-schema, loaded when idle):
 * nothing is checked while the user types until the first submit; from then on each change re-checks the
 * fields it touched, as react-hook-form's default modes did. A submit checks everything, shows every
 * field's first message and focuses the first control in error.
 */
export function useBriefForm(initial: BriefFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<BriefFormErrors>({});
  const submitted = useRef(false);
  const latest = useRef(values);

  /** The user changed these fields. */
  const change = (patch: Partial<BriefFormValues>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setValues(next);
    if (!submitted.current) return;
    void validate(next).then((result) => {
      if (latest.current !== next) return;
      const found = result.success ? {} : errorsOf(result.error.issues);
      setErrors((current) => {
        const updated = { ...current };
        for (const name of Object.keys(patch) as (keyof BriefFormValues)[]) {
          if (found[name]) updated[name] = found[name];
          else delete updated[name];
        }
        return updated;
      });
    });
  };

  /** An error from elsewhere (the server's answer), shown on a field. */
  const setError = (name: keyof BriefFormValues, message: string, focus = false) => {
    setErrors((current) => ({ ...current, [name]: message }));
    if (focus) focusControl(name);
  };

  const handleSubmit = (onValid: (values: BriefFormOutput) => Promise<void>) => async (e?: React.BaseSyntheticEvent) => {
    e?.preventDefault();
    submitted.current = true;
    const result = await validate(latest.current);
    if (!result.success) {
      const found = errorsOf(result.error.issues);
      setErrors(found);
      const first = (Object.keys(CONTROL_IDS) as (keyof BriefFormValues)[]).find((name) => found[name]);
      if (first) focusControl(first);
      return;
    }
    setErrors({});
    await onValid(result.data);
  };

  return { values, errors, change, setError, handleSubmit };
}

export type BriefFormState = ReturnType<typeof useBriefForm>;
