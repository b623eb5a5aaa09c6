import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { downloadApiFile } from '../../lib/api/download-file.ts';
import { useToast } from '../../ui/use-toast.ts';
import { signaturePdfPath } from './ndas-api.ts';

/** Downloads a signed NDA's PDF (through the API transport, so the desktop app's session works too). */
export function SignatureDownloadButton({ signatureId, label = 'Download PDF', size }: { signatureId: number; label?: string; size?: 'small' }) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const download = async () => {
    setBusy(true);
    try {
      await downloadApiFile(signaturePdfPath(signatureId), `signed-nda-${signatureId}.pdf`);
    } catch (error) {
      toast.error('Download failed', error instanceof Error ? error.message : 'Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} size={size} loading={busy} onClick={() => void download()}>
      {label}
    </Button>
  );
}
