// Public visualizer (/visualizer): frame now; the shared visualizer components mount here later.
import { Link } from 'react-router-dom';
import { FeaturePending } from '../../components/feature-pending.tsx';

export function VisualizerPage() {
  return (
    <div className="landing-section">
      <div className="landing-wrap ws-stack">
        <p className="ws-eyebrow">Visualizer</p>
        <h1>See your car in a new wrap</h1>
        <FeaturePending
          title="The public visualizer is not open yet"
          action={
            <Link to="/contact" className="ws-btn ws-btn--primary">
              Contact us
            </Link>
          }
        >
          Soon you will pick your vehicle, brand, finish and colour here and send the design to a wrap shop.
        </FeaturePending>
      </div>
    </div>
  );
}
