import { CheckCircleFilled, ExclamationCircleFilled, WarningFilled } from '@ant-design/icons';
import { Col, Descriptions, Flex, Progress, Row, Statistic, Table, Tag, Typography } from 'antd';
import { MANUFACTURING_METHOD_LABELS, type ManufacturingMethodId } from '#shared/constants/ai-tools.ts';
import type {
  CostEstimationResult, DesignRecommendationsResult, FeasibilityResult, Level, QuickPrototypeResult,
} from '#shared/schemas/ai-schemas.ts';
import { formatCount, formatDollars } from './ai-format.ts';
import { BreakdownChart, MethodComparisonChart, VolumeCurveChart } from './lazy-charts.tsx';
import { TextList } from './result-frame.tsx';

const LEVEL_LOOK: Record<Level, { color: string; icon: React.ReactNode; label: string }> = {
  high: { color: 'success', icon: <CheckCircleFilled />, label: 'High' },
  medium: { color: 'warning', icon: <ExclamationCircleFilled />, label: 'Medium' },
  low: { color: 'error', icon: <WarningFilled />, label: 'Low' },
};

/** A high / medium / low verdict as a coloured badge. */
export function LevelBadge({ level, prefix }: { level: Level; prefix: string }) {
  const look = LEVEL_LOOK[level];
  return (
    <Tag color={look.color} icon={look.icon} className="hh-ai-level" data-level={level}>
      {prefix}: {look.label}
    </Tag>
  );
}

/*
 * Disclosures are native <details> (as /pricing's FAQ): antd's Collapse pulls its motion code into the
 * app's shared first-screen chunk.
 */
function Assumptions({ items }: { items: string[] }) {
  if (!items.length) return null;
  return (
    <details className="hh-ai-details">
      <summary>How this was estimated ({items.length} assumption{items.length === 1 ? '' : 's'})</summary>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </details>
  );
}

export function DesignResult({ result }: { result: DesignRecommendationsResult }) {
  return (
    <div className="hh-ai-result__body">
      <Typography.Paragraph>{result.rationale}</Typography.Paragraph>
      <TextList title="Recommendations" items={result.recommendations} />
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'materials', label: 'Materials', children: result.materialSuggestions },
          { key: 'manufacturing', label: 'Manufacturing', children: result.manufacturingConsiderations },
          { key: 'optimization', label: 'Optimisation', children: result.optimizationOpportunities },
        ]}
      />
      {result.topics.length > 0 && (
        <section className="hh-ai-topics">
          <Typography.Title level={5}>Advice by topic</Typography.Title>
          {result.topics.map((topic) => (
            <details key={topic.topic} className="hh-ai-details">
              <summary>{topic.topic}</summary>
              <ul>
                {topic.advice.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </details>
          ))}
        </section>
      )}
    </div>
  );
}

export function FeasibilityResult({ result, method }: { result: FeasibilityResult; method: ManufacturingMethodId }) {
  const look = LEVEL_LOOK[result.feasibility];
  return (
    <div className="hh-ai-result__body">
      <Flex gap={24} align="center" wrap className="hh-ai-verdict">
        <Progress type="dashboard" percent={Math.round(result.score)} size={110} status={result.feasibility === 'low' ? 'exception' : result.feasibility === 'high' ? 'success' : 'normal'} format={(percent) => `${percent}`} />
        <div>
          <LevelBadge level={result.feasibility} prefix="Feasibility" />
          <Typography.Paragraph type="secondary" className="hh-ai-verdict__text">
            {look.label} feasibility for {MANUFACTURING_METHOD_LABELS[method]} (score {Math.round(result.score)} of 100).
          </Typography.Paragraph>
          {result.alternativeMethods.length > 0 && (
            <Flex gap={6} wrap>
              <Typography.Text type="secondary">Alternatives:</Typography.Text>
              {result.alternativeMethods.map((alternative) => (
                <Tag key={alternative}>{alternative}</Tag>
              ))}
            </Flex>
          )}
        </div>
      </Flex>
      <Row gutter={[24, 8]}>
        <Col xs={24} md={12}>
          <TextList title="Concerns" items={result.concerns} empty="No concerns found." />
        </Col>
        <Col xs={24} md={12}>
          <TextList title="Suggestions" items={result.suggestions} />
        </Col>
      </Row>
      {result.methodComparison.length > 0 && (
        <section>
          <Typography.Title level={5}>Unit cost by method at this volume</Typography.Title>
          <MethodComparisonChart methods={result.methodComparison} chosen={method} />
        </section>
      )}
    </div>
  );
}

export function CostResult({ result, volume }: { result: CostEstimationResult; volume: number }) {
  const thresholds = Object.entries(result.volumeDiscountThresholds)
    .map(([quantity, unitCost]) => ({ quantity: Number(quantity), unitCost }))
    .sort((a, b) => a.quantity - b.quantity);
  return (
    <div className="hh-ai-result__body">
      <Flex gap={32} wrap align="flex-end" className="hh-ai-headline">
        <Statistic title="Estimated cost range" value={result.estimatedCostRange} />
        <Statistic title="Tooling (one-off)" value={formatDollars(result.toolingCost, false)} />
        <div>
          <LevelBadge level={result.confidenceLevel} prefix="Confidence" />
        </div>
      </Flex>
      <section>
        <Typography.Title level={5}>Cost breakdown per unit</Typography.Title>
        <BreakdownChart data={result.breakdownByCategory} unit="per unit" />
      </section>
      <section>
        <Typography.Title level={5}>Unit cost by volume</Typography.Title>
        <VolumeCurveChart curve={result.volumeCurve} thresholds={result.volumeDiscountThresholds} volume={volume} />
        <Typography.Text type="secondary" className="hh-small">
          Log scales; the dashed line is your volume, green dots the discount thresholds.
        </Typography.Text>
      </section>
      {thresholds.length > 0 && (
        <Table
          size="small"
          pagination={false}
          className="hh-ai-thresholds"
          rowKey="quantity"
          caption={<Typography.Text strong>Volume discount thresholds</Typography.Text>}
          dataSource={thresholds}
          columns={[
            { title: 'From', dataIndex: 'quantity', render: (quantity: number) => `${formatCount(quantity)} units` },
            { title: 'Unit cost', dataIndex: 'unitCost', render: (unitCost: number) => formatDollars(unitCost) },
          ]}
        />
      )}
      <TextList title="Cost optimisation suggestions" items={result.costOptimizationSuggestions} />
      <Assumptions items={result.assumptions} />
    </div>
  );
}

export function QuickPrototypeResult({ result, quantity }: { result: QuickPrototypeResult; quantity: number }) {
  return (
    <div className="hh-ai-result__body">
      <Flex gap={32} wrap align="flex-end" className="hh-ai-headline">
        <Statistic title={`Estimated cost for ${formatCount(quantity)} prototype${quantity === 1 ? '' : 's'}`} value={`${formatDollars(result.minCost, false)} - ${formatDollars(result.maxCost, false)}`} />
        <Statistic title="Time estimate" value={result.timeEstimate} />
        <div>
          <LevelBadge level={result.confidenceLevel} prefix="Confidence" />
        </div>
      </Flex>
      {Object.keys(result.breakdown).length > 0 && (
        <section>
          <Typography.Title level={5}>Where the money goes</Typography.Title>
          <BreakdownChart data={result.breakdown} unit="total" />
        </section>
      )}
      <Row gutter={[24, 8]}>
        <Col xs={24} md={12}>
          <TextList title="Cost factors" items={result.costFactors} />
        </Col>
        <Col xs={24} md={12}>
          <TextList title="Recommendations" items={result.recommendations} />
        </Col>
      </Row>
      <Assumptions items={result.assumptions} />
    </div>
  );
}
