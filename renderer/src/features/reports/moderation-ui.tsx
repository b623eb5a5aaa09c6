import { EyeInvisibleOutlined, FlagOutlined } from '@ant-design/icons';
import { Alert, Button, Tag } from 'antd';
import type { ButtonProps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { NETWORK_ERROR_MESSAGE } from '../../lib/api/api-error.ts';
import { useToast } from '../../ui/use-toast.ts';
import type { HiddenKind } from './hidden-notice-text.ts';
import { HIDDEN_NOTICE_TITLE, hiddenNoticeSentences } from './hidden-notice-text.ts';
import type { ReportTarget } from './report-logic.ts';

/*
 * Moderation pieces that pages show: the Report button, and the notice and tag an owner
 * sees on what the team hid. One module on purpose: pages import it statically, and every separate
 * chunk they share is one more file name in the preload map that both first screens download (`/`
 * has almost no budget left). The Report dialog itself is a chunk of its own, loaded on first click.
 */

/** The dialog (form, radios, textarea, the endpoint) is its own chunk: pages load it on the first click, not up front. */
const loadReportDialog = () => import('./report-dialog.tsx').then((m) => m.ReportDialog);
type ReportDialogComponent = Awaited<ReturnType<typeof loadReportDialog>>;

interface ReportButtonProps extends ReportTarget {
  size?: ButtonProps['size'];
  /** antd's button type; a quiet text button by default. */
  type?: ButtonProps['type'];
  /** Only the flag, named by aria-label (rows of a list, where a word per row is noise). */
  iconOnly?: boolean;
  className?: string;
}

/**
 * 'Report': opens 'Report this {profile|listing|project|message}'. The caller decides who
 * sees it (signed in, not the item's own author); the server refuses one's own content anyway.
 */
export function ReportButton({ targetType, targetId, targetLabel, size, type = 'text', iconOnly = false, className }: ReportButtonProps) {
  // Imported by hand rather than with React.lazy: the button can show that it is loading, and a chunk
  // that fails to load (offline) is a toast instead of an error thrown into the page.
  const [Dialog, setDialog] = useState<ReportDialogComponent | null>(null);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(false);
  const toast = useToast();
  // Only the dialog imports report-logic.ts's values (and the shared schema): the button stays a few hundred bytes.
  const label = targetLabel ? `Report ${targetLabel}` : 'Report';

  // Fetching starts when the pointer or focus arrives, so the dialog usually opens at once.
  const preload = () => void loadReportDialog().catch(() => undefined);
  const openDialog = async () => {
    if (!Dialog) {
      setLoading(true);
      try {
        const loaded = await loadReportDialog();
        setDialog(() => loaded);
      } catch {
        // The chunk did not arrive (offline, or a deploy replaced it): the import's own text is for developers.
        toast.error('Error', NETWORK_ERROR_MESSAGE);
        return;
      } finally {
        setLoading(false);
      }
    }
    setOpen(true);
  };

  return (
    <>
      <Button
        type={type}
        size={size}
        icon={<FlagOutlined />}
        loading={loading}
        className={className}
        aria-label={iconOnly ? label : undefined}
        title={iconOnly ? label : undefined}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => void openDialog()}
      >
        {iconOnly ? null : 'Report'}
      </Button>
      {Dialog && <Dialog open={open} onClose={() => setOpen(false)} targetType={targetType} targetId={targetId} targetLabel={targetLabel} />}
    </>
  );
}

/**
 * What the owner of a listing or project the team hid (a report's 'hide' decision) sees on its page;
 * nobody else reaches the page at all.
 */
export function HiddenNotice({ kind, reason }: { kind: HiddenKind; reason: string | null }) {
  return (
    <Alert
      type="warning"
      showIcon
      icon={<EyeInvisibleOutlined />}
      title={HIDDEN_NOTICE_TITLE}
      description={
        <>
          {hiddenNoticeSentences(kind, reason).join(' ')} If you think this is a mistake, <Link to="/contact">contact support</Link>.
        </>
      }
      className="hh-form-alert"
      data-testid="hidden-notice"
    />
  );
}

/** 'Hidden' beside the owner's own listing or project in their lists; nothing when it is visible. */
export function HiddenTag({ hiddenAt, reason }: { hiddenAt: string | null | undefined; reason?: string | null }) {
  if (!hiddenAt) return null;
  return (
    <Tag color="red" icon={<EyeInvisibleOutlined />} className="hh-status-tag" title={reason ? `Hidden by HardwareHub: ${reason}` : HIDDEN_NOTICE_TITLE}>
      Hidden
    </Tag>
  );
}
