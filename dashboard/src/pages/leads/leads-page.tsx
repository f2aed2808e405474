// Leads (/leads): quotes sent to customers. The table is empty until quotes exist.
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';

const COLUMNS = ['Customer', 'Vehicle', 'Wrap', 'Quoted', 'Quote'].map((header) => ({ header, cell: () => null }));

export function LeadsPage() {
  return (
    <div className="app-page">
      <PageHeader title="Leads">Quotes you have sent, waiting for a yes.</PageHeader>
      <DataTable caption="Leads" columns={COLUMNS} rows={[]} rowKey={() => ''} />
    </div>
  );
}
