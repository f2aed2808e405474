// Profile (spec §2): the Personal Information form and, unconditionally, the Team Members panel. Where the shop is:
// country → state or region → city, each suggesting from its list as one types (/public/countries, its states, and
// the cities of the state picked), and a postcode (issue 22 item 8).
import { useState } from 'react';
import { AUTH_MESSAGES, PROFILE_MESSAGES, profileInput } from '@wrapsmith/core';
import { apiErrorInfo, apiErrorText, useApi, type Country } from '../../api/index.ts';
import { useArea } from '../../i18n/area.ts';
import { COMPONENTS } from '../../i18n/areas/components/index.ts';
import { PROFILE } from '../../i18n/areas/profile/index.ts';
import { useServerWords } from '../../i18n/server-words.ts';
import { TextField } from '../../components/field.tsx';
import { TypeAheadField } from '../../components/type-ahead-field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SubmitRow } from '../../components/submit-row.tsx';
import { TeamMembersPanel } from '../../components/team-members-panel.tsx';
import { useData } from '../../hooks/use-data.ts';
import { useZodForm } from '../../lib/form.ts';
import { useSession } from '../../stores/session.ts';
import { userMay } from '../../features/viewer/viewer.ts';
import { LanguageCard } from '../../i18n/language-card.tsx';
import { PostcodeField, usePostcodeRule } from '../../features/addresses/postcode-field.tsx';


/** The entry named `text` (any case, spaces around ignored); not by code, so "Ca" typed on the way to California loads nothing. */
function findByName<T>(list: readonly T[], text: string, names: (item: T) => string[]): T | undefined {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return undefined;
  return list.find((item) => names(item).some((n) => n.toLowerCase() === wanted));
}

export function ProfilePage() {
  const api = useApi();
  const user = useSession((s) => s.currentUser);
  const t = useArea(PROFILE);
  const words = useArea(COMPONENTS);
  const server = useServerWords();
  const [form, setForm] = useState(() => ({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    phoneNumber: user?.phoneNumber ?? '',
    country: user?.country ?? '',
    state: user?.state ?? '',
    city: user?.city ?? '',
    postcode: user?.postcode ?? '',
    businessName: user?.businessName ?? '',
    businessAddress: user?.businessAddress ?? '',
  }));
  const { state: countries } = useData('countries', async (api): Promise<Country[]> => (await api.public.countries()).data);
  const country = countries.status === 'ready' ? findByName(countries.data, form.country, (c) => [c.country]) : undefined;
  const iso2 = country?.iso2;
  const postcode = usePostcodeRule(iso2);
  const { state: states } = useData(iso2 ? `states:${iso2}` : null, async (api) => (await api.public.states(iso2 ?? '')).data);
  const stateList = states.status === 'ready' ? states.data : [];
  const region = findByName(stateList, form.state, (s) => [s.name]);
  // A country without states (a city-state, a small island) lists its cities at once; any other waits for its state.
  const citiesOf = iso2 && (region || (states.status === 'ready' && stateList.length === 0)) ? { iso2, state: region?.code } : null;
  const { state: cities } = useData(citiesOf ? `cities:${citiesOf.iso2}:${citiesOf.state ?? ''}` : null, async (api) =>
    (await api.public.cities(citiesOf?.iso2 ?? '', citiesOf?.state)).data,
  );
  const [saved, setSaved] = useState<string | null>(null);
  // The server's words in English; in another language ours for the same outcome (decision 099).
  const { errors, failure, submitting: busy, handleSubmit } = useZodForm(postcode.check(profileInput), (err) =>
    server(
      apiErrorText(err, AUTH_MESSAGES.somethingWrong, PROFILE_MESSAGES.updateFailed),
      apiErrorInfo(err).status === undefined ? words('components.somethingWrong') : t('profile.updateFailed'),
    ),
  );

  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setForm((f) => ({ ...f, [key]: e.target.value }));

  // The names as the lists spell them ("norway" → "Norway"); text not in a list is kept as typed.
  const submit = handleSubmit(() => ({ ...form, country: country?.country ?? form.country, state: region?.name ?? form.state }), async (input) => {
    setSaved(null);
    const res = await api.auth.updateUser(input);
    useSession.getState().setUser(res.data.user);
    setSaved(server(res.message, t('profile.updated')));
  });

  const cityHint = !iso2
    ? t('profile.countryFirst')
    : cities.status === 'loading'
      ? t('profile.loadingCities')
      : cities.status === 'idle'
        ? t('profile.stateFirst')
        : t('profile.cityHint');

  return (
    <div className="app-page">
      <PageHeader title={t('profile.title')}>{t('profile.intro')}</PageHeader>
      <section className="ws-card app-panel" aria-labelledby="personal-title">
        <h2 id="personal-title" className="ws-card__title">
          {t('profile.personal')}
        </h2>
        <form className="ws-stack" onSubmit={submit}>
          <div className="ws-form-grid">
            <TextField label={t('profile.firstName')} autoComplete="given-name" required value={form.firstName} onChange={set('firstName')} error={errors.firstName} />
            <TextField label={t('profile.lastName')} autoComplete="family-name" required value={form.lastName} onChange={set('lastName')} error={errors.lastName} />
            <TextField label={t('profile.phone')} type="tel" autoComplete="tel" value={form.phoneNumber} onChange={set('phoneNumber')} error={errors.phoneNumber} />
            <TypeAheadField
              label={t('profile.country')}
              autoComplete="country-name"
              options={countries.status === 'ready' ? countries.data.map((c) => c.country) : []}
              value={form.country}
              hint={countries.status === 'loading' ? t('profile.loadingCountries') : null}
              error={countries.status === 'error' ? t('profile.countriesFailed') : errors.country}
              onChange={(e) => {
                const value = e.target.value;
                // A new country starts its state and city again (spec: changing country resets city).
                setForm((f) => (f.country === value ? f : { ...f, country: value, state: '', city: '', postcode: '' }));
              }}
            />
            <TypeAheadField
              label={t('profile.state')}
              autoComplete="address-level1"
              options={stateList.map((s) => s.name)}
              value={form.state}
              hint={!iso2 ? t('profile.countryFirst') : states.status === 'loading' ? t('profile.loadingStates') : null}
              error={states.status === 'error' ? t('profile.statesFailed') : errors.state}
              onChange={(e) => {
                const value = e.target.value;
                setForm((f) => (f.state === value ? f : { ...f, state: value, city: '' }));
              }}
            />
            <TypeAheadField
              label={t('profile.city')}
              autoComplete="address-level2"
              options={cities.status === 'ready' ? cities.data : []}
              value={form.city}
              hint={cityHint}
              error={cities.status === 'error' ? t('profile.citiesFailed') : errors.city}
              onChange={set('city')}
            />
            <PostcodeField rule={postcode} value={form.postcode} onChange={set('postcode')} error={errors.postcode} />
            <TextField
              label={t('profile.businessName')}
              autoComplete="organization"
              hint={user?.role.role === 'owner' ? t('profile.businessNameHint') : undefined}
              value={form.businessName}
              onChange={set('businessName')}
              error={errors.businessName}
            />
          </div>
          <TextField label={t('profile.businessAddress')} autoComplete="street-address" value={form.businessAddress} onChange={set('businessAddress')} error={errors.businessAddress} />
          <SubmitRow failure={failure} done={saved} busy={busy} label={t('profile.save')} rowClassName="" />
        </form>
      </section>
      <LanguageCard />
      {/* The spec shows it here to everyone; the role matrix keeps it to roles with the Team area (decision 062). */}
      {userMay(user, 'team') ? <TeamMembersPanel /> : null}
    </div>
  );
}
