// Customers (/customers): completed appointments. The table is empty until bookings exist.
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';

const COLUMNS = ['Customer', 'Vehicle', 'Wrap', 'Completed', 'Total'].map((header) => ({ header, cell: () => null }));

export function CustomersPage() {
  return (
    <div className="app-page">
      <PageHeader title="Customers">Everyone whose wrap you have completed.</PageHeader>
      <DataTable caption="Customers" columns={COLUMNS} rows={[]} rowKey={() => ''} />
    </div>
  );
}
