// The landing page (spec §2): hero, How it Works, brands, feature tabs, Our Benefits, Build for Shops
// worldwide, a call to action, the Boost Sales block and the FAQ. Every call to action goes to /signup.
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { TRIAL_CREDITS } from '@wrapsmith/core';
import { CarIllustration } from '../../components/car-illustration.tsx';
import { FaqAccordion } from '../../components/faq-accordion.tsx';
import { LANDING_FAQ, LANDING_FAQ_LEFT_COUNT } from '../../content/faq.ts';
import { BENEFITS, BRAND_STRIP, CATALOGUE_FACTS, HOW_IT_WORKS, WORLDWIDE_STATS } from '../../content/landing.ts';
import { FeatureTabs } from './feature-tabs.tsx';

const SWATCHES = ['#ff5a1f', '#2f6fed', '#0b1220', '#c81e3a', '#5a6b3d', '#e7e9ee', '#8a5cf6'];

function useScrollToHash() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    target?.focus?.({ preventScroll: true });
  }, [hash, key]);
}

export function LandingPage() {
  useScrollToHash();
  return (
    <>
      <section className="landing-hero ws-on-ink" aria-labelledby="hero-title">
        <div className="landing-wrap landing-hero__grid">
          <div className="landing-hero__copy">
            <p className="ws-eyebrow">Wrap previews for vehicle-wrap shops</p>
            <h1 id="hero-title">Show every customer their car, wrapped, before you cut a single panel.</h1>
            <p className="landing-lead">
              Pick the year, make and model, choose the film, and Wrapsmith previews it in seconds, on that model or on a photo of their own car. Quote it, book it and track it
              in one place.
            </p>
            <div className="ws-row">
              <Link to="/signup" className="ws-btn ws-btn--primary ws-btn--lg">
                Start Free Trial
              </Link>
              <Link to="/signup" className="ws-btn ws-btn--outline-light ws-btn--lg">
                Use Demo
              </Link>
            </div>
            <p className="landing-hero__note">{TRIAL_CREDITS} free previews. No credit card required.</p>
          </div>
          <div className="landing-hero__art">
            <CarIllustration body="#ff5a1f" finish="gloss" roof="#0b1220" mirrors="#0b1220" trim="#0b1220" title="Sedan in gloss orange with a black roof" />
            <ul className="landing-swatches" aria-label="Sample wrap colours">
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
          <p className="ws-eyebrow">How it Works</p>
          <h2 id="how-title">From “what would it look like?” to a booked job</h2>
          <ol className="landing-steps">
            {HOW_IT_WORKS.map((step, i) => (
              <li key={step.title} className="ws-card landing-step">
                <span className="landing-step__n" aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <h3>{step.title}</h3>
                <p className="ws-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="landing-brands" aria-labelledby="brands-title">
        <div className="landing-wrap">
          <h2 id="brands-title" className="landing-brands__title">
            {`Catalogues from ${CATALOGUE_FACTS.brands} vinyl brands`}
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
          <p className="ws-eyebrow">What you can show</p>
          <h2 id="features-title">Every detail of the build, on screen</h2>
          <FeatureTabs />
        </div>
      </section>

      <section id="ourBenefits" tabIndex={-1} className="landing-section landing-section--muted" aria-labelledby="benefits-title">
        <div className="landing-wrap">
          <p className="ws-eyebrow">Our Benefits</p>
          <h2 id="benefits-title">Built to sell more wraps</h2>
          <ul role="list" className="landing-grid">
            {BENEFITS.map((b) => (
              <li key={b.title} className="ws-card">
                <h3>{b.title}</h3>
                <p className="ws-muted">{b.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="landing-section landing-worldwide ws-on-ink" aria-labelledby="worldwide-title">
        <div className="landing-wrap">
          <p className="ws-eyebrow">Build for Shops worldwide</p>
          <h2 id="worldwide-title">Standalone studio, shared link, or embedded on your own site</h2>
          <p className="landing-lead">Use Wrapsmith at the counter, send customers a link, or white-label the visualizer on your website.</p>
          <dl className="landing-stats">
            {WORLDWIDE_STATS.map((s) => (
              <div key={s.label}>
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="landing-section" aria-labelledby="cta-title">
        <div className="landing-wrap landing-cta">
          <h2 id="cta-title">Your next wrap sells itself</h2>
          <p className="ws-muted">Start with {TRIAL_CREDITS} free previews. Month-to-month plans when you are ready.</p>
          <Link to="/signup" className="ws-btn ws-btn--primary ws-btn--lg">
            Get Started Now
          </Link>
        </div>
      </section>

      <section className="landing-section landing-section--muted" aria-labelledby="boost-title">
        <div className="landing-wrap landing-boost">
          <div>
            <p className="ws-eyebrow">Boost Sales</p>
            <h2 id="boost-title">One new customer a month is worth $36K a year</h2>
            <p className="ws-muted">
              A single extra full wrap each month pays for any plan many times over. Previews turn “maybe later” into a booked install.
            </p>
          </div>
          <p className="landing-boost__figure" aria-hidden="true">
            $36K
          </p>
        </div>
      </section>

      <section id="faq" tabIndex={-1} className="landing-section" aria-labelledby="faq-title">
        <div className="landing-wrap">
          <p className="ws-eyebrow">FAQ</p>
          <h2 id="faq-title">Questions shops ask us</h2>
          <FaqAccordion entries={LANDING_FAQ} leftCount={LANDING_FAQ_LEFT_COUNT} />
        </div>
      </section>
    </>
  );
}
