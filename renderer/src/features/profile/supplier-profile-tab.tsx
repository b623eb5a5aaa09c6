import { Alert, Flex, Skeleton } from 'antd';
import { errorMessage } from '../../lib/api/api-error.ts';
import { CertificationsCard } from './certifications-card.tsx';
import { CompletenessMeter } from './completeness-meter.tsx';
import { PortfolioCard } from './portfolio-card.tsx';
import { SupplierFieldsForm } from './supplier-fields-form.tsx';
import { useGetSupplierProfileQuery } from './supplier-profile-api.ts';

/** /profile?tab=supplier: a manufacturer's or supplier's profile as buyers judge it, with what is still missing. */
export function SupplierProfileTab() {
  const { data, isLoading, isError, error } = useGetSupplierProfileQuery();
  if (isError) return <Alert type="error" showIcon title="Your supplier profile could not be loaded." description={errorMessage(error, 'Please try again.')} />;
  if (isLoading || !data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <Flex vertical gap={16} className="hh-supplier-profile">
      <CompletenessMeter profile={data} />
      <SupplierFieldsForm profile={data} />
      <CertificationsCard certifications={data.certifications} />
      <PortfolioCard portfolio={data.portfolio} />
    </Flex>
  );
}
