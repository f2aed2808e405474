// The landing page (spec §2): hero, How it Works, brands, feature tabs, Our Benefits, Build for Shops
// worldwide, a call to action, the Boost Sales block and the FAQ. Every call to action goes to /signup. Its words are
// the `landing` area (decision 101), in the visitor's language; counts and prices through that language's Intl.
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CarIllustration } from '../../components/car-illustration.tsx';
import { FaqAccordion } from '../../components/faq-accordion.tsx';
import { LANDING_FAQ_IDS, LANDING_FAQ_LEFT_COUNT } from '../../content/faq.ts';
import { BENEFITS, BRAND_STRIP, HOW_IT_WORKS, landingValues, WORLDWIDE_FACTS, WORLDWIDE_STATS } from '../../content/landing.ts';
import { useArea } from '../../i18n/area.ts';
import { LANDING } from '../../i18n/areas/landing/index.ts';
import type { LandingKey } from '../../i18n/areas/landing/en.ts';
import { useFormat } from '../../i18n/locale.ts';
import { FeatureTabs } from './feature-tabs.tsx';

const SWATCHES = ['#ff5a1f', '#2f6fed', '#0b1220', '#c81e3a', '#5a6b3d', '#e7e9ee', '#8a5cf6'];

/** How a section link scrolls: smoothly, unless the visitor asked their system for less motion (as the base CSS does). */
export function sectionScroll(view: Pick<Window, 'matchMedia'>): ScrollIntoViewOptions {
  const still = view.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return { behavior: still ? 'auto' : 'smooth', block: 'start' };
}

function useScrollToHash() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.(sectionScroll(window));
    target?.focus?.({ preventScroll: true });
  }, [hash, key]);
}

export function LandingPage() {
  useScrollToHash();
  const words = useArea(LANDING);
  const { locale } = useFormat();
  const values = landingValues(locale);
  const t = (key: LandingKey) => words(key, values);
  return (
    <>
      <section className="landing-hero ws-on-ink" aria-labelledby="hero-title">
        <div className="landing-wrap landing-hero__grid">
          <div className="landing-hero__copy">
            <p className="ws-eyebrow">{t('landing.hero.eyebrow')}</p>
            <h1 id="hero-title">{t('landing.hero.title')}</h1>
            <p className="landing-lead">{t('landing.hero.lead')}</p>
            <div className="ws-row">
              <Link to="/signup" className="ws-btn ws-btn--primary ws-btn--lg">
                {t('landing.hero.trial')}
              </Link>
              <Link to="/signup" className="ws-btn ws-btn--outline-light ws-btn--lg">
                {t('landing.hero.demo')}
              </Link>
            </div>
            <p className="landing-hero__note">{t('landing.hero.note')}</p>
          </div>
          <div className="landing-hero__art">
            <CarIllustration body="#ff5a1f" finish="gloss" roof="#0b1220" mirrors="#0b1220" trim="#0b1220" title={t('landing.hero.car')} />
            <ul className="landing-swatches" aria-label={t('landing.hero.swatches')}>
              {SWATCHES.map((c) => (
                <li key={c} style={{ background: c }}>
                  <span className="ws-visually-hidden">{c}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section id="howitWorks" tabIndex={-1} className="landing-section" aria-labelledby="how-title">
        <div className="landing-wrap">
          <p className="ws-eyebrow">{t('landing.how.eyebrow')}</p>
          <h2 id="how-title">{t('landing.how.title')}</h2>
          <ol className="landing-steps">
            {HOW_IT_WORKS.map((step, i) => (
              <li key={step} className="ws-card landing-step">
                <span className="landing-step__n" aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <h3>{t(`landing.how.${step}.title`)}</h3>
                <p className="ws-muted">{t(`landing.how.${step}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="landing-brands" aria-labelledby="brands-title">
        <div className="landing-wrap">
          <h2 id="brands-title" className="landing-brands__title">
            {t('landing.brands.title')}
          </h2>
          <ul role="list" className="landing-brands__list">
            {BRAND_STRIP.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="landing-section" aria-labelledby="features-title">
        <div className="landing-wrap">
          <p className="ws-eyebrow">{t('landing.features.eyebrow')}</p>
          <h2 id="features-title">{t('landing.features.title')}</h2>
          <FeatureTabs t={t} />
        </div>
      </section>

      <section id="ourBenefits" tabIndex={-1} className="landing-section landing-section--muted" aria-labelledby="benefits-title">
        <div className="landing-wrap">
          <p className="ws-eyebrow">{t('landing.benefits.eyebrow')}</p>
          <h2 id="benefits-title">{t('landing.benefits.title')}</h2>
          <ul role="list" className="landing-grid">
            {BENEFITS.map((b) => (
              <li key={b} className="ws-card">
                <h3>{t(`landing.benefit.${b}.title`)}</h3>
                <p className="ws-muted">{t(`landing.benefit.${b}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="landing-section landing-worldwide ws-on-ink" aria-labelledby="worldwide-title">
        <div className="landing-wrap">
          <p className="ws-eyebrow">{t('landing.world.eyebrow')}</p>
          <h2 id="worldwide-title">{t('landing.world.title')}</h2>
          <p className="landing-lead">{t('landing.world.lead')}</p>
          <ul className="landing-checks landing-worldwide__facts" aria-label={t('landing.world.factsLabel')}>
            {WORLDWIDE_FACTS.map((f) => (
              <li key={f}>{t(`landing.world.${f}`)}</li>
            ))}
          </ul>
          <dl className="landing-stats">
            {WORLDWIDE_STATS.map((s) => (
              <div key={s.id}>
                <dt>{t(`landing.stat.${s.id}`)}</dt>
                <dd>{s.value(values)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="landing-section" aria-labelledby="cta-title">
        <div className="landing-wrap landing-cta">
          <h2 id="cta-title">{t('landing.cta.title')}</h2>
          <p className="ws-muted">{t('landing.cta.text')}</p>
          <Link to="/signup" className="ws-btn ws-btn--primary ws-btn--lg">
            {t('landing.cta.button')}
          </Link>
        </div>
      </section>

      <section className="landing-section landing-section--muted" aria-labelledby="boost-title">
        <div className="landing-wrap landing-boost">
          <div>
            <p className="ws-eyebrow">{t('landing.boost.eyebrow')}</p>
            <h2 id="boost-title">{t('landing.boost.title')}</h2>
            <p className="ws-muted">{t('landing.boost.text')}</p>
          </div>
          <p className="landing-boost__figure" aria-hidden="true">
            {values.yearly}
          </p>
        </div>
      </section>

      <section id="faq" tabIndex={-1} className="landing-section" aria-labelledby="faq-title">
        <div className="landing-wrap">
          <p className="ws-eyebrow">{t('landing.faq.eyebrow')}</p>
          <h2 id="faq-title">{t('landing.faq.title')}</h2>
          <FaqAccordion entries={LANDING_FAQ_IDS.map((id) => ({ question: t(`landing.faq.${id}.q`), answer: t(`landing.faq.${id}.a`) }))} leftCount={LANDING_FAQ_LEFT_COUNT} />
        </div>
      </section>
    </>
  );
}
