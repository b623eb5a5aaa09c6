/**
 * A listing's address for a message's text, where the reader can open it: the site's own address in
 * a browser; none in the desktop app (its app:// address means nothing to the other side), where the
 * conversation's header links the listing anyway.
 */
export function listingUrl(productId: number, location: Pick<Location, 'protocol' | 'origin'> = window.location): string | null {
  return location.protocol === 'http:' || location.protocol === 'https:' ? `${location.origin}/marketplace/${productId}` : null;
}
