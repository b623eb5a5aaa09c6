import { Alert, Flex, Tabs } from 'antd';
import type { RfqDetail } from '#shared/schemas/sourcing-schemas.ts';
import { useSearchParams } from 'react-router';
import { RfqComparisonTab } from './rfq-comparison.tsx';
import { RfqOverview } from './rfq-overview.tsx';
import { RfqQuestions } from './rfq-questions.tsx';
import { RfqQuotes } from './rfq-quotes.tsx';
import { RfqSuppliers } from './rfq-suppliers.tsx';
import { partyName } from './sourcing-format.ts';

/** The request as its buyer sees it: the request, suppliers, questions, quotes and the comparison. */
export function BuyerRfqView({ rfq }: { rfq: RfqDetail }) {
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') ?? 'request';
  const quoted = rfq.suppliers.filter((entry) => entry.quoteStatus === 'submitted').length;
  const winners = [...new Set(rfq.awards.map((award) => award.supplierId))]
    .map((id) => rfq.suppliers.find((entry) => entry.supplier.id === id))
    .filter((entry) => entry !== undefined);

  return (
    <Flex vertical gap={16}>
      {rfq.hiddenAt && <Alert type="error" showIcon title="Hidden by the HardwareHub team" description={rfq.hiddenReason ?? 'Suppliers no longer see this request.'} />}
      {rfq.status === 'cancelled' && <Alert type="warning" showIcon title="You cancelled this request" description={rfq.cancelReason ?? undefined} />}
      {rfq.status === 'awarded' && winners.length > 0 && (
        <Alert type="success" showIcon title="Awarded" description={`Awarded to ${winners.map((entry) => partyName(entry.supplier)).join(', ')}. A conversation with each is open in Messages.`} />
      )}
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch({ tab: key }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'request', label: 'Request', children: <RfqOverview rfq={rfq} /> },
          { key: 'suppliers', label: `Suppliers (${rfq.suppliers.length})`, children: <RfqSuppliers rfq={rfq} /> },
          { key: 'questions', label: 'Questions', children: <RfqQuestions rfq={rfq} /> },
          { key: 'quotes', label: `Quotes (${quoted})`, children: <RfqQuotes rfq={rfq} /> },
          { key: 'comparison', label: 'Comparison', children: <RfqComparisonTab rfq={rfq} /> },
        ]}
      />
    </Flex>
  );
}
