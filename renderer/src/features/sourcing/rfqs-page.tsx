import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Skeleton, Tabs, Typography } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { isSupplierRole } from '#shared/schemas/sourcing-schemas.ts';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api/api-error.ts';
import { PageContainer } from '../../ui/page-container.tsx';
import { useSession } from '../auth/index.ts';
import { RfqList } from './rfq-list.tsx';
import { FRESH, useGetRfqInboxQuery, useGetRfqsQuery } from './sourcing-api.ts';
import './sourcing.css';

export const BUYER_EMPTY = 'You have not requested any quotes yet. Create a request with your parts and quantities, invite suppliers, and compare their quotes side by side.';
export const INBOX_EMPTY = 'No quote requests for you yet. Buyers invite you from your profile, and open requests that match your expertise appear here too. A complete profile helps buyers find you.';

type TabKey = 'mine' | 'inbox';

function NewRequestButton() {
  return (
    <Link to="/rfqs/new">
      <Button type="primary" icon={<PlusOutlined />}>
        New request
      </Button>
    </Link>
  );
}

function ListState({ isLoading, isError, error, refetch, children }: { isLoading: boolean; isError: boolean; error: unknown; refetch: () => unknown; children: ReactNode }) {
  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="The requests could not be loaded"
        description={errorMessage(error, 'Please try again.')}
        action={<Button onClick={() => void refetch()}>Retry</Button>}
      />
    );
  }
  return children;
}

function MyRequests() {
  const { data, isLoading, isError, error, refetch } = useGetRfqsQuery(undefined, FRESH);
  return (
    <ListState isLoading={isLoading} isError={isError} error={error} refetch={refetch}>
      <Card variant="outlined" className="hh-table-card">
        <RfqList
          rfqs={data ?? []}
          view="buyer"
          empty={
            <Flex vertical gap={12} align="center">
              <Typography.Text>{BUYER_EMPTY}</Typography.Text>
              <NewRequestButton />
            </Flex>
          }
        />
      </Card>
    </ListState>
  );
}

function Inbox({ enabled }: { enabled: boolean }) {
  const { data, isLoading, isError, error, refetch } = useGetRfqInboxQuery(enabled ? undefined : skipToken, FRESH);
  return (
    <ListState isLoading={isLoading} isError={isError} error={error} refetch={refetch}>
      <Card variant="outlined" className="hh-table-card">
        <RfqList
          rfqs={data ?? []}
          view="supplier"
          empty={
            <Flex vertical gap={12} align="center">
              <Typography.Text>{INBOX_EMPTY}</Typography.Text>
              <Link to="/profile">
                <Button>Complete your profile</Button>
              </Link>
            </Flex>
          }
        />
      </Card>
    </ListState>
  );
}

/** /rfqs: a buyer's own requests; manufacturers and suppliers also see the requests sent to them. */
export function RfqsPage() {
  const { user } = useSession();
  const supplier = isSupplierRole(user?.role);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  // Suppliers land on what waits for them.
  const tab: TabKey = supplier && requested !== 'mine' ? 'inbox' : 'mine';

  return (
    <PageContainer
      title="Requests for quote"
      subtitle={supplier ? 'Quote on requests from hardware teams, and request quotes for your own parts.' : 'Request quotes for your parts from manufacturers and suppliers, and compare them side by side.'}
      extra={<NewRequestButton />}
    >
      {supplier ? (
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
          items={[
            { key: 'inbox', label: 'Quote requests', children: <Inbox enabled={tab === 'inbox'} /> },
            { key: 'mine', label: 'My requests', children: <MyRequests /> },
          ]}
          destroyOnHidden
        />
      ) : (
        <MyRequests />
      )}
    </PageContainer>
  );
}
