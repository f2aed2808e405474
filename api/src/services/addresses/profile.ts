// The profile's postcode against the profile's country (issue 28 item 2): POST /auth/update-user.
import type { ProfileInput } from '@wrapsmith/core';
import type { User } from '../../db/schema/index.ts';
import { postcodeFor } from './index.ts';

/**
 * The postcode to write for this update, normalised as its country writes it, or undefined to leave the input as it
 * is. A postcode sent is checked against the country sent with it, else the stored one; a new country without a
 * postcode re-checks the stored postcode, so what is stored always fits its country. Throws the 400 of `postcodeFor`.
 */
export async function checkedPostcode(user: Pick<User, 'country' | 'postcode'>, input: ProfileInput): Promise<string | undefined> {
  const sentCountry = input.country ?? input.region;
  const country = sentCountry ?? user.country;
  if (input.postcode !== undefined) return postcodeFor(country, input.postcode);
  if (sentCountry !== undefined && sentCountry !== user.country && user.postcode) return postcodeFor(country, user.postcode);
  return undefined;
}
