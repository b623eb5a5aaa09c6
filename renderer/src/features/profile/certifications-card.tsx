import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, List, Popconfirm, Select, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { CERTIFICATION_LABELS, CERTIFICATIONS, type CertificationId, type CertificationView } from '#shared/schemas/supplier-profile-schemas.ts';
import { errorMessage } from '../../lib/api/api-error.ts';
import { useToast } from '../../ui/use-toast.ts';
import { UploadList, useFileUploads } from '../files/index.ts';
import { useDeleteCertificationMutation, useSubmitCertificationMutation } from './supplier-profile-api.ts';

export const CERTIFICATION_STATE: Record<CertificationView['status'], { color: string; label: string }> = {
  approved: { color: 'green', label: 'Certified' },
  pending: { color: 'gold', label: 'Under review' },
  rejected: { color: 'red', label: 'Rejected' },
};

/**
 * Certifications with their certificates: the team reviews each file; only approved ones count as
 * certified for buyers. Sending a certification again (a renewed certificate) puts it back under review.
 */
export function CertificationsCard({ certifications }: { certifications: CertificationView[] }) {
  const toast = useToast();
  const [chosen, setChosen] = useState<CertificationId | undefined>();
  const [submit] = useSubmitCertificationMutation();
  const [remove] = useDeleteCertificationMutation();
  const input = useRef<HTMLInputElement>(null);
  const uploads = useFileUploads({ context: 'certificate' }, {
    onUploaded: (file) => {
      if (!chosen) return;
      void submit({ certification: chosen, fileId: file.id })
        .unwrap()
        .then(() => {
          toast.success('Certificate sent', `${CERTIFICATION_LABELS[chosen]} is now under review.`);
          setChosen(undefined);
          uploads.clearDone(uploads.items.map((item) => item.key));
        })
        .catch((error: unknown) => toast.error('Error', errorMessage(error, 'The certification could not be sent.')));
    },
  });

  return (
    <Card variant="outlined" title="Certifications">
      <Typography.Paragraph type="secondary">
        Upload each certificate (PDF or image). Only you and the HardwareHub team can open it; buyers see the certification once the team has checked it.
      </Typography.Paragraph>
      <List
        dataSource={certifications}
        locale={{ emptyText: 'No certifications yet.' }}
        renderItem={(item) => (
          <List.Item
            actions={[
              <Popconfirm key="remove" title={`Remove ${CERTIFICATION_LABELS[item.certification]}?`} onConfirm={() => void remove(item.id).unwrap().catch((error: unknown) => toast.error('Error', errorMessage(error, 'Please try again.')))}>
                <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`Remove ${CERTIFICATION_LABELS[item.certification]}`} />
              </Popconfirm>,
            ]}
          >
            <Flex vertical gap={4} style={{ width: '100%' }}>
              <Flex gap={8} align="center" wrap>
                <Typography.Text strong>{CERTIFICATION_LABELS[item.certification]}</Typography.Text>
                <Tag color={CERTIFICATION_STATE[item.status].color}>{CERTIFICATION_STATE[item.status].label}</Tag>
                {item.file && <Typography.Text type="secondary">{item.file.name}</Typography.Text>}
              </Flex>
              {item.status === 'rejected' && item.reason && <Alert type="warning" showIcon title={`Reason: ${item.reason}`} description="Upload a new certificate to send it for review again." />}
            </Flex>
          </List.Item>
        )}
      />
      <Flex gap={8} wrap style={{ marginTop: 12 }}>
        <Select
          aria-label="Certification"
          style={{ minWidth: 220 }}
          placeholder="Choose a certification"
          value={chosen}
          onChange={(value: CertificationId) => setChosen(value)}
          options={CERTIFICATIONS.map((c) => ({ value: c.id, label: c.label }))}
        />
        <Button icon={<UploadOutlined />} disabled={!chosen || uploads.uploading} onClick={() => input.current?.click()}>
          Upload certificate
        </Button>
        <input
          ref={input}
          type="file"
          // Not the hidden attribute: antd's form styles show file inputs as blocks.
          style={{ display: 'none' }}
          accept="application/pdf,image/png,image/jpeg,image/webp"
          data-testid="certificate-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            if (files.length) uploads.add(files.slice(0, 1));
            event.target.value = '';
          }}
        />
      </Flex>
      {uploads.items.length > 0 && <UploadList items={uploads.items} onCancel={uploads.cancel} onRetry={uploads.retry} />}
    </Card>
  );
}
