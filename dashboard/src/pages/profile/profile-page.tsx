// Profile (spec §2): the Personal Information form (country and city lists from /public/countries) and,
// unconditionally, the Team Members panel.
import { useState } from 'react';
import { AUTH_MESSAGES, PROFILE_MESSAGES, profileInput } from '@wrapsmith/core';
import { apiErrorText, useApi, type Country } from '../../api/index.ts';
import { SelectField, TextField } from '../../components/field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SubmitRow } from '../../components/submit-row.tsx';
import { TeamMembersPanel } from '../../components/team-members-panel.tsx';
import { useData } from '../../hooks/use-data.ts';
import { useZodForm } from '../../lib/form.ts';
import { useSession } from '../../stores/session.ts';
import { userMay } from '../../features/viewer/viewer.ts';


export function ProfilePage() {
  const api = useApi();
  const user = useSession((s) => s.currentUser);
  const [form, setForm] = useState(() => ({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    phoneNumber: user?.phoneNumber ?? '',
    country: user?.country ?? '',
    city: user?.city ?? '',
    businessName: user?.businessName ?? '',
    businessAddress: user?.businessAddress ?? '',
  }));
  const { state: countries } = useData('countries', async (api): Promise<Country[]> => (await api.public.countries()).data);
  const { state: cities } = useData(form.country || null, async (api) => (await api.public.cities(form.country)).data);
  const [saved, setSaved] = useState<string | null>(null);
  const { errors, failure, submitting: busy, handleSubmit } = useZodForm(profileInput, (err) =>
    apiErrorText(err, AUTH_MESSAGES.somethingWrong, PROFILE_MESSAGES.updateFailed),
  );

  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = handleSubmit(() => form, async (input) => {
    setSaved(null);
    const res = await api.auth.updateUser(input);
    useSession.getState().setUser(res.data.user);
    setSaved(res.message || PROFILE_MESSAGES.updated);
  });

  const cityList = cities.status === 'ready' ? cities.data : [];
  const cityOptions = form.city && !cityList.includes(form.city) ? [form.city, ...cityList] : cityList;

  return (
    <div className="app-page">
      <PageHeader title="Profile">Your details and your shop’s team.</PageHeader>
      <section className="ws-card app-panel" aria-labelledby="personal-title">
        <h2 id="personal-title" className="ws-card__title">
          Personal Information
        </h2>
        <form className="ws-stack" onSubmit={submit}>
          <div className="ws-form-grid">
            <TextField label="First name" autoComplete="given-name" required value={form.firstName} onChange={set('firstName')} error={errors.firstName} />
            <TextField label="Last name" autoComplete="family-name" required value={form.lastName} onChange={set('lastName')} error={errors.lastName} />
            <TextField label="Phone number" type="tel" autoComplete="tel" value={form.phoneNumber} onChange={set('phoneNumber')} error={errors.phoneNumber} />
            <SelectField
              label="Country"
              value={form.country}
              disabled={countries.status !== 'ready'}
              error={countries.status === 'error' ? 'Could not load the country list.' : null}
              onChange={(e) => {
                const country = e.target.value;
                setForm((f) => ({ ...f, country, city: '' }));
              }}
            >
              <option value="">{countries.status === 'loading' ? 'Loading countries…' : 'Select a country'}</option>
              {countries.status === 'ready'
                ? countries.data.map((c) => (
                    <option key={c.iso2} value={c.country}>
                      {c.country}
                    </option>
                  ))
                : null}
            </SelectField>
            <SelectField
              label="City"
              value={form.city}
              disabled={cities.status !== 'ready'}
              error={cities.status === 'error' ? 'Could not load cities for this country.' : null}
              onChange={set('city')}
            >
              <option value="">{cities.status === 'loading' ? 'Loading cities…' : form.country ? 'Select a city' : 'Choose a country first'}</option>
              {cityOptions.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Business name"
              autoComplete="organization"
              hint={user?.role.role === 'owner' ? 'Your shop’s name, on every quote, email and your share link. Changing it renames the shop.' : undefined}
              value={form.businessName}
              onChange={set('businessName')}
              error={errors.businessName}
            />
          </div>
          <TextField label="Business address" autoComplete="street-address" value={form.businessAddress} onChange={set('businessAddress')} error={errors.businessAddress} />
          <SubmitRow failure={failure} done={saved} busy={busy} label="Save Changes" rowClassName="" />
        </form>
      </section>
      {/* The spec shows it here to everyone; the role matrix keeps it to roles with the Team area (decision 062). */}
      {userMay(user, 'team') ? <TeamMembersPanel /> : null}
    </div>
  );
}
