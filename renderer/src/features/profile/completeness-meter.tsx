import { Card, Flex, Progress, Tag, Typography } from 'antd';
import { supplierProfileCompleteness, type SupplierProfile } from '#shared/schemas/supplier-profile-schemas.ts';

/** How complete the supplier profile is, and what to add next (heaviest first, as buyers weigh it). */
export function CompletenessMeter({ profile }: { profile: SupplierProfile }) {
  const { percent, missing } = supplierProfileCompleteness(profile);
  return (
    <Card variant="outlined" className="hh-supplier-completeness" aria-label="Profile completeness">
      <Flex gap={20} align="center" wrap>
        <Progress type="circle" percent={percent} size={84} status={percent === 100 ? 'success' : 'normal'} aria-label={`Profile ${percent}% complete`} />
        <div className="hh-supplier-completeness__text">
          <Typography.Title level={4} style={{ margin: 0 }}>
            {percent === 100 ? 'Your profile is complete' : `Your profile is ${percent}% complete`}
          </Typography.Title>
          <Typography.Text type="secondary">
            {percent === 100 ? 'Buyers see everything they need to shortlist you.' : 'Complete profiles rank higher with buyers. Still missing:'}
          </Typography.Text>
          {missing.length > 0 && (
            <Flex gap={6} wrap className="hh-supplier-completeness__missing" role="list" aria-label="Missing from your profile">
              {missing.map((item) => (
                <Tag key={item.part} role="listitem" color={item.weight >= 15 ? 'orange' : 'default'}>
                  {item.hint} (+{item.weight}%)
                </Tag>
              ))}
            </Flex>
          )}
        </div>
      </Flex>
    </Card>
  );
}
