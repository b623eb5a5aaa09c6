import { Typography } from 'antd';
import type { NdaVersion } from '#shared/schemas/nda-schemas.ts';
import { formatLongDate } from '../../ui/long-date.ts';
import './ndas.css';

/** An NDA version's text as it will be signed, in a scrolling box, with its number, date and fingerprint. */
export function NdaText({ version }: { version: NdaVersion }) {
  return (
    <div className="hh-nda-text-wrap">
      <div className="hh-nda-text" tabIndex={0} role="document" aria-label={`NDA version ${version.number}`}>
        {version.text}
      </div>
      <Typography.Text type="secondary" className="hh-small hh-nda-fingerprint">
        Version {version.number}, saved {formatLongDate(version.createdAt)} by {version.author.fullName} · SHA-256 {version.sha256}
      </Typography.Text>
    </div>
  );
}
