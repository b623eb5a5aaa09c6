import { FileSearchOutlined, InboxOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { SourcingDashboard } from '#shared/schemas/sourcing-schemas.ts';
import { formatCount } from '#shared/format/numbers.ts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import '../../ui/stat-card.css';
import { Card } from '../../ui/static-antd/card.tsx';
import { Col, Row } from '../../ui/static-antd/grid.tsx';
import { Typography } from '../../ui/static-antd/typography.tsx';

function FigureCard({ label, value, note, to, action, icon, testId }: { label: string; value: number; note: string; to: string; action: string; icon: ReactNode; testId: string }) {
  return (
    <Card variant="outlined" className="hh-stat-card" data-testid={testId}>
      <Typography.Text type="secondary" className="hh-stat-card__label">
        {icon} {label}
      </Typography.Text>
      <div className="hh-stat-card__value">{formatCount(value)}</div>
      <Typography.Text type="secondary" className="hh-stat-card__note">
        {note}
      </Typography.Text>
      <Link to={to}>
        <Button size="small">{action}</Button>
      </Link>
    </Card>
  );
}

/**
 * The dashboard's sourcing figures: a buyer's open requests and the quotes received; for a
 * manufacturer or supplier also the requests waiting for their quote.
 */
export function SourcingDashboardCards({ sourcing, supplier }: { sourcing: SourcingDashboard; supplier: boolean }) {
  return (
    <Row gutter={[16, 16]} data-testid="sourcing-cards">
      {supplier && (
        <Col xs={24} md={8}>
          <FigureCard
            testId="sourcing-awaiting"
            icon={<InboxOutlined />}
            label="Awaiting your quote"
            value={sourcing.awaitingQuote}
            note={sourcing.awaitingQuote ? 'Requests for quote invited or matching you.' : 'No requests are waiting for your quote.'}
            to="/rfqs?tab=inbox"
            action="Open quote requests"
          />
        </Col>
      )}
      <Col xs={24} md={8}>
        <FigureCard
          testId="sourcing-open"
          icon={<FileSearchOutlined />}
          label="Open requests for quote"
          value={sourcing.openRequests}
          note={sourcing.openRequests ? 'Your requests suppliers can quote on now.' : 'Request quotes for your parts from suppliers.'}
          to={sourcing.openRequests ? '/rfqs?tab=mine' : '/rfqs/new'}
          action={sourcing.openRequests ? 'View requests' : 'New request'}
        />
      </Col>
      <Col xs={24} md={8}>
        <FigureCard
          testId="sourcing-quotes"
          icon={<FileSearchOutlined />}
          label="Quotes received"
          value={sourcing.quotesReceived}
          note="Standing quotes on your open and closed requests."
          to="/rfqs?tab=mine"
          action="Compare quotes"
        />
      </Col>
    </Row>
  );
}
