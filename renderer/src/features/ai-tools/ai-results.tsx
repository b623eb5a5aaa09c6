import { CheckCircleFilled, ExclamationCircleFilled, WarningFilled } from '@ant-design/icons';
import { Alert, Col, Descriptions, Flex, Progress, Row, Statistic, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { MANUFACTURING_METHOD_LABELS, type ManufacturingMethodId } from '#shared/constants/ai-tools.ts';
import {
  COST_FIGURE_SOURCE_LABELS,
  type ComponentLine, type CostEstimationResult, type CostFigure, type CostFigureSource, type CostLine, type DesignRecommendationsResult,
  type FeasibilityResult, type Level, type QuickPrototypeResult, type ToolingOption,
} from '#shared/schemas/ai-schemas.ts';
import { formatCount, formatDollars, formatPrice, formatPriceRange } from './ai-format.ts';
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

/** Why the confidence is what it is, and what would raise it. */
function ConfidenceBasis({ level, reasons, raise }: { level: Level; reasons: string[]; raise: string[] }) {
  if (!reasons.length && !raise.length) return null;
  const half = reasons.length > 0 && raise.length > 0 ? 12 : 24;
  return (
    <Row gutter={[24, 8]} data-testid="cost-confidence">
      {reasons.length > 0 && (
        <Col xs={24} md={half}>
          <TextList title={`Why confidence is ${LEVEL_LOOK[level].label.toLowerCase()}`} items={reasons} />
        </Col>
      )}
      {raise.length > 0 && (
        <Col xs={24} md={half}>
          <TextList title={level === 'high' ? 'To narrow the range further' : 'To raise it'} items={raise} />
        </Col>
      )}
    </Row>
  );
}

// Preset tag colours: antd gives each its dark-mode shade.
const SOURCE_COLOURS: Record<CostFigureSource, string> = { model: 'blue', description: 'cyan', bom: 'purple', assumed: 'gold' };

/** The figures the estimate used, each tagged with where it came from, so a wrong one is easy to spot. */
function CostFigures({ figures }: { figures: CostFigure[] }) {
  if (!figures.length) return null;
  return (
    <section data-testid="cost-figures">
      <Typography.Title level={5}>What the estimate rests on</Typography.Title>
      <Descriptions
        column={1}
        bordered
        size="small"
        className="hh-ai-figures"
        items={figures.map((figure, index) => ({
          key: `${index}-${figure.label}`,
          label: figure.label,
          children: (
            <Flex gap={8} justify="space-between" align="center" wrap>
              <span>{figure.value}</span>
              <Tag color={SOURCE_COLOURS[figure.source]} data-source={figure.source} className="hh-ai-source">
                {COST_FIGURE_SOURCE_LABELS[figure.source]}
              </Tag>
            </Flex>
          ),
        }))}
      />
    </section>
  );
}

const breakdownColumns: TableColumnsType<CostLine> = [
  { title: 'Category', dataIndex: 'category' },
  { title: 'Per unit', dataIndex: 'unitCost', align: 'right', render: (unitCost: number) => formatPrice(unitCost) },
  { title: 'Basis', dataIndex: 'basis', minWidth: 200, render: (basis: string) => <Typography.Text type="secondary">{basis}</Typography.Text> },
];

type ComponentRow = ComponentLine & { key: number };
const NOT_RECOGNISED = 'Not recognised — not priced';
const componentColumns: TableColumnsType<ComponentRow> = [
  // A long designator list ('C1,C2,...,C10') wraps at its commas instead of squeezing the part's column.
  { title: 'Reference', dataIndex: 'reference', width: 100, render: (reference: string | null) => (reference ? reference.split(/\s*,\s*/).join(', ') : '—') },
  {
    title: 'Part',
    key: 'part',
    render: (_, line) => (
      <>
        {line.partNumber && <Typography.Text strong>{line.partNumber}</Typography.Text>}
        {line.partNumber && line.description && <br />}
        {line.description && <Typography.Text type={line.partNumber ? 'secondary' : undefined}>{line.description}</Typography.Text>}
      </>
    ),
  },
  { title: 'Qty', dataIndex: 'quantity', align: 'right', width: 50, render: (quantity: number) => formatCount(quantity) },
  {
    title: 'Category',
    dataIndex: 'category',
    width: 140,
    filters: [
      { text: 'Not recognised', value: 'unknown' },
      { text: 'Recognised', value: 'known' },
    ],
    onFilter: (value, line) => (value === 'unknown') === (line.category === null),
    render: (category: string | null) =>
      category ?? (
        <Tag color="warning" icon={<WarningFilled />} data-testid="component-unknown">
          {NOT_RECOGNISED}
        </Tag>
      ),
  },
  {
    title: 'Unit price range',
    key: 'price',
    align: 'right',
    width: 110,
    render: (_, line) =>
      line.category === null || line.unitCostLow === null || line.unitCostHigh === null ? (
        <Typography.Text type="secondary">Not priced</Typography.Text>
      ) : (
        formatPriceRange(line.unitCostLow, line.unitCostHigh)
      ),
  },
];

const COMPONENTS_PAGE = 15;

/** The board's components, recognised or not: an unrecognised line is listed, marked, and never given a price. */
function ComponentsTable({ components }: { components: ComponentLine[] }) {
  if (!components.length) return null;
  const unknown = components.filter((line) => line.category === null).length;
  const rows = components.map((line, index) => ({ ...line, key: index }));
  return (
    <section data-testid="cost-components">
      <Typography.Title level={5}>Components</Typography.Title>
      {unknown > 0 ? (
        <Alert
          type="warning"
          showIcon
          className="hh-ai-components__note"
          data-testid="cost-components-unknown"
          title={`${formatCount(unknown)} of ${formatCount(components.length)} line${components.length === 1 ? '' : 's'} not recognised: not priced`}
          description="They are not in the estimate. Get a quote for them, or give each a part number and a plain description."
        />
      ) : (
        <Typography.Paragraph type="secondary" className="hh-small">
          All {formatCount(components.length)} line{components.length === 1 ? '' : 's'} recognised and priced.
        </Typography.Paragraph>
      )}
      {/* Fixed columns: the part's column takes what is left, and a phone scrolls the table in its box. */}
      <Table<ComponentRow>
        size="small"
        tableLayout="fixed"
        scroll={{ x: 520 }}
        dataSource={rows}
        columns={componentColumns}
        rowClassName={(line) => (line.category === null ? 'hh-ai-row--unknown' : '')}
        pagination={rows.length > COMPONENTS_PAGE ? { pageSize: COMPONENTS_PAGE, size: 'small', showSizeChanger: false } : false}
      />
    </section>
  );
}

/** The ways to tool (or not) at this volume, the one the figures above are for marked. */
function ToolingOptionsTable({ options, volume }: { options: ToolingOption[]; volume: number }) {
  if (!options.length) return null;
  const columns: TableColumnsType<ToolingOption> = [
    {
      title: 'Option',
      key: 'option',
      minWidth: 160,
      render: (_, option) => (
        <>
          <Typography.Text strong={option.chosen}>{option.option}</Typography.Text>
          {option.chosen && (
            <Tag color="processing" className="hh-ai-chosen" data-testid="tooling-chosen">
              Chosen
            </Tag>
          )}
          <br />
          <Typography.Text type="secondary" className="hh-small">
            {MANUFACTURING_METHOD_LABELS[option.method]}
          </Typography.Text>
        </>
      ),
    },
    { title: 'Tooling', dataIndex: 'toolingCost', align: 'right', render: (toolingCost: number) => formatDollars(toolingCost, false) },
    { title: `Per unit at ${formatCount(volume)}`, dataIndex: 'unitCost', align: 'right', render: (unitCost: number) => formatDollars(unitCost) },
    { title: 'Basis', dataIndex: 'basis', minWidth: 220, render: (basis: string) => <Typography.Text type="secondary">{basis}</Typography.Text> },
  ];
  return (
    <section data-testid="cost-tooling-options">
      <Typography.Title level={5}>Tooling options</Typography.Title>
      <Table<ToolingOption>
        size="small"
        scroll={{ x: true }}
        pagination={false}
        rowKey={(option) => `${option.method}-${option.option}`}
        dataSource={options}
        columns={columns}
        rowClassName={(option) => (option.chosen ? 'hh-ai-row--chosen' : '')}
      />
    </section>
  );
}

export function CostResult({ result, volume }: { result: CostEstimationResult; volume: number }) {
  const thresholds = Object.entries(result.volumeDiscountThresholds)
    .map(([quantity, unitCost]) => ({ quantity: Number(quantity), unitCost }))
    .sort((a, b) => a.quantity - b.quantity);
  // Runs kept before these lists existed parse with them empty: each section below then stays away.
  const breakdown = result.breakdown ?? [];
  return (
    <div className="hh-ai-result__body">
      <Flex gap={32} wrap align="flex-end" className="hh-ai-headline">
        <Statistic title="Estimated cost range" value={result.estimatedCostRange} />
        <Statistic title="Tooling (one-off)" value={formatDollars(result.toolingCost, false)} />
        <div>
          <LevelBadge level={result.confidenceLevel} prefix="Confidence" />
        </div>
      </Flex>
      <ConfidenceBasis level={result.confidenceLevel} reasons={result.confidenceReasons ?? []} raise={result.raiseConfidence ?? []} />
      <CostFigures figures={result.figures ?? []} />
      <section>
        <Typography.Title level={5}>Cost breakdown per unit</Typography.Title>
        <BreakdownChart data={result.breakdownByCategory} unit="per unit" />
        {breakdown.length > 0 && (
          <div className="hh-ai-breakdown" data-testid="cost-breakdown">
            <Table<CostLine> size="small" scroll={{ x: true }} pagination={false} rowKey={(line) => line.category} dataSource={breakdown} columns={breakdownColumns} />
          </div>
        )}
      </section>
      <ComponentsTable components={result.components ?? []} />
      <ToolingOptionsTable options={result.toolingOptions ?? []} volume={volume} />
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
