import { emailPage as page } from '../../http/html.ts';
import type { MailMessage } from '../mail/index.ts';
import type { SignedNdaRecord } from './nda-pdf.ts';

/** The signed PDF's file name: plain ASCII, so every mail client shows it as it is. */
export function signedNdaFileName(record: Pick<SignedNdaRecord, 'projectName' | 'versionNumber'>, signatureId: number): string {
  const slug = record.projectName.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'project';
  return `nda-${slug}-v${record.versionNumber}-${signatureId}.pdf`;
}

/** Each side's copy of a signed NDA, with the PDF attached and a link to the project. */
export function signedNdaEmail(to: string, side: 'owner' | 'partner', record: SignedNdaRecord, pdf: { filename: string; bytes: Uint8Array }, link: string): MailMessage {
  const intro = side === 'owner'
    ? `${record.signerName} signed version ${record.versionNumber} of the NDA for your project ${record.projectName}. They can now see its files and confidential details.`
    : `You signed version ${record.versionNumber} of the NDA for ${record.projectName}, a project of ${record.ownerName}. You can now see its files and confidential details.`;
  const facts = `Signed at ${record.signedAt.replace('T', ' ').replace(/\.\d+Z$/, '')} UTC with the typed name "${record.typedName}". Document SHA-256: ${record.documentSha256}`;
  const keep = 'The signed NDA is attached as a PDF: keep it with your records. You can also download it from the project page on HardwareHub.';
  return {
    to,
    subject: `Signed NDA: ${record.projectName} (version ${record.versionNumber})`,
    text: `Hello,\n\n${intro}\n\n${facts}\n\n${keep}\n${link}\n\nThe HardwareHub team\n`,
    html: page('NDA signed', ['Hello,', intro, facts, keep], { label: 'Open the project', link }),
    link,
    attachments: [{ filename: pdf.filename, content: Buffer.from(pdf.bytes), contentType: 'application/pdf' }],
  };
}
