// AI Tool (/aitool): route and frame now; the tool arrives with the render pipeline.
import { Link } from 'react-router-dom';
import { FeaturePending } from '../../components/feature-pending.tsx';
import { PageHeader } from '../../components/page-header.tsx';

export function AiToolPage() {
  return (
    <div className="app-page">
      <PageHeader title="AI Tool">Describe a custom design and preview it on a vehicle.</PageHeader>
      <FeaturePending
        title="The AI Tool is not available yet"
        action={
          <Link to="/dashboard" className="ws-btn">
            Back to Dashboard
          </Link>
        }
      >
        It will use the same credits as the Studio.
      </FeaturePending>
    </div>
  );
}
