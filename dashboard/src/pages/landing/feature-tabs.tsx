// The tabbed feature showcase of the landing page; Vehicles is selected first (spec §2).
import { CarIllustration } from '../../components/car-illustration.tsx';
import { Tabs } from '../../components/tabs.tsx';
import { FEATURE_TABS } from '../../content/landing.ts';
import type { LandingKey } from '../../i18n/areas/landing/en.ts';

export function FeatureTabs({ t }: { t: (key: LandingKey) => string }) {
  return (
    <Tabs
      label={t('landing.features.label')}
      className="landing-features"
      initial="vehicles"
      items={FEATURE_TABS.map((tab) => {
        const words = (part: string) => t(`landing.tab.${tab.key}.${part}` as LandingKey);
        return {
          id: tab.id,
          label: words('label'),
          panel: (
            <div className="landing-feature">
              <div className="landing-feature__art">
                <CarIllustration {...tab.car} title={words('car')} />
              </div>
              <div className="landing-feature__copy">
                <h3>{words('heading')}</h3>
                <p>{words('text')}</p>
                <ul className="landing-checks">
                  {(['b1', 'b2', 'b3'] as const).map((b) => (
                    <li key={b}>{words(b)}</li>
                  ))}
                </ul>
              </div>
            </div>
          ),
        };
      })}
    />
  );
}
