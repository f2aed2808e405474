// Available Credits with the Buy More Credits link (spec §2 Studio), shared by the Studio and the AI Tool. The
// balance is a polite live region, so a screen reader hears it drop after a render.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { canAccessRoute } from '@wrapsmith/core';
import type { ApiUser } from '../../api/types.ts';
import { viewerOf } from '../viewer/viewer.ts';
import { useFormat, useT } from '../../i18n/locale.ts';
import { STUDIO_EN } from '../../i18n/en/studio.ts';

export function CreditsPill({ user }: { user: ApiUser }) {
  const labelId = useId();
  const t = useT(STUDIO_EN);
  const { number } = useFormat();
  return (
    <p className="app-credit-pill">
      <span id={labelId}>{t('studio.available')}</span>
      <strong>
        <output aria-labelledby={labelId}>{number(user.credits)}</output>
      </strong>
      {canAccessRoute(viewerOf(user), '/subscription') ? <Link to="/Subscription">{t('studio.buyMore')}</Link> : null}
    </p>
  );
}
