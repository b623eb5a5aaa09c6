import { DownloadOutlined, ExclamationCircleFilled, TrophyFilled } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Select, Skeleton, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { RfqComparison, RfqDetail } from '#shared/schemas/sourcing-schemas.ts';
import { formatCount } from '#shared/format/numbers.ts';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../lib/api/api-error.ts';
import { downloadApiFile } from '../../lib/api/download-file.ts';
import { useIsMobile } from '../../ui/use-is-mobile.ts';
import { useToast } from '../../ui/use-toast.ts';
import { comparisonRows, estimateText, priceCurve, type ComparisonRowView } from './comparison-model.ts';
import { LazyComparisonChart } from './lazy-comparison-chart.tsx';
import { partyName } from './sourcing-format.ts';
import { comparisonExportPath, FRESH, useGetComparisonQuery } from './sourcing-api.ts';

function BestValue({ text, best, warning }: { text: string; best: boolean; warning?: string }) {
  return (
    <span className={best ? 'hh-rfq-best' : undefined} data-best={best || undefined}>
      {text}
      {best && (
        <span className="hh-rfq-best__mark">
          <TrophyFilled aria-hidden /> Best
        </span>
      )}
      {warning && (
        <Typography.Text type="warning" className="hh-rfq-warning" data-warning>
          <ExclamationCircleFilled aria-hidden /> {warning}
        </Typography.Text>
      )}
    </span>
  );
}

interface ComparisonTableProps {
  comparison: RfqComparison;
  lines: RfqDetail['lines'];
}

/** Quotes side by side for one line and quantity break, the best value of each row marked, and the price curves. */
export function ComparisonTable({ comparison, lines }: ComparisonTableProps) {
  const isMobile = useIsMobile();
  const [lineId, setLineId] = useState(lines[0]?.id ?? 0);
  const line = lines.find((candidate) => candidate.id === lineId) ?? lines[0];
  const [chosenQuantity, setQuantity] = useState<number | null>(null);
  const quantity = chosenQuantity !== null && line?.quantities.includes(chosenQuantity) ? chosenQuantity : (line?.quantities[0] ?? 0);
  const rows = useMemo(() => (line ? comparisonRows(comparison, line.id, quantity) : []), [comparison, line, quantity]);
  const series = comparison.suppliers.map((entry) => ({ key: `s${entry.supplier.id}`, name: partyName(entry.supplier) }));
  const curve = useMemo(() => (line ? priceCurve(comparison, line.id) : []), [comparison, line]);
  const reference = line ? estimateText(comparison, line.id, quantity) : null;

  if (!line) return null;
  const columns: TableColumnsType<ComparisonRowView> = [
    { key: 'label', title: 'Compared on', dataIndex: 'label', fixed: 'left', width: 150, render: (label: string) => <Typography.Text strong>{label}</Typography.Text> },
    ...comparison.suppliers.map((entry, index) => ({
      key: `supplier-${entry.supplier.id}`,
      title: partyName(entry.supplier),
      render: (_: unknown, row: ComparisonRowView) => <BestValue text={row.cells[index]!.text} best={row.cells[index]!.best} warning={row.cells[index]!.warning} />,
    })),
  ];

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap align="center" className="hh-rfq-compare-controls">
        <label className="hh-rfq-compare-control">
          <Typography.Text type="secondary">Line</Typography.Text>
          <Select
            aria-label="Line"
            value={line.id}
            onChange={(value: number) => setLineId(value)}
            options={lines.map((candidate) => ({ value: candidate.id, label: `${candidate.position}. ${candidate.partName}` }))}
            className="hh-rfq-compare-select"
          />
        </label>
        <label className="hh-rfq-compare-control">
          <Typography.Text type="secondary">Quantity</Typography.Text>
          <Select
            aria-label="Quantity"
            value={quantity}
            onChange={(value: number) => setQuantity(value)}
            options={line.quantities.map((candidate) => ({ value: candidate, label: formatCount(candidate) }))}
            className="hh-rfq-compare-select"
          />
        </label>
      </Flex>
      {isMobile ? (
        // A phone gets one card per supplier instead of a table wider than the screen.
        <Flex vertical gap={12}>
          {comparison.suppliers.map((entry, index) => (
            <Card key={entry.supplier.id} size="small" title={partyName(entry.supplier)} data-testid="comparison-supplier">
              <dl className="hh-rfq-specs hh-rfq-specs--stacked">
                {rows.map((row) => (
                  <div key={row.key}>
                    <dt>{row.label}</dt>
                    <dd>
                      <BestValue text={row.cells[index]!.text} best={row.cells[index]!.best} warning={row.cells[index]!.warning} />
                    </dd>
                  </div>
                ))}
              </dl>
            </Card>
          ))}
        </Flex>
      ) : (
        <Table<ComparisonRowView> rowKey="key" columns={columns} dataSource={rows} pagination={false} size="middle" scroll={{ x: 'max-content' }} className="hh-rfq-compare-table" />
      )}
      {reference && <Typography.Text type="secondary" className="hh-rfq-estimate">{reference}</Typography.Text>}
      <Card size="small" title={`Unit price by quantity: ${line.partName}`}>
        <LazyComparisonChart data={curve} series={series} />
      </Card>
    </Flex>
  );
}

/** The buyer's Comparison tab: the table, the chart and the spreadsheet export. */
export function RfqComparisonTab({ rfq }: { rfq: RfqDetail }) {
  const { data, isLoading, isError, error } = useGetComparisonQuery(rfq.id, FRESH);
  const [exporting, setExporting] = useState(false);
  const toast = useToast();

  const exportSheet = async () => {
    setExporting(true);
    try {
      await downloadApiFile(comparisonExportPath(rfq.id), `request-${rfq.id}-comparison.xlsx`);
    } catch (failure) {
      toast.error('The export failed', failure instanceof Error ? failure.message : 'Please try again.');
    } finally {
      setExporting(false);
    }
  };

  if (isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (isError) return <Alert type="error" showIcon title="The comparison could not be loaded" description={errorMessage(error, 'Please try again.')} />;
  if (!data || data.suppliers.length === 0) {
    return (
      <Card variant="outlined">
        <Empty description="No quotes to compare yet. Submitted quotes appear here side by side, with the best value of each row marked." />
      </Card>
    );
  }
  return (
    <Card
      variant="outlined"
      title="Comparison"
      extra={
        <Button type="link" icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportSheet()}>
          Export to Excel
        </Button>
      }
    >
      <ComparisonTable comparison={data} lines={rfq.lines} />
    </Card>
  );
}
