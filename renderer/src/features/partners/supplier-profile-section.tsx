import { CheckCircleFilled, ClockCircleOutlined, CloseCircleOutlined, DownloadOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { Button, Card, Col, Descriptions, Empty, Flex, List, Row, Tag, Typography } from 'antd';
import { apiPath, API_PATHS } from '#shared/api/api-paths.ts';
import { formatCount } from '#shared/format/numbers.ts';
import {
  capabilityLabel, CERTIFICATION_LABELS, materialLabel, type CertificationView, type PortfolioItem, type ProfileFile, type SupplierProfile,
} from '#shared/schemas/supplier-profile-schemas.ts';
import { downloadApiFile } from '../../lib/api/download-file.ts';
import { FileKindIcon, FileThumbnail } from '../files/index.ts';

const plural = (count: number, one: string, many = `${one}s`) => `${formatCount(count)} ${count === 1 ? one : many}`;
const NOT_STATED = <Typography.Text type="secondary">Not stated</Typography.Text>;

/** The numbers a buyer shortlists on, first. */
function AtAGlance({ profile }: { profile: SupplierProfile }) {
  const items = [
    { key: 'moq', label: 'Minimum order', children: profile.minOrderQuantity !== null ? plural(profile.minOrderQuantity, 'unit') : NOT_STATED },
    { key: 'prototype', label: 'Prototype lead time', children: profile.prototypeLeadDays !== null ? plural(profile.prototypeLeadDays, 'day') : NOT_STATED },
    { key: 'production', label: 'Production lead time', children: profile.productionLeadWeeks !== null ? plural(profile.productionLeadWeeks, 'week') : NOT_STATED },
    {
      key: 'capacity', label: 'Monthly capacity',
      children: profile.monthlyCapacity ? `${formatCount(profile.monthlyCapacity.amount)} ${profile.monthlyCapacity.unit}` : NOT_STATED,
    },
    { key: 'size', label: 'Company size', children: profile.companySize ? `${profile.companySize} employees` : NOT_STATED },
    { key: 'founded', label: 'Founded', children: profile.yearFounded ?? NOT_STATED },
    { key: 'languages', label: 'Languages', children: profile.languages.length ? profile.languages.join(', ') : NOT_STATED },
  ];
  return (
    <Card variant="outlined" title="At a glance" className="hh-supplier-glance">
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} items={items} />
      {profile.factoryLocations.length > 0 && (
        <>
          <Typography.Text strong>Factories</Typography.Text>
          <Flex gap={6} wrap className="hh-user-profile__expertise">
            {profile.factoryLocations.map((location) => (
              <Tag key={location} icon={<EnvironmentOutlined />}>
                {location}
              </Tag>
            ))}
          </Flex>
        </>
      )}
    </Card>
  );
}

function TagList({ title, items }: { title: string; items: string[] }) {
  return (
    <>
      <Typography.Text strong>{title}</Typography.Text>
      <Flex wrap gap={4} className="hh-user-profile__expertise">
        {items.length ? items.map((item) => <Tag key={item}>{item}</Tag>) : <Typography.Text type="secondary">None listed</Typography.Text>}
      </Flex>
    </>
  );
}

function FileLink({ file }: { file: ProfileFile }) {
  return (
    <Button type="link" size="small" className="hh-supplier-file-link" icon={<DownloadOutlined />} onClick={() => void downloadApiFile(apiPath(API_PATHS.fileDownload, { id: file.id }), file.name)}>
      <FileKindIcon kind={file.kind} /> {file.name}
    </Button>
  );
}

function PortfolioCardItem({ item }: { item: PortfolioItem }) {
  return (
    <Card size="small" variant="outlined" className="hh-supplier-portfolio__item" title={item.title}>
      {item.images.length > 0 && (
        <Flex gap={8} wrap className="hh-supplier-portfolio__pictures">
          {item.images.map((image) => (
            <FileThumbnail key={image.id} file={{ ...image, downloadable: true }} size={96} />
          ))}
        </Flex>
      )}
      {item.description && <Typography.Paragraph style={{ marginTop: 8 }}>{item.description}</Typography.Paragraph>}
      {item.files.map((file) => (
        <FileLink key={file.id} file={file} />
      ))}
    </Card>
  );
}

/** The left column of a manufacturer's or supplier's page: the numbers, what they make and from what, their parts. */
export function SupplierProfileMain({ profile }: { profile: SupplierProfile }) {
  return (
    <>
      <AtAGlance profile={profile} />
      <Card variant="outlined" title="Capabilities">
        <TagList title="Processes" items={profile.capabilities.map(capabilityLabel)} />
        <TagList title="Materials" items={profile.materials.map(materialLabel)} />
        {profile.equipment.length > 0 && (
          <>
            <Typography.Text strong>Equipment</Typography.Text>
            <List size="small" dataSource={profile.equipment} renderItem={(machine) => <List.Item>{machine}</List.Item>} />
          </>
        )}
      </Card>
      <Card variant="outlined" title="Portfolio">
        {profile.portfolio.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No parts shown yet" />
        ) : (
          <Row gutter={[12, 12]}>
            {profile.portfolio.map((item) => (
              <Col key={item.id} xs={24} md={12}>
                <PortfolioCardItem item={item} />
              </Col>
            ))}
          </Row>
        )}
      </Card>
    </>
  );
}

const STATE: Record<CertificationView['status'], { icon: React.ReactNode; label: string; color: string }> = {
  approved: { icon: <CheckCircleFilled />, label: 'Certified', color: 'green' },
  pending: { icon: <ClockCircleOutlined />, label: 'Under review', color: 'gold' },
  rejected: { icon: <CloseCircleOutlined />, label: 'Rejected', color: 'red' },
};

/**
 * Certifications: the server sends others the approved ones only; the owner also sees those under
 * review or rejected, marked so.
 */
export function SupplierCertificationsCard({ certifications }: { certifications: CertificationView[] }) {
  return (
    <Card variant="outlined" title="Certifications" className="hh-supplier-certifications">
      {certifications.length === 0 ? (
        <Typography.Text type="secondary">No certifications checked yet</Typography.Text>
      ) : (
        <List
          size="small"
          dataSource={certifications}
          renderItem={(item) => (
            <List.Item data-testid={`certification-${item.certification}`}>
              <Flex gap={8} align="center" justify="space-between" style={{ width: '100%' }}>
                <Typography.Text strong>{CERTIFICATION_LABELS[item.certification]}</Typography.Text>
                <Tag icon={STATE[item.status].icon} color={STATE[item.status].color}>
                  {STATE[item.status].label}
                </Tag>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
