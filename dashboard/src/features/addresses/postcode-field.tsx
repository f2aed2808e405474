// The postcode as the chosen country names and writes it (issue 28 item 2): "ZIP code" in the US, "Eircode" in
// Ireland, hidden where addresses have none (the UAE, Hong Kong…); checked and normalised before the form is sent
// ("sw1a1aa" → "SW1A 1AA"), as the API checks it again (POST /auth/update-user).
import { checkPostcode, postcodeFormat, type PostcodeFormat } from '@wrapsmith/core';
import type { ChangeEvent } from 'react';
import { TextField } from '../../components/field.tsx';
import { useArea } from '../../i18n/area.ts';
import { ADDRESSES } from '../../i18n/areas/addresses/index.ts';
import type { FormContract } from '../../lib/form.ts';

export interface PostcodeRule {
  format: PostcodeFormat;
  /** What the country calls it, in the reader's language. */
  label: string;
  hint: string | undefined;
  /**
   * `contract` with the postcode checked first against the country: a wrong shape is the postcode field's message
   * (beside the contract's own for other fields), a right one is sent as the country writes it, and a country
   * without postcodes sends none.
   */
  check: <Out>(contract: FormContract<Out>) => FormContract<Out>;
}

/** The rule of the country with this ISO code (none yet: any short postcode, named "Postcode"). */
export function usePostcodeRule(iso2: string | undefined): PostcodeRule {
  const t = useArea(ADDRESSES);
  const format = postcodeFormat(iso2);
  const hint = format.example ? t(format.optional ? 'addresses.optionalExample' : 'addresses.example', { example: format.example }) : undefined;
  const check = <Out,>(contract: FormContract<Out>): FormContract<Out> => ({
    safeParse(value) {
      const fields = value as Record<string, unknown>;
      const typed = typeof fields.postcode === 'string' ? fields.postcode.trim() : '';
      if (!format.used || typed === '') return contract.safeParse({ ...fields, postcode: '' });
      const checked = checkPostcode(iso2, typed);
      if (checked.ok) return contract.safeParse({ ...fields, postcode: checked.postcode });
      const issue = { path: ['postcode'], message: checked.example ? t('addresses.invalid', { example: checked.example }) : t('addresses.invalidAny') };
      const rest = contract.safeParse({ ...fields, postcode: '' });
      return { success: false, error: { issues: [issue, ...(rest.success ? [] : rest.error.issues.filter((i) => i.path[0] !== 'postcode'))] } };
    },
  });
  return { format, label: t(`addresses.label.${format.label}`), hint, check };
}

interface PostcodeFieldProps {
  rule: PostcodeRule;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string | null | undefined;
}

/** The postcode field, after the city; nothing for a country whose addresses carry no postcode. */
export function PostcodeField({ rule, value, onChange, error }: PostcodeFieldProps) {
  if (!rule.format.used) return null;
  // Digits-only postcodes ("01310-100" is typed as 8 digits; the dash is put back) get the phone's number pad.
  const numeric = /^[\d -]+$/.test(rule.format.example);
  return (
    <TextField
      label={rule.label}
      autoComplete="postal-code"
      inputMode={numeric ? 'numeric' : undefined}
      hint={rule.hint}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
