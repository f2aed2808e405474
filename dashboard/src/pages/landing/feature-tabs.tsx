// The tabbed feature showcase of the landing page; Vehicles is selected first (spec §2).
import { CarIllustration } from '../../components/car-illustration.tsx';
import { Tabs } from '../../components/tabs.tsx';
import { FEATURE_TABS } from '../../content/landing.ts';

export function FeatureTabs() {
  return (
    <Tabs
      label="Features"
      className="landing-features"
      initial="vehicles"
      items={FEATURE_TABS.map((tab) => ({
        id: tab.id,
        label: tab.label,
        panel: (
          <div className="landing-feature">
            <div className="landing-feature__art">
              <CarIllustration {...tab.car} />
            </div>
            <div className="landing-feature__copy">
              <h3>{tab.heading}</h3>
              <p>{tab.text}</p>
              <ul className="landing-checks">
                {tab.bullets.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            </div>
          </div>
        ),
      }))}
    />
  );
}
