import {
  ndaSignatureSchema, ndaVersionSchema, type NdaSignature as NdaSignatureView, type NdaVersion as NdaVersionView,
} from '#shared/schemas/nda-schemas.ts';
import type { NdaSignature } from '../../db/models/nda-signature-model.ts';
import type { NdaVersion } from '../../db/models/nda-version-model.ts';

/** A version as it leaves the server, parsed with the shared schema so nothing unlisted passes. */
export function toVersionView(version: NdaVersion, authorName: string): NdaVersionView {
  return ndaVersionSchema.parse({ ...version, author: { id: version.authorId, fullName: authorName } });
}

export function toSignatureView(signature: NdaSignature, versionNumber: number): NdaSignatureView {
  return ndaSignatureSchema.parse({ ...signature, versionNumber, signer: { id: signature.signerId, fullName: signature.signerName } });
}
